// The summary row under a workbook's data: what each column's statistic letter allows (a total of totals,
// an average of averages, the maximum of maxima, the minimum of minima), nothing where none applies.
import { parseParameterCode, type OutputColumn, type OutputPeriod, type OutputRow } from '@ftr/contracts';

export type SummaryKind = 'Total' | 'Average' | 'Maximum' | 'Minimum';

/** Statistic letters of a composed code and what summing or averaging their values means. */
const KINDS: Readonly<Record<string, SummaryKind>> = {
  T: 'Total',
  N: 'Total',
  V: 'Average',
  A: 'Average',
  Q: 'Average',
  MX: 'Maximum',
  MN: 'Minimum',
};

/** The summary a column's code allows; null for another statistic or a code that is not composed. */
export const summaryKind = (code: string): SummaryKind | null => {
  const statistic = parseParameterCode(code)?.statistic;
  return statistic === undefined ? null : (KINDS[statistic] ?? null);
};

interface Running {
  sum: number;
  count: number;
  max: number;
  min: number;
}

/** Accumulates rows as they are written (the workbook is streamed) and answers each column's summary. */
export const summaryOf = (columns: readonly OutputColumn[]) => {
  const kinds = columns.map((c) => summaryKind(c.code));
  const running: Running[] = columns.map(() => ({ sum: 0, count: 0, max: -Infinity, min: Infinity }));
  return {
    kinds,
    add(rows: readonly OutputRow[]): void {
      for (const row of rows)
        row.values.forEach((value, i) => {
          const r = running[i];
          if (value === null || !r) return;
          r.sum += value;
          r.count += 1;
          r.max = Math.max(r.max, value);
          r.min = Math.min(r.min, value);
        });
    },
    /** One cell per column: null where the column has no summary or no value. */
    values(): (number | null)[] {
      return kinds.map((kind, i) => {
        const r = running[i];
        if (!kind || !r || r.count === 0) return null;
        if (kind === 'Total') return r.sum;
        if (kind === 'Average') return r.sum / r.count;
        return kind === 'Maximum' ? r.max : r.min;
      });
    },
  };
};

/** The label of the summary row: which summary of which statistic letters it holds, e.g. 'Average of V / Total of T'. */
export const summaryLabel = (columns: readonly OutputColumn[]): string => {
  const letters = new Map<SummaryKind, Set<string>>();
  for (const c of columns) {
    const kind = summaryKind(c.code);
    const statistic = parseParameterCode(c.code)?.statistic;
    if (kind && statistic) letters.set(kind, (letters.get(kind) ?? new Set()).add(statistic));
  }
  return [...letters].map(([kind, set]) => `${kind} of ${[...set].join(', ')}`).join(' / ');
};

/**
 * What a daily report shows of an hourly code: tabulate takes the value at the hour daily values sit at
 * (factory hour 24, real 07:00; 23 or 25 on the clock-change days), one reading, not a mean of the day.
 */
export const DAILY_OF_HOURLY = 'Daily row: the reading of factory hour 24 (real 07:00), not a mean of the day';

/** The note per column of a daily report: set for hourly codes, null for others (and for hourly reports). */
export const dailyNotes = (columns: readonly OutputColumn[], period: OutputPeriod): (string | null)[] | null => {
  if (period !== 'D') return null;
  const notes = columns.map((c) => (parseParameterCode(c.code)?.period === 'H' ? DAILY_OF_HOURLY : null));
  return notes.some((n) => n !== null) ? notes : null;
};
