import { lastDuePeriod, nextRun, periodOf, runInstant } from './period.ts';
import type { Cadence } from './schemas.ts';

const daily = (hour: number): Cadence => ({ every: 'DAY', hour, weekday: null });
const weekly = (weekday: number, hour: number): Cadence => ({ every: 'WEEK', hour, weekday });

describe('schedule periods', () => {
  it('runs daily at the end of factory hour H: hour 24 is real 07:00 of the date (GMT in winter)', () => {
    expect(runInstant(daily(24), '2026-11-26').toISOString()).toBe('2026-11-26T07:00:00.000Z');
    expect(runInstant(daily(1), '2026-11-26').toISOString()).toBe('2026-11-25T08:00:00.000Z');
  });

  it('keeps real 07:00 across the spring-forward day (23 hours: hour 24 is the last, 23)', () => {
    expect(runInstant(daily(24), '2026-03-29').toISOString()).toBe('2026-03-29T06:00:00.000Z');
    expect(runInstant(daily(24), '2026-03-28').toISOString()).toBe('2026-03-28T07:00:00.000Z');
  });

  it('keeps real 07:00 across the autumn day (25 hours)', () => {
    expect(runInstant(daily(24), '2026-10-25').toISOString()).toBe('2026-10-25T06:00:00.000Z');
    expect(runInstant(daily(24), '2026-10-26').toISOString()).toBe('2026-10-26T07:00:00.000Z');
  });

  it('covers the factory day (or the seven ending with it) of the run', () => {
    expect(periodOf(daily(24), '2026-11-26')).toMatchObject({ key: '2026-11-26', fromDate: '2026-11-26', toDate: '2026-11-26' });
    expect(periodOf(weekly(1, 24), '2026-11-23')).toMatchObject({ key: '2026-11-23', fromDate: '2026-11-17', toDate: '2026-11-23' });
  });

  it('finds the last due run and the next one', () => {
    const now = new Date('2026-11-26T07:00:00.000Z');
    expect(lastDuePeriod(daily(24), now)?.key).toBe('2026-11-26');
    expect(lastDuePeriod(daily(24), new Date('2026-11-26T06:59:59.999Z'))?.key).toBe('2026-11-25');
    expect(nextRun(daily(24), now).key).toBe('2026-11-27');
    // 2026-11-26 is a Thursday (4): the Monday run was the 23rd, the next one the 30th.
    expect(lastDuePeriod(weekly(1, 24), now)?.key).toBe('2026-11-23');
    expect(nextRun(weekly(1, 24), now).key).toBe('2026-11-30');
  });

  it('runs weekly on the weekday across the clock change (Sunday 2026-03-29)', () => {
    const run = nextRun(weekly(0, 24), new Date('2026-03-25T12:00:00.000Z'));
    expect(run).toMatchObject({ key: '2026-03-29', fromDate: '2026-03-23', at: '2026-03-29T06:00:00.000Z' });
  });
});
