import { AUTOMATIC_ENTRY, assertNever, type ValuesChangedEvent } from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';
import { DUE_FILLED_COLLECTION } from './docs.ts';

/**
 * Which hours of a parameter's factory day hold a value, and when each was first entered (epoch ms;
 * AUTOMATIC_ENTRY for captured or recalculated values): the least the due board reads, one small document per
 * (site, code, date), so a site's week loads in one indexed read of small rows. A value corrected later
 * keeps the instant it was first entered; an emptied hour is removed, a day with none is deleted.
 */
export interface DueFilledDoc extends ProjectedDoc {
  SITE: string;
  CODE: string;
  FTR_DATE: string;
  HOURS: Record<string, number>;
}

export const dueFilledDocId = (site: string, code: string, date: string): string => `${site}_${code}_${date}`;

export const dueFilledProjection: ProjectionOf<DueFilledDoc, ValuesChangedEvent> = {
  collection: { name: DUE_FILLED_COLLECTION, indexes: [{ fields: ['SITE', 'FTR_DATE'] }] },
  handles: ['ParameterValuesSubmitted', 'ParameterValuesRecalculated'],
  /** Every change of one event has the same code and date (the values events' invariant). */
  id: (event) => {
    const { site, changes } = event.data;
    const first = changes[0];
    return first ? dueFilledDocId(site, first.code, first.date) : `${site}__`;
  },
  evolve(doc, event) {
    let automatic: boolean;
    switch (event.type) {
      case 'ParameterValuesSubmitted':
        automatic = event.data.source === 'PROCESS_TAG';
        break;
      case 'ParameterValuesRecalculated':
        automatic = true;
        break;
      default:
        return assertNever(event);
    }
    const { site, changes } = event.data;
    const first = changes[0];
    if (!first) return doc;
    const at = automatic ? AUTOMATIC_ENTRY : Date.parse(event.metadata.timestamp);
    const hours: Record<string, number> = { ...doc?.HOURS };
    for (const change of changes) {
      if (change.code !== first.code || change.date !== first.date) continue;
      const hour = String(change.hour);
      if (change.value === null) Reflect.deleteProperty(hours, hour);
      else if (hours[hour] === undefined) hours[hour] = at;
    }
    if (Object.keys(hours).length === 0) return null;
    return { _id: dueFilledDocId(site, first.code, first.date), SITE: site, CODE: first.code, FTR_DATE: first.date, HOURS: hours };
  },
  siteOf: (_doc, event) => event.data.site,
};
