import { walkCcfColumn, type CcfLabel, type SeriesPoint } from '@ftr/contracts';
import { cellKey } from './cell.ts';
import type { GridColumn } from './column.ts';
import { changeOf, type Edits } from './pending.ts';
import { cellAt, originalAt, type GridRow } from './rows.ts';

/**
 * The CCF label a column shows (spec 1 §4), recomputed as the user types with the contract's own walk
 * (the server runs the same on submit): each changed value is labelled against the value before it and
 * the CCF state so far. With nothing typed it is the label of the CCF's status (the heading's CCFLABEL).
 */
export const columnLabel = (column: GridColumn, rows: readonly GridRow[], edits: Edits): CcfLabel | null => {
  if (!column.CCF) return null;
  const series: SeriesPoint<string>[] = rows.map((row) => {
    const key = cellKey(cellAt(row, column));
    const change = changeOf(edits.get(key));
    if (change && change.readable) return { key, value: change.value, changed: change.value !== null };
    return { key, value: originalAt(row, column.CODE), changed: false };
  });
  return walkCcfColumn(column, series, column.PREVIOUS_VALUE, column.CCFS).label;
};
