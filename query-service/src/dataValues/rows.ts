// Grid rows (spec 1 §3 Data row) from the values read model: one document per code and factory date.
import { realLabel, type DataRow, type FactoryHour } from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { PARAMETER_VALUES_COLLECTION, parameterValueDocId, type ParameterValueDoc } from '@ftr/read-models/dataValues/projection.ts';

/** The values documents a grid's rows are read from: one per code and distinct date of `cells`. */
export const gridDocumentIds = (site: string, codes: readonly string[], cells: readonly Pick<FactoryHour, 'date'>[]): string[] => {
  const dates = [...new Set(cells.map((c) => c.date))];
  return codes.flatMap((code) => dates.map((date) => parameterValueDocId(site, code, date)));
};

/** The rows of `cells` (time order) for `codes`, read with one getMany of (codes x distinct dates) documents. */
export const gridRows = async (
  readStore: ReadStore,
  site: string,
  codes: readonly string[],
  cells: readonly FactoryHour[],
): Promise<DataRow[]> => {
  const docs = await readStore.getMany<ParameterValueDoc>(PARAMETER_VALUES_COLLECTION, gridDocumentIds(site, codes, cells));
  return cells.map(({ date, hour }) => {
    const { realDate, realHour } = realLabel(date, hour);
    const row: Record<string, string | number | null> = { REAL_DATE: realDate, REAL_HOUR: realHour, FTR_DATE: date, FTR_HOUR: hour };
    for (const code of codes) row[code] = docs.get(parameterValueDocId(site, code, date))?.HOURS[String(hour)]?.value ?? null;
    // The four labels are strings/numbers and every other key a value: the DataRow shape (zod's catchall type cannot say so).
    return row as DataRow;
  });
};
