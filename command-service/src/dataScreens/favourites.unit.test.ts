import { evolveAll } from '../shared/decider.ts';
import type { DataScreenEvent, FavouriteEvent } from '@ftr/contracts';
import { screenEvolver, type ScreenState } from './decider.ts';
import { decideFavourite, decideView, favouritesEvolver, type FavouritesState } from './favourites.ts';
import type { Viewer } from './viewer.ts';

const screen = (accessLevel = 2, site: 'BA' | 'WI' = 'BA'): ScreenState =>
  screenEvolver.evolve(screenEvolver.initialState, {
    type: 'DataScreenCreated',
    data: { id: 7, site, description: 'Boiler house', accessLevel, area: 'A', screenType: 'HLY' },
  } satisfies DataScreenEvent);
const operator: Viewer = { site: 'BA', reachable: ['BA'], readAccess: 2, maintainer: false };
const given = (...events: FavouriteEvent[]): FavouritesState => evolveAll(favouritesEvolver, events);
const addedEvent: FavouriteEvent = { type: 'FavouriteScreenAdded', data: { username: 'ann', screenId: 7, site: 'BA' } };
const add = (state: ScreenState, viewer: Viewer = operator) => ({
  kind: 'AddFavourite' as const,
  username: 'ann',
  screenId: 7,
  screen: state,
  viewer,
});

describe('favourites decider', () => {
  it('adds a screen the user may open, once', () => {
    expect(decideFavourite(add(screen()), given())).toEqual({ ok: true, events: [addedEvent] });
    expect(decideFavourite(add(screen()), given(addedEvent))).toEqual({
      ok: false,
      failure: { kind: 'conflict', message: 'This screen is already one of your favourites' },
    });
  });

  it('refuses a screen above the read access level unless the user maintains screens', () => {
    expect(decideFavourite(add(screen(3)), given())).toEqual({
      ok: false,
      failure: { kind: 'forbidden', message: 'This screen needs read access level 3' },
    });
    expect(decideFavourite(add(screen(3), { ...operator, maintainer: true }), given()).ok).toBe(true);
  });

  it("refuses another site's screen (the central office may read any) and a missing one", () => {
    expect(decideFavourite(add(screen(2, 'WI')), given()).ok).toBe(false);
    expect(decideFavourite(add(screen(2, 'WI'), { ...operator, site: 'CO', reachable: ['BA', 'WI', 'CO'] }), given()).ok).toBe(true);
    expect(decideFavourite(add(screenEvolver.initialState), given())).toEqual({
      ok: false,
      failure: { kind: 'not_found', message: 'Screen 7 not found' },
    });
  });

  it('removes a favourite, refusing one that is not a favourite; clears all', () => {
    const remove = { kind: 'RemoveFavourite' as const, username: 'ann', screenId: 7 };
    expect(decideFavourite(remove, given(addedEvent))).toEqual({
      ok: true,
      events: [{ type: 'FavouriteScreenRemoved', data: { username: 'ann', screenId: 7 } }],
    });
    expect(decideFavourite(remove, given()).ok).toBe(false);
    const cleared = decideFavourite({ kind: 'ClearFavourites', username: 'ann' }, given(addedEvent));
    expect(cleared).toEqual({ ok: true, events: [{ type: 'FavouriteScreensCleared', data: { username: 'ann' } }] });
    expect(given(addedEvent, { type: 'FavouriteScreensCleared', data: { username: 'ann' } })).toEqual({ screenIds: [] });
  });

  it('logs a view of a screen the user may open, with its name', () => {
    expect(decideView(screen(), 7, operator, 'ann', 'v1')).toEqual({
      ok: true,
      events: [{ type: 'DataScreenViewed', data: { viewId: 'v1', username: 'ann', screenId: 7, site: 'BA', description: 'Boiler house' } }],
    });
    expect(decideView(screen(4), 7, operator, 'ann', 'v1').ok).toBe(false);
  });
});
