import { type CellRef, cellKey } from './cell.ts';
import { readCellText, typedAtPrecision } from '../../../features/values/cellText.ts';

/**
 * The pending-change state machine of the grid (spec 1 §4 "Cell editing"). Every cell the user touched
 * keeps the text typed (so half-typed numbers such as '1.' stay as typed) and the value it had when
 * loaded; what it amounts to is derived: Insert (was empty), Update (had a value), Delete (cleared), or
 * nothing (back to the original value, or an originally empty cell cleared) - then it is no change at all.
 */

export type ChangeKind = 'Insert' | 'Update' | 'Delete';

/** A touched cell: its text and the value loaded from the server (null when empty). */
export interface Edit extends CellRef {
  readonly text: string;
  readonly original: number | null;
}

export type Edits = ReadonlyMap<string, Edit>;

/** What an edit amounts to. `readable` false: the text is not a number (the change is invalid). */
export interface PendingChange extends Edit {
  readonly kind: ChangeKind;
  readonly value: number | null;
  readonly readable: boolean;
}

export const NO_EDITS: Edits = new Map();

/** The kind of change `text` makes to a cell that held `original`, or null when it changes nothing. */
export const classifyEdit = (
  original: number | null,
  text: string,
): { kind: ChangeKind; value: number | null; readable: boolean } | null => {
  const reading = readCellText(text);
  if (!reading.readable) return { kind: original === null ? 'Insert' : 'Update', value: null, readable: false };
  const { value } = reading;
  if (value === original) return null;
  if (value === null) return { kind: 'Delete', value: null, readable: true };
  return { kind: original === null ? 'Insert' : 'Update', value, readable: true };
};

/** The user typed `text` into a cell (the edit is kept even when it changes nothing yet). */
export const typeInto = (edits: Edits, cell: CellRef, original: number | null, text: string): Edits => {
  const next = new Map(edits);
  const key = cellKey(cell);
  const known = edits.get(key);
  next.set(key, { code: cell.code, date: cell.date, hour: cell.hour, text, original: known ? known.original : original });
  return next;
};

/** Several cells at once (a paste). */
export const typeIntoMany = (edits: Edits, writes: readonly { cell: CellRef; original: number | null; text: string }[]): Edits =>
  writes.reduce((acc, w) => typeInto(acc, w.cell, w.original, w.text), edits);

/** The cell goes back to its loaded value: its pending change is dropped. */
export const revert = (edits: Edits, key: string): Edits => {
  if (!edits.has(key)) return edits;
  const next = new Map(edits);
  next.delete(key);
  return next;
};

/**
 * On leaving a cell: an edit that changes nothing is dropped, so the cell is clean again; a number kept
 * is written at the column's precision when given ('64' shows '64.0').
 */
export const settle = (edits: Edits, key: string, precision?: number | null): Edits => {
  const edit = edits.get(key);
  if (!edit) return edits;
  if (classifyEdit(edit.original, edit.text) === null) return revert(edits, key);
  if (precision === undefined) return edits;
  const text = typedAtPrecision(edit.text, precision);
  if (text === edit.text) return edits;
  return new Map(edits).set(key, { ...edit, text });
};

/** The change a touched cell amounts to, or undefined. */
export const changeOf = (edit: Edit | undefined): PendingChange | undefined => {
  if (!edit) return undefined;
  const kind = classifyEdit(edit.original, edit.text);
  return kind ? { ...edit, ...kind } : undefined;
};

/**
 * Every real change, in grid order: by date, hour, then the column order given by `columnIndex`
 * (codes missing from it go last, by code).
 */
export const pendingChanges = (edits: Edits, columnIndex: (code: string) => number = () => 0): PendingChange[] => {
  const changes: PendingChange[] = [];
  for (const edit of edits.values()) {
    const change = changeOf(edit);
    if (change) changes.push(change);
  }
  const col = (code: string) => {
    const i = columnIndex(code);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  return changes.sort(
    (a, b) => a.date.localeCompare(b.date) || a.hour - b.hour || col(a.code) - col(b.code) || a.code.localeCompare(b.code),
  );
};
