import type { SpcPoint } from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { PARAMETER_VALUES_COLLECTION, type ParameterValueDoc } from '../dataValues/projection.ts';

/** A day's values in hour order. */
const pointsOf = (doc: ParameterValueDoc): SpcPoint[] =>
  Object.entries(doc.HOURS)
    .map(([hour, entry]) => ({ date: doc.FTR_DATE, hour: Number(hour), value: entry.value }))
    .sort((a, b) => a.hour - b.hour);

/** A parameter's values from `from` to `to` (factory dates, both included), oldest first: one indexed read. */
export const seriesBetween = async (readStore: ReadStore, site: string, code: string, from: string, to: string): Promise<SpcPoint[]> => {
  const docs = await readStore.find<ParameterValueDoc>(PARAMETER_VALUES_COLLECTION, {
    where: { SITE: site, CODE: code },
    range: { field: 'FTR_DATE', gte: from, lte: to },
    sort: [{ field: 'FTR_DATE', direction: 'asc' }],
  });
  return docs.flatMap(pointsOf);
};

/**
 * The last `count` values of a parameter at or before factory date `date` and hour `hour`, oldest first:
 * the windows a new value ends. A day's document exists only while it holds a value, so `count` days
 * always hold `count` values.
 */
export const seriesUpTo = async (
  readStore: ReadStore,
  site: string,
  code: string,
  date: string,
  hour: number,
  count: number,
): Promise<SpcPoint[]> => {
  const docs = await readStore.find<ParameterValueDoc>(PARAMETER_VALUES_COLLECTION, {
    where: { SITE: site, CODE: code },
    range: { field: 'FTR_DATE', lte: date },
    sort: [{ field: 'FTR_DATE', direction: 'desc' }],
    limit: count,
  });
  return docs
    .reverse()
    .flatMap(pointsOf)
    .filter((p) => p.date < date || p.hour <= hour)
    .slice(-count);
};
