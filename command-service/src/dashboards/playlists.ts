import {
  ERRORS,
  PLAYLIST_MESSAGES as M,
  assertNever,
  dashboardStream,
  dataScreenStream,
  fail,
  playlistStream,
  type PlaylistBody,
  type PlaylistEvent,
  type playlistRoutes,
  type Site,
} from '@ftr/contracts';
import type { CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { toAppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { CommandDeps } from '../deps.ts';
import { screenEvolver } from '../dataScreens/decider.ts';
import { accept, fold, reject, type Decision, type Evolver } from '../shared/decider.ts';
import { handleCommand } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { allocateDashboardId } from './allocate.ts';
import { dashboardEvolver } from './decider.ts';

export type PlaylistState = { status: 'absent' } | { status: 'archived' } | { status: 'present'; id: number; site: Site };

export const playlistEvolver: Evolver<PlaylistState, PlaylistEvent> = {
  initialState: { status: 'absent' },
  evolve(_state, event) {
    switch (event.type) {
      case 'PlaylistSaved':
        return { status: 'present', id: event.data.id, site: event.data.site };
      case 'PlaylistArchived':
        return { status: 'archived' };
      default:
        return assertNever(event);
    }
  },
};

/** What the items name, as the caller's site has them (read from their own streams by the handler). */
export interface PlaylistFacts {
  /** Dashboards of the site, live (present). */
  dashboards: ReadonlySet<number>;
  /** Live-data (AREA V) screens of the site. */
  wallboards: ReadonlySet<number>;
}

export type PlaylistCommand = { userSite: Site; id: number } & (
  { kind: 'SavePlaylist'; create: boolean; body: PlaylistBody } | { kind: 'ArchivePlaylist' }
);

/** A playlist is its site's: every item a dashboard or live-data screen of that site. */
export const decidePlaylist = (command: PlaylistCommand, state: PlaylistState, facts: PlaylistFacts): Decision<PlaylistEvent> => {
  if (command.kind === 'SavePlaylist' && command.create) {
    if (state.status !== 'absent') return reject(fail('conflict', ERRORS.concurrency));
  } else {
    if (state.status !== 'present') return reject(fail('not_found', M.notFound(command.id)));
    if (state.site !== command.userSite) return reject(fail('forbidden', ERRORS.wrongSite));
  }
  const ref = { id: command.id, site: command.userSite };
  switch (command.kind) {
    case 'SavePlaylist': {
      for (const item of command.body.items) {
        if (item.kind === 'dashboard' && !facts.dashboards.has(item.ref)) return reject(fail('validation', M.noDashboard(item.ref)));
        if (item.kind === 'wallboard' && !facts.wallboards.has(item.ref)) return reject(fail('validation', M.noWallboard(item.ref)));
      }
      return accept({ type: 'PlaylistSaved', data: { ...ref, name: command.body.name, items: command.body.items } });
    }
    case 'ArchivePlaylist':
      return accept({ type: 'PlaylistArchived', data: ref });
    default:
      return assertNever(command);
  }
};

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

export const runPlaylistCommand = (store: CatalogueEventStore, command: PlaylistCommand, metadata: Parameters<typeof handleCommand>[3]) =>
  handleCommand(
    store,
    { stream: playlistStream(command.id), evolver: playlistEvolver, loadFacts: () => loadFacts(store, command), decide: decidePlaylist },
    command,
    metadata,
  );

export const playlistHandlers = (
  deps: CommandDeps,
): Handlers<Pick<typeof playlistRoutes, 'createPlaylist' | 'updatePlaylist' | 'archivePlaylist'>> => ({
  async createPlaylist({ body, user, request }) {
    // Checked before an id is allocated, so a refused playlist appends nothing (not even the id).
    const check: PlaylistCommand = { kind: 'SavePlaylist', create: true, userSite: user.site, id: 0, body };
    const checked = decidePlaylist(check, playlistEvolver.initialState, await loadFacts(deps.eventStore, check));
    if (!checked.ok) throw toAppError(checked.failure);
    const metadata = requestMetadata(request, user, deps.clock);
    const id = await allocateDashboardId(deps.eventStore, metadata);
    const result = await runPlaylistCommand(
      deps.eventStore,
      { kind: 'SavePlaylist', create: true, userSite: user.site, id, body },
      metadata,
    );
    return { message: M.saved, position: result.position.toString(), ID: id };
  },
  async updatePlaylist({ params, body, user, request }) {
    const command: PlaylistCommand = { kind: 'SavePlaylist', create: false, userSite: user.site, id: params.id, body };
    const result = await runPlaylistCommand(deps.eventStore, command, requestMetadata(request, user, deps.clock));
    return { message: M.saved, position: result.position.toString() };
  },
  async archivePlaylist({ params, user, request }) {
    const command: PlaylistCommand = { kind: 'ArchivePlaylist', userSite: user.site, id: params.id };
    const result = await runPlaylistCommand(deps.eventStore, command, requestMetadata(request, user, deps.clock));
    return { message: M.archived, position: result.position.toString() };
  },
});
