import { cellKey, type SpcCellBreak } from '@ftr/contracts';

/** A cell as the grid and the wallboard hold it: its code, factory date and hour, and the value shown. */
export interface ShownCell {
  code: string;
  date: string;
  hour: number;
  value: number | null;
}

/**
 * The breaks still standing, by cell key: a break recorded for a value the cell no longer holds (it was
 * corrected since) is not marked.
 */
export const standingBreaks = (
  breaks: readonly SpcCellBreak[],
  valueOf: (code: string, date: string, hour: number) => number | null | undefined,
) => new Map(breaks.filter((b) => valueOf(b.code, b.date, b.hour) === b.value).map((b) => [cellKey(b.code, b.date, b.hour), b]));

/** Whether a parameter's newest value (rows newest first) is one that completed a rule break, and which rules. */
export const latestBreak = (
  code: string,
  cells: readonly ShownCell[],
  standing: ReadonlyMap<string, SpcCellBreak>,
): SpcCellBreak | undefined => {
  const newest = cells.find((c) => c.code === code && c.value !== null);
  return newest ? standing.get(cellKey(newest.code, newest.date, newest.hour)) : undefined;
};

/** The text a mark shows: the rules' numbers. */
export const rulesText = (rules: readonly number[]): string => `SPC ${rules.join(',')}`;
