import { LOCK_REASON_TEXT } from '@ftr/contracts';
import { cellKey } from './cell.ts';
import { formatCellValue, readCellText } from '../../../features/values/cellText.ts';
import { cellTone, type CellTone } from '../../../features/values/colouring.ts';
import type { GridColumn } from './column.ts';
import { changeOf, type Edits } from './pending.ts';
import { READ_ONLY_TEXT, cellAt, originalAt, readOnlyReason, type GridRow, type LockContext } from './rows.ts';

/** Everything a rendered cell shows, derived from the loaded value, its edit and the rules. */
export interface CellView {
  readonly key: string;
  readonly text: string;
  readonly tone: CellTone;
  readonly readOnly: string | null;
  readonly locked: boolean;
  readonly changed: boolean;
}

export const cellView = (row: GridRow, column: GridColumn, edits: Edits, lock: LockContext): CellView => {
  const key = cellKey(cellAt(row, column));
  const edit = edits.get(key);
  const original = originalAt(row, column.CODE);
  const text = edit ? edit.text : formatCellValue(original, column.PRECISION);
  const reading = edit ? readCellText(edit.text) : { readable: true as const, value: original };
  const reason = readOnlyReason(row, column, lock);
  let readOnly: string | null = null;
  if (reason === 'calculated' || reason === 'asOf' || reason === 'noOperation') readOnly = READ_ONLY_TEXT[reason];
  else if (reason !== null) readOnly = `Locked: ${LOCK_REASON_TEXT[reason]}`;
  return {
    key,
    text,
    tone: cellTone(reading, column),
    readOnly,
    locked: reason !== null && reason !== 'calculated' && reason !== 'asOf',
    changed: changeOf(edit) !== undefined,
  };
};
