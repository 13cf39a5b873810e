import { assertNever, READ_MODELS, type SpcEvent, type SpcRule } from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';

/** The latest point (by factory date and hour) that broke a rule, and which rules it broke. */
export interface LatestBreak {
  date: string;
  hour: number;
  rules: SpcRule[];
}

/**
 * A parameter's SPC settings, one document per site and code: the limits in force (null before the first
 * baseline), the rule choice (null: the defaults) and its latest break (the wallboard's mark).
 */
export interface SpcSettingsDoc extends ProjectedDoc {
  SITE: string;
  CODE: string;
  LIMITS: { centre: number; sigma: number; from: string; to: string; count: number; at: string; by: string } | null;
  RULES: SpcRule[] | null;
  LATEST_BREAK: LatestBreak | null;
}

export const SPC_SETTINGS_COLLECTION = READ_MODELS.spcSettings;
export const spcSettingsDocId = (site: string, code: string): string => `${site}_${code}`;

const later = (a: { date: string; hour: number }, b: { date: string; hour: number }): boolean =>
  a.date === b.date ? a.hour > b.hour : a.date > b.date;

const latestAfter = (latest: LatestBreak | null, date: string, hour: number, rule: SpcRule): LatestBreak => {
  if (latest && latest.date === date && latest.hour === hour)
    return { ...latest, rules: [...new Set([...latest.rules, rule])].sort((a, b) => a - b) };
  return latest && later(latest, { date, hour }) ? latest : { date, hour, rules: [rule] };
};

export const spcSettingsProjection: ProjectionOf<SpcSettingsDoc, SpcEvent> = {
  collection: { name: SPC_SETTINGS_COLLECTION, indexes: [{ fields: ['SITE'] }] },
  handles: ['SpcBaselineSet', 'SpcRulesSet', 'SpcRuleBroken'],
  id: (event) => spcSettingsDocId(event.data.site, event.data.code),
  evolve(doc, event) {
    const { site, code } = event.data;
    const base = { _id: spcSettingsDocId(site, code), SITE: site, CODE: code, LIMITS: null, RULES: null, LATEST_BREAK: null, ...doc };
    switch (event.type) {
      case 'SpcBaselineSet': {
        const { centre, sigma, from, to, count } = event.data;
        return { ...base, LIMITS: { centre, sigma, from, to, count, at: event.metadata.timestamp, by: event.metadata.userId } };
      }
      case 'SpcRulesSet':
        return { ...base, RULES: event.data.rules };
      case 'SpcRuleBroken':
        return { ...base, LATEST_BREAK: latestAfter(base.LATEST_BREAK, event.data.date, event.data.hour, event.data.rule) };
      default:
        return assertNever(event);
    }
  },
  siteOf: (_doc, event) => event.data.site,
};
