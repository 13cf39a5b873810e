// Reads the values read model for a window of factory dates: one getMany of (columns x dates) documents.
import type { OutputColumn } from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { PARAMETER_VALUES_COLLECTION, parameterValueDocId, type ParameterValueDoc } from '@ftr/read-models/dataValues/projection.ts';
import type { DayLookup } from './tabulate.ts';

/** Dates per read: a month keeps a read of 50 columns at about 1,500 documents. */
export const WINDOW_DAYS = 31;

export const readWindow = async (readStore: ReadStore, columns: readonly OutputColumn[], dates: readonly string[]): Promise<DayLookup> => {
  const ids = [...new Set(columns.flatMap((c) => dates.map((date) => parameterValueDocId(c.site, c.code, date))))];
  const docs =
    ids.length > 0 ? await readStore.getMany<ParameterValueDoc>(PARAMETER_VALUES_COLLECTION, ids) : new Map<string, ParameterValueDoc>();
  return (column, date) => {
    const c = columns[column];
    return c ? docs.get(parameterValueDocId(c.site, c.code, date))?.HOURS : undefined;
  };
};
