import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';
import { appStore } from '../../../session/store.ts';
import { claimsAtom } from '../../../session/atoms.ts';

/**
 * Unsubmitted changes are not lost by accident: every in-app navigation away from the grid (sidebar,
 * links, selectors, back/forward, sign-out) is blocked while there are pending changes, for the page to
 * ask (Submit / Discard / Stay), and the browser asks before a reload or close. A session that has
 * ended is not held up (its changes stay kept for the session, restored on signing back in).
 */
export const useLeaveGuard = (pendingCount: number): Blocker => {
  useEffect(() => {
    if (pendingCount === 0) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pendingCount]);

  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      pendingCount > 0 && currentLocation.pathname !== nextLocation.pathname && appStore.get(claimsAtom) !== null,
  );
};
