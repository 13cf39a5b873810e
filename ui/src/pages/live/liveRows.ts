// Pure state changes of a live grid: pushed values merged into the rows, and which cells they changed.
import { cellKey, type CcfLabel, type DataRow, type LiveColumnDto, type LiveDayValues } from '@ftr/contracts';

export interface Merge {
  rows: DataRow[];
  /** Cell keys (`code|date|hour`) whose value changed. */
  changed: string[];
  /** A pushed value lies after the newest row: the range has moved on, reload it. */
  beyondRange: boolean;
}

const newest = (rows: readonly DataRow[]): string => {
  const first = rows[0];
  return first ? `${first.FTR_DATE}|${String(first.FTR_HOUR).padStart(2, '0')}` : '';
};

/**
 * Merges pushed days into rows (newest first). Each pushed day replaces that code's values on that date:
 * an hour it does not carry is empty. Codes that are not columns are ignored.
 */
export const mergePush = (rows: DataRow[], days: readonly LiveDayValues[], codes: ReadonlySet<string>): Merge => {
  const changed: string[] = [];
  let beyondRange = false;
  const top = newest(rows);
  const byDate = new Map<string, LiveDayValues[]>();
  for (const day of days) {
    if (!codes.has(day.CODE)) continue;
    byDate.set(day.FTR_DATE, [...(byDate.get(day.FTR_DATE) ?? []), day]);
    const latest = Object.keys(day.HOURS)
      .map(Number)
      .sort((a, b) => b - a)[0];
    if (latest !== undefined && `${day.FTR_DATE}|${String(latest).padStart(2, '0')}` > top) beyondRange = true;
  }
  const next = rows.map((row) => {
    const ofDate = byDate.get(row.FTR_DATE);
    if (!ofDate) return row;
    let updated: DataRow | null = null;
    for (const day of ofDate) {
      const value = day.HOURS[String(row.FTR_HOUR)] ?? null;
      if ((row[day.CODE] ?? null) === value) continue;
      updated = { ...(updated ?? row), [day.CODE]: value };
      changed.push(cellKey(day.CODE, row.FTR_DATE, row.FTR_HOUR));
    }
    return updated ?? row;
  });
  return { rows: changed.length > 0 ? next : rows, changed, beyondRange };
};

/** Cell keys whose values differ between two loads of the same range (what a refetch brought). */
export const changedCells = (before: readonly DataRow[], after: readonly DataRow[], codes: readonly string[]): string[] => {
  const old = new Map(before.map((row) => [`${row.FTR_DATE}|${row.FTR_HOUR}`, row]));
  return after.flatMap((row) => {
    const previous = old.get(`${row.FTR_DATE}|${row.FTR_HOUR}`);
    if (!previous) return [];
    return codes
      .filter((code) => (previous[code] ?? null) !== (row[code] ?? null))
      .map((code) => cellKey(code, row.FTR_DATE, row.FTR_HOUR));
  });
};

/** Pushed CCF labels applied to the heading: the columns of the codes named take their new label; same array when nothing changed. */
export const applyLabels = (columns: LiveColumnDto[], labels: Readonly<Record<string, CcfLabel | null>>): LiveColumnDto[] => {
  const next = columns.map((column) => {
    if (!Object.hasOwn(labels, column.CODE) || (labels[column.CODE] ?? null) === column.CCFLABEL) return column;
    return { ...column, CCFLABEL: labels[column.CODE] ?? null };
  });
  return next.some((column, i) => column !== columns[i]) ? next : columns;
};
