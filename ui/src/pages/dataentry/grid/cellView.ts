import { LOCK_REASON_TEXT, limitBreach, limitBreachText } from '@ftr/contracts';
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
  /** Which limit the value breaks, for the cell's tooltip: '95.20 is above the upper check limit 90 (allowed)'; null within them. */
  readonly limit: string | null;
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
  if (reason === 'calculated' || reason === 'asOf' || reason === 'writeAccess' || reason === 'noOperation')
    readOnly = READ_ONLY_TEXT[reason];
  else if (reason !== null) readOnly = `Locked: ${LOCK_REASON_TEXT[reason]}`;
  const breach = reading.readable ? limitBreach(column, reading.value) : null;
  return {
    key,
    text,
    tone: cellTone(reading, column),
    readOnly,
    limit: breach ? `${limitBreachText(text.trim(), breach)} (${breach.kind === 'check' ? 'allowed' : 'refused'})` : null,
    locked: reason !== null && reason !== 'calculated' && reason !== 'asOf' && reason !== 'writeAccess',
    changed: changeOf(edit) !== undefined,
  };
};
