// A read store holding the documents folded "as of" an instant: an in-memory SQLite read store (the
// embedded adapter itself, so the grid's own queries run on it unchanged and mean exactly the same).
// It holds only the few documents one read needs, so its tables go without indexes.
import { DatabaseSync } from 'node:sqlite';
import type { ProjectedDoc } from '@ftr/read-models/projection.ts';
import type { CollectionSpec, ReadStore } from '@ftr/infra/readstore/port.ts';
import { createSqliteReadStore } from '@ftr/infra/readstore/sqlite.ts';

export interface Snapshot {
  store: ReadStore;
  close(): void;
}

/** A snapshot store of the given collections and documents (one transaction), closed by its user. */
export const openSnapshot = async (contents: { collection: CollectionSpec; docs: Iterable<ProjectedDoc> }[]): Promise<Snapshot> => {
  const db = new DatabaseSync(':memory:');
  const store = createSqliteReadStore(db);
  await store.ensureCollections(contents.map((c) => ({ name: c.collection.name, indexes: [] })));
  await store.apply(
    contents.flatMap(({ collection, docs }) => [...docs].map((doc) => ({ kind: 'put' as const, collection: collection.name, doc }))),
  );
  return { store, close: () => db.close() };
};

/** Runs `read` on a snapshot of `contents` and closes it. */
export const withSnapshot = async <T>(
  contents: { collection: CollectionSpec; docs: Iterable<ProjectedDoc> }[],
  read: (store: ReadStore) => Promise<T>,
): Promise<T> => {
  const snapshot = await openSnapshot(contents);
  try {
    return await read(snapshot.store);
  } finally {
    snapshot.close();
  }
};
