import { parseWallboard, rangeFor, wallboardPath } from './paths.ts';

describe('wallboard paths', () => {
  it('builds and reads a wallboard address', () => {
    expect(wallboardPath('BA', 12, '1W')).toBe('/live/wallboard/BA/12?range=1W');
    expect(parseWallboard('ba', '12')).toEqual({ site: 'BA', screenId: 12 });
    expect(parseWallboard('XX', '12')).toBeNull();
    expect(parseWallboard('BA', 'abc')).toBeNull();
    expect(parseWallboard('BA', '0')).toBeNull();
  });

  it("falls back to the type's default range when the label is not one of its ranges", () => {
    expect(rangeFor('HLY', '3D')).toEqual({ label: '3D', days: 3 });
    expect(rangeFor('HLY', '2W')).toEqual({ label: '1D', days: 1 });
    expect(rangeFor('DLY', null)).toEqual({ label: '1W', days: 7 });
    expect(rangeFor('DLY', '3W')).toEqual({ label: '3W', days: 21 });
  });
});
