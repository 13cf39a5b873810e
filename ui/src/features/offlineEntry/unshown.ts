import type { KeptCell } from './db.ts';

const keyOf = (c: KeptCell) => `${c.code}|${c.date}|${c.hour}`;

/**
 * What a grid keeps: its unsent changes, plus kept cells it could not show (a column taken off the screen, an
 * hour outside its hour mode), which stay for a grid that shows them rather than being lost unseen.
 */
export const withUnshown = (cells: readonly KeptCell[], unshown: readonly KeptCell[]): KeptCell[] => {
  const shown = new Set(cells.map(keyOf));
  return [...cells, ...unshown.filter((c) => !shown.has(keyOf(c)))];
};
