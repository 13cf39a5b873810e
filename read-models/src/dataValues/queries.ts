import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { PARAMETER_VALUES_COLLECTION, type ParameterValueDoc } from './projection.ts';

/** The value of a day's last filled hour (null when the day holds none). */
export const lastHourValue = (doc: Pick<ParameterValueDoc, 'HOURS'>): number | null => {
  let last = 0;
  for (const hour of Object.keys(doc.HOURS)) last = Math.max(last, Number(hour));
  return last === 0 ? null : (doc.HOURS[String(last)]?.value ?? null);
};

/**
 * The latest value of a code strictly before a factory date (null: none), in one indexed read: a day's
 * document exists only while it holds a value. The prior of a grid's first value (CCF labels).
 */
export const latestValueBefore = async (readStore: ReadStore, site: string, code: string, date: string): Promise<number | null> => {
  const [doc] = await readStore.find<ParameterValueDoc>(PARAMETER_VALUES_COLLECTION, {
    where: { SITE: site, CODE: code },
    range: { field: 'FTR_DATE', lt: date },
    sort: [{ field: 'FTR_DATE', direction: 'desc' }],
    limit: 1,
  });
  return doc ? lastHourValue(doc) : null;
};
