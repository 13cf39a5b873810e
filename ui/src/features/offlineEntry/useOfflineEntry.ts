import type { ChangeRecordInput } from '@ftr/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { offlineDb, type KeptCell, type QueuedSubmission } from './db.ts';
import { dropSubmission, keepCells, keptGrid, queueSubmission } from './queue.ts';
import { onWorkerControl, registerOfflineWorker } from './registerWorker.ts';
import { scopeKey, type OfflineScope } from './scope.ts';
import { OFFLINE_TEXTS } from './texts.ts';
import { withUnshown } from './unshown.ts';
import { useOnline } from './useOnline.ts';

interface Options {
  /** Whose grid this is; null: not known yet (nothing is kept or restored). */
  readonly scope: OfflineScope | null;
  /** The grid has loaded (restoring needs its columns and rows). */
  readonly ready: boolean;
  /** Nothing may be written here (a past view, no write access): nothing is kept, restored or sent. */
  readonly readOnly: boolean;
  /** The grid's unsent changes now (a stable array while they do not change). */
  readonly cells: readonly KeptCell[];
  /** Puts kept cells back into the grid (those it still shows); answers the cells it could not show. */
  readonly restore: (cells: KeptCell[]) => KeptCell[];
  /** The grid's address, kept with its values to open it again as it was. */
  readonly path: string;
}

export interface OfflineEntry {
  readonly online: boolean;
  readonly ready: boolean;
  /** The Submit waiting for the connection, with its submission id. */
  readonly queued: QueuedSubmission | null;
  readonly isOffline: () => boolean;
  /** Keeps a submission to send when the connection returns (its id stays, so the server applies it once). */
  readonly queue: (id: string, records: ChangeRecordInput[]) => void;
  /** The queued submission got an answer (applied or refused): it is not sent again. */
  readonly settle: (id: string) => void;
}

const ignore = () => undefined;

/**
 * Offline data entry for one grid (docs/offlineEntry.md): its typed, unsent values are kept in IndexedDB as
 * they change and put back when the grid loads again (also in a reload without network, from the service
 * worker this registers); a Submit without network is queued with its submission id.
 */
export const useOfflineEntry = ({ scope, ready, readOnly, cells, restore, path }: Options): OfflineEntry => {
  const online = useOnline();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const key = scope ? scopeKey(scope) : null;
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const [queued, setQueued] = useState<QueuedSubmission | null>(null);
  const loading = useRef<string | null>(null);
  const unshown = useRef<KeptCell[]>([]);
  const waiting = useRef(0);
  waiting.current = cells.length;

  // The grid's answers fetched before the worker took over are fetched again through it, so they are cached.
  useEffect(() => {
    registerOfflineWorker();
    return onWorkerControl(() => void queryClient.refetchQueries({ type: 'active' }));
  }, [queryClient]);

  useEffect(() => {
    if (!scope || !key || readOnly || !ready || loading.current === key) return;
    loading.current = key;
    void offlineDb()
      .then((db) => keptGrid(db, scope))
      .then((kept) => {
        unshown.current = kept && kept.cells.length > 0 ? restore(kept.cells) : [];
        setQueued(kept?.submission ?? null);
      })
      .catch(ignore)
      .finally(() => setLoadedKey(key));
  }, [scope, key, readOnly, ready, restore]);

  useEffect(() => {
    if (!scope || readOnly || loadedKey !== key) return;
    void offlineDb()
      .then((db) => keepCells(db, scope, withUnshown(cells, unshown.current), path))
      .catch(ignore);
  }, [scope, key, readOnly, loadedKey, cells, path]);

  const queue = useCallback(
    (id: string, records: ChangeRecordInput[]) => {
      if (!scope) return;
      setQueued((known) => (known?.id === id ? known : { id, records, queuedAt: Date.now() }));
      void message.info(OFFLINE_TEXTS.queued(waiting.current));
      void offlineDb()
        .then((db) => queueSubmission(db, scope, id, records, Date.now()))
        .catch(ignore);
    },
    [scope, message],
  );

  const settle = useCallback(
    (id: string) => {
      setQueued((known) => (known?.id === id ? null : known));
      if (scope)
        void offlineDb()
          .then((db) => dropSubmission(db, scope, id))
          .catch(ignore);
    },
    [scope],
  );

  const isOffline = useCallback(() => !navigator.onLine, []);
  const restored = ready && loadedKey === key;
  return useMemo(
    () => ({ online, ready: restored, queued, isOffline, queue, settle }),
    [online, restored, queued, isOffline, queue, settle],
  );
};
