import type { GridPos, GridSize } from './navigation.ts';
import { sanitiseCellText } from '../../../features/values/cellText.ts';

/**
 * Pasting a block copied from Excel or another grid: rows separated by newlines, cells by
 * tabs. The block fills the grid from the focused cell; read-only cells inside it keep their value and
 * are counted, and whatever falls beyond the grid's last row or column is left out and counted.
 */

/** The rows and cells of clipboard text; the trailing newline Excel adds makes no extra row. */
export const parseClipboard = (text: string): string[][] => {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return lines.map((line) => line.split('\t').map(sanitiseCellText));
};

export interface PasteWrite {
  readonly row: number;
  readonly col: number;
  readonly text: string;
}

export interface PastePlan {
  readonly writes: PasteWrite[];
  /** Cells of the block that fell on read-only cells (SIM, locked). */
  readonly skipped: number;
  /** Cells of the block beyond the grid's edges. */
  readonly outside: number;
}

export const planPaste = (
  block: readonly (readonly string[])[],
  start: GridPos,
  size: GridSize,
  editable: (row: number, col: number) => boolean,
): PastePlan => {
  const writes: PasteWrite[] = [];
  let skipped = 0;
  let outside = 0;
  block.forEach((cells, r) => {
    cells.forEach((text, c) => {
      const row = start.row + r;
      const col = start.col + c;
      if (row >= size.rows || col >= size.cols) outside += 1;
      else if (!editable(row, col)) skipped += 1;
      else writes.push({ row, col, text });
    });
  });
  return { writes, skipped, outside };
};

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** What a paste did, for the message shown after it ('Pasted 4 values; 2 read-only cells skipped'). */
export const pasteSummary = (plan: PastePlan): string => {
  const parts = [`Pasted ${plural(plan.writes.length, 'value', 'values')}`];
  if (plan.skipped > 0) parts.push(`${plural(plan.skipped, 'read-only cell', 'read-only cells')} skipped`);
  if (plan.outside > 0) parts.push(`${plural(plan.outside, 'value', 'values')} beyond the grid left out`);
  return parts.join('; ');
};
