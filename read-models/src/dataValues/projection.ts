import { assertNever, type ValueSource, type ValuesChangedEvent, READ_MODELS } from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';

/** One entered value of an hour: the value, the operation it was entered under, who, when, and from where. */
export interface HourValue {
  value: number;
  operation: string;
  by: string;
  at: string;
  source: ValueSource;
}

/**
 * The values read model: ONE document per (site, code, factory date) holding that day's hours, so a
 * 24 x 60 hourly grid loads with 60 ids. Emptied hours are removed; a day with no value left is deleted.
 */
export interface ParameterValueDoc extends ProjectedDoc {
  SITE: string;
  CODE: string;
  FTR_DATE: string;
  /** Factory hour ('1'..'25') -> value. */
  HOURS: Record<string, HourValue>;
}

export const PARAMETER_VALUES_COLLECTION = READ_MODELS.parameterValues;
export const parameterValueDocId = (site: string, code: string, date: string): string => `${site}_${code}_${date}`;

export const parameterValuesProjection: ProjectionOf<ParameterValueDoc, ValuesChangedEvent> = {
  collection: { name: PARAMETER_VALUES_COLLECTION, indexes: [{ fields: ['SITE', 'CODE', 'FTR_DATE'] }] },
  handles: ['ParameterValuesSubmitted', 'ParameterValuesRecalculated'],
  /** Every change of one event has the same code and date (the events' invariant). */
  id: (event) => {
    const { site, changes } = event.data;
    const first = changes[0];
    return first ? parameterValueDocId(site, first.code, first.date) : `${site}__`;
  },
  evolve(doc, event) {
    let source: ValueSource;
    switch (event.type) {
      case 'ParameterValuesSubmitted':
        source = event.data.source ?? 'DATAENTRY';
        break;
      case 'ParameterValuesRecalculated':
        source = 'RECALCULATION';
        break;
      default:
        return assertNever(event);
    }
    const { site, operation, changes } = event.data;
    const first = changes[0];
    if (!first) return doc;
    const hours: Record<string, HourValue> = { ...doc?.HOURS };
    for (const change of changes) {
      if (change.code !== first.code || change.date !== first.date) continue;
      if (change.value === null) Reflect.deleteProperty(hours, String(change.hour));
      else hours[String(change.hour)] = { value: change.value, operation, by: event.metadata.userId, at: event.metadata.timestamp, source };
    }
    if (Object.keys(hours).length === 0) return null;
    return { _id: parameterValueDocId(site, first.code, first.date), SITE: site, CODE: first.code, FTR_DATE: first.date, HOURS: hours };
  },
  siteOf: (_doc, event) => event.data.site,
};
