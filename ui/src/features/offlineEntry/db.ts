import type { ChangeRecordInput } from '@ftr/contracts';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OfflineScope } from './scope.ts';

/** One typed, unsent cell: its text as typed and the value it had when loaded (null: empty). */
export interface KeptCell {
  readonly code: string;
  readonly date: string;
  readonly hour: number;
  readonly text: string;
  readonly original: number | null;
}

/** A Submit that has not reached an answer yet: sent again with the same id, so the server applies it once. */
export interface QueuedSubmission {
  readonly id: string;
  readonly records: ChangeRecordInput[];
  readonly queuedAt: number;
}

/** One grid's kept values, keyed by its scope; `submission` holds the id of the attempt that carries them. */
export interface KeptGrid extends OfflineScope {
  readonly key: string;
  readonly cells: KeptCell[];
  readonly submission: QueuedSubmission | null;
  /** The address the grid was open at (its type and hour mode too), to open it again as it was. */
  readonly path?: string;
}

interface OfflineSchema extends DBSchema {
  grids: { key: string; value: KeptGrid; indexes: { byUser: string } };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

export const DB_NAME = 'ftr-offline-entry';

const opened = new Map<string, Promise<OfflineDb>>();

/** The browser's database of kept values, opened once per page. */
export const offlineDb = (name = DB_NAME): Promise<OfflineDb> => {
  const known = opened.get(name);
  if (known) return known;
  const db = openDB<OfflineSchema>(name, 1, {
    upgrade(database) {
      database.createObjectStore('grids', { keyPath: 'key' }).createIndex('byUser', 'user');
    },
  });
  opened.set(name, db);
  return db;
};
