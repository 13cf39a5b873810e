import { randomUUID } from 'node:crypto';
import {
  DATA_SCREEN_MESSAGES as M,
  dataScreenStream,
  favouriteRoutes,
  favouritesStream,
  screenLogRoutes,
  screenLogStream,
  type DataScreenViewed,
  type RoutesOf,
} from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { CommandDeps } from '../deps.ts';
import { fold } from '../shared/decider.ts';
import { handleCommand, journalOf, noFacts } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { screenEvolver, type ScreenState } from './decider.ts';
import { decideFavourite, decideView, favouritesEvolver, type FavouriteCommand } from './favourites.ts';
import { loadViewer, type Viewer } from './viewer.ts';

type WriteRoutes = RoutesOf<typeof favouriteRoutes & typeof screenLogRoutes, 'command'>;

/** Favourites and the access log: per-user streams, each acting on the signed-in user only. */
export const favouriteHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => {
  const store = deps.eventStore;
  const loadScreen = async (id: number) => fold(screenEvolver, await store.readStream(dataScreenStream(id)));
  const favourites = async (
    request: Parameters<typeof requestMetadata>[0],
    user: Parameters<typeof requestMetadata>[1],
    command: FavouriteCommand,
    message: string,
  ) => {
    const spec = { stream: favouritesStream(user.sub), evolver: favouritesEvolver, loadFacts: noFacts, decide: decideFavourite };
    const result = await handleCommand(store, spec, command, requestMetadata(request, user, deps.clock));
    return { message, position: result.position.toString() };
  };

  return {
    async addFavourite({ params, user, request }) {
      const [screen, viewer] = await Promise.all([loadScreen(params.screenId), loadViewer(store, user)]);
      return favourites(
        request,
        user,
        { kind: 'AddFavourite', username: user.sub, screenId: params.screenId, screen, viewer },
        M.addedToFavourites,
      );
    },
    removeFavourite: ({ params, user, request }) =>
      favourites(request, user, { kind: 'RemoveFavourite', username: user.sub, screenId: params.screenId }, M.favouriteRemoved),
    clearFavourites: ({ user, request }) => favourites(request, user, { kind: 'ClearFavourites', username: user.sub }, M.favouritesCleared),
    /** Appended without reading the user's log stream ('any'): views never conflict. */
    async logScreenView({ params, user, request }) {
      const spec = {
        stream: screenLogStream(user.sub),
        journal: true,
        evolver: journalOf<DataScreenViewed>(),
        loadFacts: async () => {
          const [screen, viewer] = await Promise.all([loadScreen(params.screenId), loadViewer(store, user)]);
          return { screen, viewer };
        },
        decide: (command: { screenId: number; viewId: string }, _log: null, facts: { screen: ScreenState; viewer: Viewer }) =>
          decideView(facts.screen, command.screenId, facts.viewer, user.sub, command.viewId),
      };
      const result = await handleCommand(
        store,
        spec,
        { screenId: params.screenId, viewId: randomUUID() },
        requestMetadata(request, user, deps.clock),
      );
      return { message: M.viewLogged, position: result.position.toString() };
    },
  };
};
