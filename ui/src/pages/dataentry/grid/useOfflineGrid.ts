import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import type { KeptCell } from '../../../features/offlineEntry/db.ts';
import { useOfflineEntry } from '../../../features/offlineEntry/useOfflineEntry.ts';
import { claimsAtom } from '../../../session/atoms.ts';
import { cellKey } from './cell.ts';
import { gridPath, type GridTarget } from '../paths.ts';
import type { GridColumn } from './column.ts';
import { pendingChanges, type Edits } from './pending.ts';
import { restorableEdits } from './pendingStore.ts';
import type { GridRow } from './rows.ts';

interface Options {
  readonly target: GridTarget;
  readonly ready: boolean;
  readonly readOnly: boolean;
  readonly columns: readonly GridColumn[];
  readonly rows: readonly GridRow[];
  readonly edits: Edits;
  readonly setEdits: (edits: Edits | ((prev: Edits) => Edits)) => void;
}

/** The grid's side of offline data entry (features/offlineEntry): its changes as kept cells, and their restore. */
export const useOfflineGrid = ({ target, ready, readOnly, columns, rows, edits, setEdits }: Options) => {
  const claims = useAtomValue(claimsAtom);
  const scope = useMemo(
    () =>
      claims ? { user: claims.sub, site: claims.site, screenId: target.screenId, operation: target.operation, date: target.date } : null,
    [claims, target.screenId, target.operation, target.date],
  );
  const cells = useMemo(
    () => pendingChanges(edits).map(({ code, date, hour, text, original }): KeptCell => ({ code, date, hour, text, original })),
    [edits],
  );
  const restore = useCallback(
    (kept: KeptCell[]): KeptCell[] => {
      const fit = restorableEdits(kept, columns, rows);
      if (fit.size > 0) setEdits((typed) => new Map([...fit, ...typed]));
      return kept.filter((c) => !fit.has(cellKey(c)));
    },
    [columns, rows, setEdits],
  );
  return useOfflineEntry({ scope, ready, readOnly, cells, restore, path: gridPath(target) });
};
