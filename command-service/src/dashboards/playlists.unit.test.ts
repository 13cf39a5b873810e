import type { PlaylistEvent } from '@ftr/contracts';
import { evolveAll } from '../shared/decider.ts';
import { decidePlaylist, playlistEvolver, type PlaylistCommand } from './playlistDecider.ts';

const facts = { dashboards: new Set([7]), wallboards: new Set([3]) };
const body = {
  name: 'Control room',
  items: [
    { kind: 'dashboard' as const, ref: 7, seconds: 30 },
    { kind: 'wallboard' as const, ref: 3, seconds: 20 },
  ],
};
const saved: PlaylistEvent = { type: 'PlaylistSaved', data: { id: 1, site: 'BA', ...body } };
const save = (create: boolean, userSite: 'BA' | 'WI' = 'BA'): PlaylistCommand => ({ kind: 'SavePlaylist', create, userSite, id: 1, body });

describe('playlist decider', () => {
  it('saves a playlist of the site’s dashboards and live-data screens', () => {
    expect(decidePlaylist(save(true), playlistEvolver.initialState, facts)).toEqual({ ok: true, events: [saved] });
    expect(decidePlaylist(save(false), evolveAll(playlistEvolver, [saved]), facts).ok).toBe(true);
  });

  it('refuses items the site does not have, another site’s playlist and a missing one', () => {
    const none = { dashboards: new Set<number>(), wallboards: new Set([3]) };
    expect(decidePlaylist(save(true), playlistEvolver.initialState, none)).toMatchObject({ ok: false, failure: { kind: 'validation' } });
    expect(decidePlaylist(save(false, 'WI'), evolveAll(playlistEvolver, [saved]), facts)).toMatchObject({
      ok: false,
      failure: { kind: 'forbidden' },
    });
    expect(decidePlaylist(save(false), playlistEvolver.initialState, facts)).toMatchObject({ ok: false, failure: { kind: 'not_found' } });
    const archived = evolveAll(playlistEvolver, [saved, { type: 'PlaylistArchived', data: { id: 1, site: 'BA' } }]);
    expect(decidePlaylist({ kind: 'ArchivePlaylist', userSite: 'BA', id: 1 }, archived, facts)).toMatchObject({
      ok: false,
      failure: { kind: 'not_found' },
    });
  });
});
