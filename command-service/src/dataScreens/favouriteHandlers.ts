import { randomUUID } from 'node:crypto';
import {
  DATA_SCREEN_MESSAGES as M,
  dataScreenStream,
  favouriteRoutes,
  favouritesStream,
  screenLogRoutes,
  screenLogStream,
  type RoutesOf,
} from '@ftr/contracts';
import { toAppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { CommandDeps } from '../deps.ts';
import { fold, handleCommand } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { screenEvolver } from './decider.ts';
import { decideFavourite, decideView, favouritesEvolver, type FavouriteCommand } from './favourites.ts';
import { loadViewer } from './viewer.ts';

type WriteRoutes = RoutesOf<typeof favouriteRoutes & typeof screenLogRoutes, 'command'>;

/** Favourites and the access log: per-user streams, each acting on the signed-in user only. */
export const favouriteHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => {
  const store = deps.eventStore;
  const loadScreen = async (id: number) => fold(screenEvolver, await store.readStream(dataScreenStream(id)));
  const favourites = async (request: Parameters<typeof requestMetadata>[0], user: Parameters<typeof requestMetadata>[1], command: FavouriteCommand, message: string) => {
    const result = await handleCommand(store, favouritesStream(user.sub), favouritesEvolver, (state) => decideFavourite(command, state), requestMetadata(request, user, deps.clock));
    return { message, position: result.position.toString() };
  };

  return {
    async addFavourite({ params, user, request }) {
      const [screen, viewer] = await Promise.all([loadScreen(params.screenId), loadViewer(store, user)]);
      return favourites(request, user, { kind: 'AddFavourite', username: user.sub, screenId: params.screenId, screen, viewer }, M.addedToFavourites);
    },
    removeFavourite: ({ params, user, request }) =>
      favourites(request, user, { kind: 'RemoveFavourite', username: user.sub, screenId: params.id }, M.favouriteRemoved),
    clearFavourites: ({ user, request }) => favourites(request, user, { kind: 'ClearFavourites', username: user.sub }, M.favouritesCleared),
    /** Appended without reading the user's log stream ('any'): views never conflict. */
    async logScreenView({ params, user, request }) {
      const [screen, viewer] = await Promise.all([loadScreen(params.screenId), loadViewer(store, user)]);
      const decision = decideView(screen, params.screenId, viewer, user.sub, randomUUID());
      if (!decision.ok) throw toAppError(decision.failure);
      const metadata = requestMetadata(request, user, deps.clock);
      const result = await store.append(screenLogStream(user.sub), decision.events.map((e) => ({ ...e, metadata })), 'any');
      return { message: M.viewLogged, position: result.position.toString() };
    },
  };
};
