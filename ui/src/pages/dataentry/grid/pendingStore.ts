import { cellKey } from './cell.ts';
import type { GridColumn } from './column.ts';
import { pendingChanges, type Edit, type Edits } from './pending.ts';
import type { GridRow } from './rows.ts';

/** Whose grid the pending changes belong to: one user, at one site, on one screen, operation and date. */
export interface PendingScope {
  readonly user: string;
  readonly site: string;
  readonly screenId: number;
  readonly operation: string;
  readonly date: string;
}

const PREFIX = 'ftr.pending';

export const pendingKey = (s: PendingScope): string =>
  [PREFIX, s.user, s.site, s.screenId, s.operation, s.date].map(encodeURIComponent).join('|');

const isEdit = (value: unknown): value is Edit => {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e['code'] === 'string' &&
    typeof e['date'] === 'string' &&
    typeof e['hour'] === 'number' &&
    typeof e['text'] === 'string' &&
    (typeof e['original'] === 'number' || e['original'] === null)
  );
};

/** Keeps the grid's pending changes (only those that change something); none left: the entry goes. Answers how many. */
export const savePending = (storage: Storage, key: string, edits: Edits): number => {
  const changes = pendingChanges(edits).map(({ code, date, hour, text, original }) => ({ code, date, hour, text, original }));
  try {
    if (changes.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(changes));
  } catch {
    // Storage full or refused: the changes stay on the page, as before; nothing else depends on it.
  }
  return changes.length;
};

/** The kept changes of `key` (an unreadable entry is none). */
export const loadPending = (storage: Storage, key: string): Edit[] => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEdit) : [];
  } catch {
    return [];
  }
};

/** The kept changes that still fit the grid as loaded: a column it shows and a row it has. */
export const restorableEdits = (
  kept: readonly Edit[],
  columns: readonly Pick<GridColumn, 'CODE'>[],
  rows: readonly Pick<GridRow, 'date' | 'hour'>[],
): Edits => {
  const codes = new Set(columns.map((c) => c.CODE));
  const slots = new Set(rows.map((r) => `${r.date}|${r.hour}`));
  return new Map(kept.filter((e) => codes.has(e.code) && slots.has(`${e.date}|${e.hour}`)).map((e) => [cellKey(e), e]));
};
