import { PLAYLIST_MESSAGES as M, dashboardStream, dataScreenStream, playlistStream, type playlistRoutes } from '@ftr/contracts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { toAppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { CommandDeps } from '../deps.ts';
import { screenEvolver } from '../dataScreens/decider.ts';
import { commandRoute, commandSpec, positionAnswer } from '../shared/commandRoute.ts';
import { fold } from '../shared/decider.ts';
import { handleCommand } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { allocateDashboardId } from './allocate.ts';
import { dashboardEvolver } from './decider.ts';
import { decidePlaylist, playlistDecider, playlistEvolver, type PlaylistCommand, type PlaylistFacts } from './playlistDecider.ts';

/** The items a playlist names, as the caller's site has them (read from their own streams). */

const loadFacts = async (store: CatalogueEventStore, command: PlaylistCommand): Promise<PlaylistFacts> => {
  const dashboards = new Set<number>();
  const wallboards = new Set<number>();
  if (command.kind !== 'SavePlaylist') return { dashboards, wallboards };
  for (const item of command.body.items) {
    if (item.kind === 'dashboard') {
      const state = fold(dashboardEvolver, await store.readStream(dashboardStream(item.ref)));
      if (state.status === 'present' && state.site === command.userSite) dashboards.add(item.ref);
    } else {
      const state = fold(screenEvolver, await store.readStream(dataScreenStream(item.ref)));
      if (state.status === 'present' && state.site === command.userSite && state.area === 'V') wallboards.add(item.ref);
    }
  }
  return { dashboards, wallboards };
};

/** A playlist's stream, decided on with its items as the site has them. */
const playlistSpec = (store: CatalogueEventStore) => (command: PlaylistCommand) => ({
  stream: playlistStream(command.id),
  decider: playlistDecider,
  loadFacts: () => loadFacts(store, command),
});

/** One playlist command through the one write path (the demo seed; the routes use the same spec). */
export const runPlaylistCommand = (store: CatalogueEventStore, command: PlaylistCommand, metadata: AppendMetadata) =>
  handleCommand(store, commandSpec(playlistSpec(store)(command)), command, metadata);

export const playlistHandlers = (
  deps: CommandDeps,
): Handlers<Pick<typeof playlistRoutes, 'createPlaylist' | 'updatePlaylist' | 'archivePlaylist'>> => {
  const spec = playlistSpec(deps.eventStore);
  return {
    createPlaylist: commandRoute(deps, {
      async command({ body, user, request }): Promise<PlaylistCommand> {
        // Checked before an id is allocated, so a refused playlist appends nothing (not even the id).
        const check: PlaylistCommand = { kind: 'SavePlaylist', create: true, userSite: user.site, id: 0, body };
        const checked = decidePlaylist(check, playlistEvolver.initialState, await loadFacts(deps.eventStore, check));
        if (!checked.ok) throw toAppError(checked.failure);
        const id = await allocateDashboardId(deps.eventStore, requestMetadata(request, user, deps.clock));
        return { kind: 'SavePlaylist', create: true, userSite: user.site, id, body };
      },
      spec,
      answer: ({ position }, command) => ({ message: M.saved, position: position.toString(), ID: command.id }),
    }),
    updatePlaylist: commandRoute(deps, {
      command: ({ params, body, user }): PlaylistCommand => ({
        kind: 'SavePlaylist',
        create: false,
        userSite: user.site,
        id: params.id,
        body,
      }),
      spec,
      answer: positionAnswer(M.saved),
    }),
    archivePlaylist: commandRoute(deps, {
      command: ({ params, user }): PlaylistCommand => ({ kind: 'ArchivePlaylist', userSite: user.site, id: params.id }),
      spec,
      answer: positionAnswer(M.archived),
    }),
  };
};
