import { randomUUID } from 'node:crypto';
import {
  DATA_SCREEN_MESSAGES as M,
  dataScreenStream,
  favouriteRoutes,
  favouritesStream,
  screenLogRoutes,
  screenLogStream,
  type RoutesOf,
  type TokenClaims,
} from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { CommandDeps } from '../deps.ts';
import { fold } from '../shared/decider.ts';
import { commandRoute, positionAnswer, type RouteInput } from '../shared/commandRoute.ts';
import { screenEvolver } from './decider.ts';
import { favouritesDecider, viewLogDecider, type FavouriteCommand, type LogView } from './favourites.ts';
import { loadViewer } from './viewer.ts';

type WriteRoutes = RoutesOf<typeof favouriteRoutes & typeof screenLogRoutes, 'command'>;

/** Favourites and the access log: per-user streams, each acting on the signed-in user only. */
export const favouriteHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => {
  const store = deps.eventStore;
  const loadScreen = async (id: number) => fold(screenEvolver, await store.readStream(dataScreenStream(id)));
  const spec = (command: FavouriteCommand) => ({ stream: favouritesStream(command.username), decider: favouritesDecider });

  return {
    addFavourite: commandRoute(deps, {
      async command({ params, user }): Promise<FavouriteCommand> {
        const [screen, viewer] = await Promise.all([loadScreen(params.screenId), loadViewer(store, user)]);
        return { kind: 'AddFavourite', username: user.sub, screenId: params.screenId, screen, viewer };
      },
      spec,
      answer: positionAnswer(M.addedToFavourites),
    }),
    removeFavourite: commandRoute(deps, {
      command: ({ params, user }): FavouriteCommand => ({ kind: 'RemoveFavourite', username: user.sub, screenId: params.screenId }),
      spec,
      answer: positionAnswer(M.favouriteRemoved),
    }),
    clearFavourites: commandRoute(deps, {
      command: ({ user }): FavouriteCommand => ({ kind: 'ClearFavourites', username: user.sub }),
      spec,
      answer: positionAnswer(M.favouritesCleared),
    }),
    /** Appended without reading the user's log stream ('any'): views never conflict. */
    logScreenView: commandRoute(deps, {
      command: ({ params, user }): LogView => ({ username: user.sub, screenId: params.screenId, viewId: randomUUID() }),
      spec: (command: LogView, { user }: RouteInput & { user: TokenClaims }) => ({
        stream: screenLogStream(command.username),
        journal: true,
        decider: viewLogDecider,
        loadFacts: async () => {
          const [screen, viewer] = await Promise.all([loadScreen(command.screenId), loadViewer(store, user)]);
          return { screen, viewer };
        },
      }),
      answer: positionAnswer(M.viewLogged),
    }),
  };
};
