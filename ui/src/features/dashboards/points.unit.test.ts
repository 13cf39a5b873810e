import { latestOf, pointsOf, valuesOf } from './points.ts';

const axis = { PARAM_DATE: [1_000, 2_000, 3_000] };

describe('dashboard series points', () => {
  it('pairs each value with its hour on the shared axis, named by the sites’ long names, site by site, skipping the hours without one', () => {
    const series = {
      sites: [
        { SITE: 'BA' as const, LONG_SITE: 'Bardney', PARAM_VALUE: [1, null, 2] },
        { SITE: 'WI' as const, LONG_SITE: 'Wissington', PARAM_VALUE: [null, 3, null] },
      ],
    };
    expect(pointsOf(axis, series)).toEqual([
      { instant: 1_000, value: 1, site: 'Bardney' },
      { instant: 3_000, value: 2, site: 'Bardney' },
      { instant: 2_000, value: 3, site: 'Wissington' },
    ]);
    expect(pointsOf(axis, { sites: [] })).toEqual([]);
  });

  it('gives the values a site has and its latest (the last site’s when several)', () => {
    expect(valuesOf([null, 4, null, 5, null])).toEqual([4, 5]);
    expect(latestOf({ sites: [{ SITE: 'BA', LONG_SITE: 'Bardney', PARAM_VALUE: [7, null] }] })).toBe(7);
    expect(
      latestOf({
        sites: [
          { SITE: 'BA', LONG_SITE: 'Bardney', PARAM_VALUE: [7, 8] },
          { SITE: 'WI', LONG_SITE: 'Wissington', PARAM_VALUE: [9, null] },
        ],
      }),
    ).toBe(9);
    expect(latestOf({ sites: [] })).toBeNull();
    expect(latestOf(undefined)).toBeNull();
  });
});
