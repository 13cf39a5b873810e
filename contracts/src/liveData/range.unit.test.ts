import { factoryHourToInstant } from '../time/factoryTime.ts';
import { LIVE_DEFAULT_RANGE, liveDailyCells, liveHourlyCells, liveRangeDays, liveRangeOf } from './range.ts';
import { updatedAgo } from './messages.ts';

const HOUR_MS = 3_600_000;

describe('live ranges (spec 3 §9)', () => {
  it('offers hourly 1, 2, 3, 7 days and daily 7, 14, 21 days, defaulting to 1D and 1W', () => {
    expect(liveRangeDays('HLY')).toEqual([1, 2, 3, 7]);
    expect(liveRangeDays('DLY')).toEqual([7, 14, 21]);
    expect(liveRangeOf('HLY', LIVE_DEFAULT_RANGE.HLY)).toEqual({ label: '1D', days: 1 });
    expect(liveRangeOf('DLY', LIVE_DEFAULT_RANGE.DLY)).toEqual({ label: '1W', days: 7 });
    expect(liveRangeOf('DLY', '1D')).toBeUndefined();
    expect(liveRangeOf('HLY', null)).toBeUndefined();
  });
});

describe('liveHourlyCells', () => {
  it('given an end in mid-day, when 1D, then it answers 24 hours newest first reaching into the day before', () => {
    const cells = liveHourlyCells('2026-11-26', 4, 1);
    expect(cells).toHaveLength(24);
    expect(cells.slice(0, 5)).toEqual([
      { date: '2026-11-26', hour: 4 },
      { date: '2026-11-26', hour: 3 },
      { date: '2026-11-26', hour: 2 },
      { date: '2026-11-26', hour: 1 },
      { date: '2026-11-25', hour: 24 },
    ]);
    expect(cells.at(-1)).toEqual({ date: '2026-11-25', hour: 5 });
  });

  it('given 1W, then it answers 168 hours, each one real hour before the last', () => {
    const cells = liveHourlyCells('2026-11-26', 24, 7);
    expect(cells).toHaveLength(168);
    const instants = cells.map((c) => factoryHourToInstant(c.date, c.hour).getTime());
    expect(instants.every((t, i) => i === 0 || (instants[i - 1] ?? 0) - t === HOUR_MS)).toBe(true);
  });

  it.each([
    ['spring-forward day (23 hours)', '2026-03-29', '2026-03-30', 23],
    ['autumn day (25 hours)', '2026-10-25', '2026-10-26', 25],
  ])('given a 2D window across the %s, then no hour is lost or merged', (_name, day, next, hours) => {
    const cells = liveHourlyCells(next, 2, 2);
    const ofDay = cells.filter((c) => c.date === day).map((c) => c.hour);
    expect(ofDay).toEqual(Array.from({ length: hours }, (_, i) => hours - i));
    const instants = cells.map((c) => factoryHourToInstant(c.date, c.hour).getTime());
    expect(new Set(instants).size).toBe(48);
    expect((instants[0] ?? 0) - (instants.at(-1) ?? 0)).toBe(47 * HOUR_MS);
  });
});

describe('liveDailyCells', () => {
  it('given 1W, then it answers the 7 dates ending with the date, newest first, at the daily hour', () => {
    const cells = liveDailyCells('2026-10-27', 7);
    expect(cells.map((c) => c.date)).toEqual([
      '2026-10-27',
      '2026-10-26',
      '2026-10-25',
      '2026-10-24',
      '2026-10-23',
      '2026-10-22',
      '2026-10-21',
    ]);
    expect(cells.find((c) => c.date === '2026-10-25')?.hour).toBe(25);
    expect(cells.find((c) => c.date === '2026-10-27')?.hour).toBe(24);
  });
});

describe('updatedAgo', () => {
  it.each([
    [0, 'Updated 0 s ago'],
    [12.7, 'Updated 12 s ago'],
    [-3, 'Updated 0 s ago'],
    [125, 'Updated 2 min ago'],
    [7300, 'Updated 2 h ago'],
  ])('given %s seconds, then it reads %s', (seconds, text) => {
    expect(updatedAgo(seconds)).toBe(text);
  });
});
