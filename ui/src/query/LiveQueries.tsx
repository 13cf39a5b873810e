import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useAllChanges } from '../live/socket.ts';
import { tokenAtom } from '../session/atoms.ts';
import { routeOf } from './keys.ts';
import { LIVE_ROUTE_NAMES, staleRoutes } from './liveRoutes.ts';

/**
 * Keeps the query cache current (docs/ui.md, Query cache): a change notice invalidates the reads of the
 * changed collections (those on screen load again), a (re)connection invalidates every live read. While
 * a write to a route's data is under way its reads are only marked stale: the write's own onSettled loads
 * them once it is done, so an answer from before the write cannot undo its optimistic change on screen.
 * The cache is the session's: emptied on sign-out; when the token changes (site change) the reads on
 * screen load again and the others are dropped.
 */
export const LiveQueries = () => {
  const queryClient = useQueryClient();
  useAllChanges((changes) => {
    const names = changes.length === 0 ? [...LIVE_ROUTE_NAMES] : staleRoutes(changes.map((change) => change.collection));
    for (const name of names) {
      const writing = queryClient.isMutating({ predicate: (mutation) => routeOf(mutation.options.mutationKey ?? []) === name }) > 0;
      void queryClient.invalidateQueries({ queryKey: [name], refetchType: writing ? 'none' : 'active' });
    }
  });

  const token = useAtomValue(tokenAtom);
  const previous = useRef(token);
  useEffect(() => {
    if (previous.current === token) return;
    previous.current = token;
    if (token === null) queryClient.clear();
    else {
      // Another site's (or name's) answers must not show, even for a moment, on the next visit.
      queryClient.removeQueries({ type: 'inactive' });
      void queryClient.invalidateQueries();
    }
  }, [token, queryClient]);
  // Leaving the frame this lives in is going to /login (the one page without the cache),
  // where the token may already be gone without this having seen it (a 401 clears it and moves on at once):
  // the cache is emptied there too, so whoever signs in next starts with none of it.
  useEffect(() => () => queryClient.clear(), [queryClient]);
  return null;
};
