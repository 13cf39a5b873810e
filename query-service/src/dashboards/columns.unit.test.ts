import { hourKey, lastOfEachDay, toColumns } from './columns.ts';
import { slotOf } from './slots.ts';

const DATES = ['2026-11-25', '2026-11-26'];
/** A site's values at (day index, hour) pairs, oldest first. */
const at = (site: 'BA' | 'WI' | 'BU', ...cells: [day: number, hour: number, value: number][]) => ({
  site,
  keys: cells.map(([day, hour]) => hourKey(day, hour)),
  values: cells.map(([, , value]) => value),
});

describe('dashboard data in columns', () => {
  it('sends the hours the series share once, oldest first, and each series as values over them (null where none)', () => {
    const { axis, values } = toColumns(DATES, [
      [at('BA', [0, 24, 1], [1, 2, 2]), at('WI', [1, 2, 3]), at('BU')],
      [at('BA', [1, 1, 4]), at('WI', [0, 24, 5])],
    ]);
    expect(axis.FTR_DATE).toEqual(['2026-11-25', '2026-11-26', '2026-11-26']);
    expect(axis.FTR_HOUR).toEqual([24, 1, 2]);
    const slots = axis.FTR_HOUR.map((hour, i) => slotOf(axis.FTR_DATE[i] ?? '', hour));
    expect(axis.PARAM_DATE).toEqual(slots.map((slot) => slot.instant));
    expect(axis.REAL_DATE).toEqual(slots.map((slot) => slot.realDate));
    expect(axis.REAL_HOUR).toEqual(slots.map((slot) => slot.realHour));
    expect(values).toEqual([
      [
        { SITE: 'BA', LONG_SITE: 'Bardney', PARAM_VALUE: [1, null, 2] },
        { SITE: 'WI', LONG_SITE: 'Wissington', PARAM_VALUE: [null, null, 3] },
      ],
      [
        { SITE: 'BA', LONG_SITE: 'Bardney', PARAM_VALUE: [null, 4, null] },
        { SITE: 'WI', LONG_SITE: 'Wissington', PARAM_VALUE: [5, null, null] },
      ],
    ]);
  });

  it('orders the hours of a 25-hour day as hours, the next day after it', () => {
    const { axis } = toColumns(['2026-10-25', '2026-10-26'], [[at('BA', [0, 3, 1], [0, 25, 2], [1, 1, 3])]]);
    expect(axis.FTR_HOUR).toEqual([3, 25, 1]);
    expect(axis.PARAM_DATE).toEqual([...axis.PARAM_DATE].sort((a, b) => a - b));
  });

  it('answers an empty axis and no sites when nothing was entered', () => {
    expect(toColumns(DATES, [[at('BA')], []])).toEqual({
      axis: { PARAM_DATE: [], REAL_DATE: [], REAL_HOUR: [], FTR_DATE: [], FTR_HOUR: [] },
      values: [[], []],
    });
  });

  it('keeps each day’s last value for daily dashboards', () => {
    expect(lastOfEachDay(at('BA', [0, 2, 1], [0, 24, 2], [1, 6, 3]))).toEqual(at('BA', [0, 24, 2], [1, 6, 3]));
    expect(lastOfEachDay(at('BA'))).toEqual(at('BA'));
  });
});
