import {
  DATA_SCREEN_ERRORS as E,
  ERRORS,
  canOpenScreen,
  hasFlag,
  reachableSites,
  userStream,
  type Site,
  type TokenClaims,
  fail,
  type Failure,
} from '@ftr/contracts';
import type { EventStore } from '@ftr/infra/eventstore/port.ts';
import { fold } from '../shared/decider.ts';
import { userEvolver } from '../users/decider.ts';
import type { ScreenState } from './decider.ts';

/** Who is opening a screen: their current site, read access level, and whether they maintain screens. */
export interface Viewer {
  site: Site;
  /** The sites the viewer reaches (contracts' reachableSites). */
  reachable: readonly Site[];
  readAccess: number;
  maintainer: boolean;
}

/** The viewer's read access comes from their user stream (the token does not carry it). */
export const loadViewer = async (store: EventStore, user: TokenClaims): Promise<Viewer> => {
  const state = fold(userEvolver, await store.readStream(userStream(user.sub)));
  return {
    site: user.site,
    reachable: reachableSites(user),
    readAccess: state.status === 'active' ? state.readAccess : 0,
    maintainer: hasFlag(user.flags, 'MAINTAIN_DATA_SCREENS'),
  };
};

/**
 * Why a viewer may not open a screen, or null: it must exist, be at a site the viewer reaches, and its ACCESS_LEVEL be within the viewer's READ_ACCESS unless they maintain screens.
 */
export const openFailure = (screen: ScreenState, id: number, viewer: Viewer): Failure | null => {
  if (screen.status !== 'present') return fail('not_found', E.screenNotFound(id));
  if (!viewer.reachable.includes(screen.site)) return fail('forbidden', ERRORS.wrongSite);
  if (!viewer.maintainer && !canOpenScreen(screen.accessLevel, viewer.readAccess)) {
    return fail('forbidden', E.accessLevelTooLow(screen.accessLevel));
  }
  return null;
};
