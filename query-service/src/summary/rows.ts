import { mergeMoments, summaryStatistics, type Moments, type SummaryRow, type SummaryStatistic } from '@ftr/contracts';
import type { SummaryMonthDoc } from '@ftr/read-models/summary/projection.ts';

export interface SummaryQuery {
  code: string;
  precision: number;
  /** The parameter's unit, carried on every row (null: none). */
  units?: string | null;
  statistic: SummaryStatistic;
  /** Whether an operation belongs to the stream asked for (its type is BC or JR). */
  inStream: (operation: string) => boolean;
}

/** Summary rows from a code's month documents: per operation of the stream and calendar year, oldest first. */
export const summaryRows = (months: readonly Pick<SummaryMonthDoc, 'YEAR' | 'OPERATIONS'>[], query: SummaryQuery): SummaryRow[] => {
  const groups = new Map<string, { operation: string; year: number; moments: Moments }>();
  for (const month of months) {
    for (const [operation, moments] of Object.entries(month.OPERATIONS)) {
      if (!query.inStream(operation)) continue;
      const key = `${month.YEAR}\u0000${operation}`;
      const group = groups.get(key);
      groups.set(key, group ? { ...group, moments: mergeMoments(group.moments, moments) } : { operation, year: month.YEAR, moments });
    }
  }
  return [...groups.values()]
    .sort((a, b) => a.year - b.year || a.operation.localeCompare(b.operation))
    .map(({ operation, year, moments }) => {
      const statistics = summaryStatistics(moments);
      return {
        PARAMETER: query.code,
        OPERATION_CODE: operation,
        YEAR: year,
        PRECISION: query.precision,
        COUNT: moments.count,
        ...statistics,
        VALUE: statistics[query.statistic],
        UNITS: query.units ?? null,
      };
    });
};
