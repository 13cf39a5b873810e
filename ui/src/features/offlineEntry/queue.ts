import type { ChangeRecordInput } from '@ftr/contracts';
import type { KeptCell, KeptGrid, OfflineDb } from './db.ts';
import { scopeKey, type OfflineScope } from './scope.ts';

/**
 * The kept values of each grid in IndexedDB: written as they are typed, with the submission a Submit queued
 * for them. No cell left (submitted or discarded): the grid's entry, and its queued submission, go.
 */

export const keptGrid = async (db: OfflineDb, scope: OfflineScope): Promise<KeptGrid | undefined> => db.get('grids', scopeKey(scope));

export const keepCells = async (db: OfflineDb, scope: OfflineScope, cells: readonly KeptCell[], path?: string): Promise<void> => {
  const tx = db.transaction('grids', 'readwrite');
  const key = scopeKey(scope);
  const kept = await tx.store.get(key);
  const at = path ?? kept?.path;
  if (cells.length === 0) await tx.store.delete(key);
  else await tx.store.put({ ...pick(scope), key, cells: [...cells], submission: kept?.submission ?? null, ...(at ? { path: at } : {}) });
  await tx.done;
};

/** Queues a Submit of the grid's cells; a newer one replaces it (its records hold every change of the grid). */
export const queueSubmission = async (
  db: OfflineDb,
  scope: OfflineScope,
  id: string,
  records: readonly ChangeRecordInput[],
  now: number,
): Promise<void> => {
  const tx = db.transaction('grids', 'readwrite');
  const key = scopeKey(scope);
  const kept = await tx.store.get(key);
  const queuedAt = kept?.submission?.id === id ? kept.submission.queuedAt : now;
  await tx.store.put({ ...kept, ...pick(scope), key, cells: kept?.cells ?? [], submission: { id, records: [...records], queuedAt } });
  await tx.done;
};

/** The queued submission got its answer (applied, or refused: a conflict); the cells stay while the grid holds them. */
export const dropSubmission = async (db: OfflineDb, scope: OfflineScope, id: string): Promise<void> => {
  const tx = db.transaction('grids', 'readwrite');
  const kept = await tx.store.get(scopeKey(scope));
  if (kept?.submission?.id === id) await tx.store.put({ ...kept, submission: null });
  await tx.done;
};

/** A user's grids with a queued submission, oldest first: the order they are sent in. */
export const queuedGrids = async (db: OfflineDb, user: string): Promise<KeptGrid[]> =>
  (await db.getAllFromIndex('grids', 'byUser', user))
    .filter((g) => g.submission !== null)
    .sort((a, b) => (a.submission?.queuedAt ?? 0) - (b.submission?.queuedAt ?? 0));

/** A user's grids at a site that hold kept values, by screen, operation and date. */
export const keptGrids = async (db: OfflineDb, user: string, site: string): Promise<KeptGrid[]> =>
  (await db.getAllFromIndex('grids', 'byUser', user))
    .filter((g) => g.site === site && g.cells.length > 0)
    .sort((a, b) => a.screenId - b.screenId || a.operation.localeCompare(b.operation) || a.date.localeCompare(b.date));

/** How many values a user has kept and not yet sent, over every grid. */
export const waitingValues = async (db: OfflineDb, user: string): Promise<number> =>
  (await db.getAllFromIndex('grids', 'byUser', user)).reduce((n, g) => n + g.cells.length, 0);

/** Forgets everything a user kept (sign-out). */
export const forgetUser = async (db: OfflineDb, user: string): Promise<void> => {
  const tx = db.transaction('grids', 'readwrite');
  for (const key of await tx.store.index('byUser').getAllKeys(user)) await tx.store.delete(key);
  await tx.done;
};

const pick = ({ user, site, screenId, operation, date }: OfflineScope): OfflineScope => ({ user, site, screenId, operation, date });
