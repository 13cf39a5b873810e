import type { DataScreenDto } from '@ftr/contracts';
import { NO_FILTERS, matchesSearch, visibleScreens, withoutScreen } from './screenList.ts';

const screen = (ID: number, DESCRIPTION: string, ACCESS_LEVEL: number) =>
  ({ ID, DESCRIPTION, ACCESS_LEVEL }) satisfies Partial<DataScreenDto>;
const screens = [screen(1, 'Boiler House', 1), screen(12, 'Pulp presses', 3), screen(21, 'Boiler feed', 3)];

describe('manage screens list', () => {
  it('searches names case-insensitively, or an exact id', () => {
    expect(matchesSearch(screens[0]!, '  boiler ')).toBe(true);
    expect(matchesSearch(screens[1]!, '12')).toBe(true);
    expect(matchesSearch(screens[2]!, '2')).toBe(false);
    expect(matchesSearch(screens[1]!, '')).toBe(true);
  });

  it('filters by search and access level together', () => {
    expect(visibleScreens(screens, NO_FILTERS).map((s) => s.ID)).toEqual([1, 12, 21]);
    expect(visibleScreens(screens, { search: 'boiler', accessLevel: 3 }).map((s) => s.ID)).toEqual([21]);
    expect(visibleScreens(screens, { search: '', accessLevel: 2 })).toEqual([]);
  });

  it('drops one screen for an optimistic archive', () => {
    expect(withoutScreen(screens, 12).map((s) => s.ID)).toEqual([1, 21]);
  });
});
