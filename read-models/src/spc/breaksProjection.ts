import { READ_MODELS, type SpcRuleBroken, type SpcRule } from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';

/** The rules a point broke and the value it broke them with (a later different value is not marked). */
export interface HourBreaks {
  value: number;
  rules: SpcRule[];
}

/** The rule breaks of one parameter and factory date, by factory hour: the chart's and the grid's marks. */
export interface SpcBreaksDoc extends ProjectedDoc {
  SITE: string;
  CODE: string;
  FTR_DATE: string;
  HOURS: Record<string, HourBreaks>;
}

export const SPC_BREAKS_COLLECTION = READ_MODELS.spcBreaks;
export const spcBreaksDocId = (site: string, code: string, date: string): string => `${site}_${code}_${date}`;

export const spcBreaksProjection: ProjectionOf<SpcBreaksDoc, SpcRuleBroken> = {
  collection: { name: SPC_BREAKS_COLLECTION, indexes: [{ fields: ['SITE', 'CODE', 'FTR_DATE'] }, { fields: ['SITE', 'FTR_DATE'] }] },
  handles: ['SpcRuleBroken'],
  id: (event) => spcBreaksDocId(event.data.site, event.data.code, event.data.date),
  evolve(doc, event) {
    const { site, code, date, hour, value, rule } = event.data;
    const current = doc?.HOURS[String(hour)];
    // A break for another value of the hour replaces the one before: marks follow the value now shown.
    const rules = current && current.value === value ? [...new Set([...current.rules, rule])].sort((a, b) => a - b) : [rule];
    return {
      _id: spcBreaksDocId(site, code, date),
      SITE: site,
      CODE: code,
      FTR_DATE: date,
      HOURS: { ...doc?.HOURS, [String(hour)]: { value, rules } },
    };
  },
  siteOf: (_doc, event) => event.data.site,
};
