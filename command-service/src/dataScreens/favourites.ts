import { DATA_SCREEN_ERRORS as E, assertNever, type FavouriteEvent, type DataScreenViewed, fail } from '@ftr/contracts';
import { accept, reject, type Decider, type Decision, type Evolver } from '../shared/decider.ts';
import type { ScreenState } from './decider.ts';
import { openFailure, type Viewer } from './viewer.ts';

/** A user's favourite screen ids, in the order added. */
export type FavouritesState = { screenIds: number[] };

export const favouritesEvolver: Evolver<FavouritesState, FavouriteEvent> = {
  initialState: { screenIds: [] },
  evolve(state, event) {
    switch (event.type) {
      case 'FavouriteScreenAdded':
        return state.screenIds.includes(event.data.screenId) ? state : { screenIds: [...state.screenIds, event.data.screenId] };
      case 'FavouriteScreenRemoved':
        return { screenIds: state.screenIds.filter((id) => id !== event.data.screenId) };
      case 'FavouriteScreensCleared':
        return { screenIds: [] };
      default:
        return assertNever(event);
    }
  },
};

/** The screen's state and the viewer are read by the handler: decide stays pure. */
export type FavouriteCommand =
  | { kind: 'AddFavourite'; username: string; screenId: number; screen: ScreenState; viewer: Viewer }
  | { kind: 'RemoveFavourite'; username: string; screenId: number }
  | { kind: 'ClearFavourites'; username: string };

export const decideFavourite = (command: FavouriteCommand, state: FavouritesState): Decision<FavouriteEvent> => {
  switch (command.kind) {
    case 'AddFavourite': {
      const refused = openFailure(command.screen, command.screenId, command.viewer);
      if (refused) return reject(refused);
      if (state.screenIds.includes(command.screenId)) return reject(fail('conflict', E.alreadyFavourite));
      const site = command.screen.status === 'present' ? command.screen.site : command.viewer.site;
      return accept({ type: 'FavouriteScreenAdded', data: { username: command.username, screenId: command.screenId, site } });
    }
    case 'RemoveFavourite':
      if (!state.screenIds.includes(command.screenId)) return reject(fail('not_found', E.notFavourite));
      return accept({ type: 'FavouriteScreenRemoved', data: { username: command.username, screenId: command.screenId } });
    case 'ClearFavourites':
      if (state.screenIds.length === 0) return accept(); // nothing to clear: nothing appended
      return accept({ type: 'FavouriteScreensCleared', data: { username: command.username } });
    default:
      return assertNever(command);
  }
};

/** The access log: a view of a screen the viewer may open (the name as it is now). */
export const decideView = (
  screen: ScreenState,
  screenId: number,
  viewer: Viewer,
  username: string,
  viewId: string,
): Decision<DataScreenViewed> => {
  const refused = openFailure(screen, screenId, viewer);
  if (refused || screen.status !== 'present') return reject(refused ?? fail('not_found', E.screenNotFound(screenId)));
  return accept({ type: 'DataScreenViewed', data: { viewId, username, screenId, site: screen.site, description: screen.description } });
};

export const favouritesDecider: Decider<FavouriteCommand, FavouritesState, FavouriteEvent> = {
  ...favouritesEvolver,
  decide: decideFavourite,
};

/** A view of a screen, logged in the viewer's journal: the screen and the viewer are its facts. */
export interface LogView {
  username: string;
  screenId: number;
  viewId: string;
}
export const viewLogDecider: Decider<LogView, null, DataScreenViewed, { screen: ScreenState; viewer: Viewer }> = {
  initialState: null,
  evolve: () => null,
  decide: (command, _log, { screen, viewer }) => decideView(screen, command.screenId, viewer, command.username, command.viewId),
};
