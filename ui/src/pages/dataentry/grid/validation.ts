import {
  ChangeRecord,
  DATA_MESSAGES,
  checkChangeRecords,
  limitBreach,
  limitBreachText,
  outsideAbsoluteLimits,
  type ChangeRecordInput,
} from '@ftr/contracts';
import { cellKey } from './cell.ts';
import { isCalculated, type GridColumn } from './column.ts';
import type { PendingChange } from './pending.ts';

/**
 * Pending changes as Data change records (spec 1 §3, §5). VALID is false when the text is not a number,
 * when the value lies outside the column's absolute limits (the contract's rule, the server's), or when
 * the column is calculated or unknown.
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
  VALID: column !== undefined && !isCalculated(column) && change.readable && !outsideAbsoluteLimits(column, change.value),
});

export type ChangesCheck =
  | { readonly ok: true; readonly records: ChangeRecordInput[]; readonly warnings: readonly string[] }
  | { readonly ok: false; readonly message: string; readonly cell?: string; readonly details?: readonly string[] };

/** The cell as a person names it: 'RJ-BX-V-1H hour 7' on an hourly grid, 'RJ-BX-V-1D 2026-11-28' on a daily one. */
export const cellWhere = (change: Pick<PendingChange, 'code' | 'date' | 'hour'>, daily: boolean): string =>
  daily ? `${change.code} ${change.date}` : `${change.code} hour ${change.hour}`;

/** Why a change is refused ('RJ-BX-V-1H hour 7: 120.5 is above the upper absolute limit 100'), or null. */
export const changeProblem = (change: PendingChange, column: GridColumn | undefined, daily: boolean): string | null => {
  const where = cellWhere(change, daily);
  if (!change.readable) return `${where}: '${change.text.trim()}' is not a number`;
  if (!column) return `${where}: not a parameter of this screen`;
  if (isCalculated(column)) return `${where}: calculated, it cannot be entered`;
  const breach = limitBreach(column, change.value);
  return breach?.kind === 'absolute' ? `${where}: ${limitBreachText(change.text.trim(), breach)}` : null;
};

/** A change outside the check limits only (allowed, but worth a second look), or null. */
export const changeWarning = (change: PendingChange, column: GridColumn | undefined, daily: boolean): string | null => {
  const breach = column && change.readable ? limitBreach(column, change.value) : null;
  return breach?.kind === 'check' ? `${cellWhere(change, daily)}: ${limitBreachText(change.text.trim(), breach)}` : null;
};

/**
 * The Check button and Submit (spec 1 §4, §5): nothing pending is 'Nothing to Submit'; the first invalid
 * change, in grid order, is 'Error on code: {code}' (the contract's own check, as the server runs it),
 * with every refused cell named beside it (details). Values outside the check limits only are warnings.
 */
export const checkChanges = (
  changes: readonly PendingChange[],
  columns: ReadonlyMap<string, GridColumn>,
  operation: string,
  daily = false,
): ChangesCheck => {
  if (changes.length === 0) return { ok: false, message: DATA_MESSAGES.nothingToSubmit };
  const records = changes.map((change) => changeRecord(change, columns.get(change.code), operation));
  const checked = checkChangeRecords(records);
  if (checked.ok) {
    const warnings = changes.flatMap((change) => changeWarning(change, columns.get(change.code), daily) ?? []);
    return { ok: true, records, warnings };
  }
  const bad = records.findIndex((record) => !ChangeRecord.safeParse(record).success);
  const change = changes[bad];
  const details = changes.flatMap((c) => changeProblem(c, columns.get(c.code), daily) ?? []);
  return { ok: false, message: checked.message, cell: change ? cellKey(change) : undefined, details };
};

/** Refused cells after the spec's message: 'Error on code: X — X hour 7: 120.5 is above the upper absolute limit 100'. */
export const errorText = (check: Extract<ChangesCheck, { ok: false }>): string =>
  check.details && check.details.length > 0 ? `${check.message} — ${check.details.join('; ')}` : check.message;

/** The warning beside a passing check: which values lie outside their check limits. */
export const warningText = (warnings: readonly string[]): string => `Outside the check limits (allowed): ${warnings.join('; ')}`;

/** What the Check button says: the first error with every refused cell, or 'No errors found' (also with nothing pending) and any warnings. */
export const checkMessage = (check: ChangesCheck): { readonly kind: 'error' | 'warning' | 'success'; readonly text: string } => {
  if (check.ok && check.warnings.length > 0)
    return { kind: 'warning', text: `${DATA_MESSAGES.noErrorsFound}. ${warningText(check.warnings)}` };
  if (check.ok || check.message === DATA_MESSAGES.nothingToSubmit) return { kind: 'success', text: DATA_MESSAGES.noErrorsFound };
  return { kind: 'error', text: errorText(check) };
};
