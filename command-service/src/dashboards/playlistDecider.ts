// A playlist of a site's dashboards and live-data screens (docs/dashboards.md): pure, its items' facts
// (read from their own streams by the handler) passed in.
import { ERRORS, PLAYLIST_MESSAGES as M, assertNever, fail, type PlaylistBody, type PlaylistEvent, type Site } from '@ftr/contracts';
import { accept, reject, type Decider, type Decision, type Evolver } from '../shared/decider.ts';

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

export const playlistDecider: Decider<PlaylistCommand, PlaylistState, PlaylistEvent, PlaylistFacts> = {
  ...playlistEvolver,
  decide: decidePlaylist,
};
