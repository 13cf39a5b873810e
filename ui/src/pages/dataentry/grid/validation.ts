import { ChangeRecord, DATA_MESSAGES, checkChangeRecords, type ChangeRecordInput } from '@ftr/contracts';
import { cellKey } from './cell.ts';
import { outsideAbsolute } from '../../../features/values/colouring.ts';
import { isCalculated, type GridColumn } from './column.ts';
import type { PendingChange } from './pending.ts';

/**
 * Pending changes as Data change records (spec 1 §3, §5). VALID is false when the text is not a number,
 * when the value lies outside the column's absolute limits, or when the column is calculated or unknown.
 */
export const changeRecord = (change: PendingChange, column: GridColumn | undefined, operation: string): ChangeRecordInput => ({
  TYPE: change.kind,
  CODE: change.code,
  FTR_DATE: change.date,
  FTR_HOUR: change.hour,
  OPERATION: operation,
  AUDIT: column?.AUDIT_FLAG ?? false,
  VALUE: change.value,
  ORIGINAL_VALUE: change.original,
  VALID:
    column !== undefined && !isCalculated(column) && change.readable && !(change.value !== null && outsideAbsolute(column, change.value)),
});

export type ChangesCheck =
  { readonly ok: true; readonly records: ChangeRecordInput[] } | { readonly ok: false; readonly message: string; readonly cell?: string };

/**
 * The Check button and Submit (spec 1 §4, §5): nothing pending is 'Nothing to Submit'; the first invalid
 * change, in grid order, is 'Error on code: {code}' (the contract's own check, as the server runs it).
 */
export const checkChanges = (
  changes: readonly PendingChange[],
  columns: ReadonlyMap<string, GridColumn>,
  operation: string,
): ChangesCheck => {
  if (changes.length === 0) return { ok: false, message: DATA_MESSAGES.nothingToSubmit };
  const records = changes.map((change) => changeRecord(change, columns.get(change.code), operation));
  const checked = checkChangeRecords(records);
  if (checked.ok) return { ok: true, records };
  const bad = records.findIndex((record) => !ChangeRecord.safeParse(record).success);
  const change = changes[bad];
  return { ok: false, message: checked.message, cell: change ? cellKey(change) : undefined };
};

/** What the Check button says: the first error, or 'No errors found' (also with nothing pending). */
export const checkMessage = (check: ChangesCheck): { readonly kind: 'error' | 'success'; readonly text: string } => {
  if (check.ok || check.message === DATA_MESSAGES.nothingToSubmit) return { kind: 'success', text: DATA_MESSAGES.noErrorsFound };
  return { kind: 'error', text: check.message };
};
