import { useCallback, useEffect, useRef, useState } from 'react';
import type { GridColumn } from './column.ts';
import type { Edits } from './pending.ts';
import { loadPending, pendingKey, restorableEdits, savePending, type PendingScope } from './pendingStore.ts';
import type { GridRow } from './rows.ts';

interface Options {
  /** Whose grid this is; null: not known yet (nothing is kept or restored). */
  readonly scope: PendingScope | null;
  /** The grid has loaded (restoring needs its columns and rows). */
  readonly ready: boolean;
  /** A past (as-of) view: nothing is kept or restored. */
  readonly readOnly: boolean;
  readonly columns: readonly GridColumn[];
  readonly rows: readonly GridRow[];
  readonly edits: Edits;
  readonly setEdits: (edits: Edits | ((prev: Edits) => Edits)) => void;
}

/**
 * The grid's pending changes survive a reload or a crash of the tab: kept in sessionStorage (per user,
 * site, screen, operation and date) as they are typed, restored once when the grid has loaded, and gone
 * when none is left (submitted or discarded). Answers how many were restored (0: none, or since handled)
 * and `forget`, which drops the kept changes at once (a discard right before leaving the page).
 */
export const usePendingStorage = ({ scope, ready, readOnly, columns, rows, edits, setEdits }: Options) => {
  const key = scope ? pendingKey(scope) : null;
  const restoredFor = useRef<string | null>(null);
  const [restored, setRestored] = useState(0);

  useEffect(() => {
    if (!key || readOnly || !ready) return;
    if (restoredFor.current !== key) {
      restoredFor.current = key;
      const kept = restorableEdits(loadPending(window.sessionStorage, key), columns, rows);
      if (kept.size > 0) {
        setEdits((typed) => new Map([...kept, ...typed]));
        setRestored(kept.size);
        return; // saved on the next run, with the restored edits in place
      }
    }
    if (savePending(window.sessionStorage, key, edits) === 0) setRestored(0); // submitted or discarded: the notice goes
  }, [key, readOnly, ready, columns, rows, edits, setEdits]);

  const forget = useCallback(() => {
    if (key) window.sessionStorage.removeItem(key);
  }, [key]);
  return { restored, forget };
};
