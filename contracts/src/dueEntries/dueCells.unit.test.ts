import { AUTOMATIC_ENTRY, cellState, cellsDue, completenessOf, missingCells, type DueScreen, type ValueLookup } from './dueCells.ts';

const D = '2026-01-15'; // winter: factory day runs 2026-01-14T07:00Z to 2026-01-15T07:00Z
const longAgo = '2025-01-01T00:00:00.000Z';
const hourly = (codes: string[], since = longAgo, graceMinutes = 20): DueScreen => ({
  type: 'HLY',
  graceMinutes,
  members: codes.map((code) => ({ code, since })),
});
const op = (startDate: string, endDate: string) => ({ startDate, endDate });
const none: ValueLookup = () => undefined;
/** A value entered at an instant, or captured from a process tag. */
interface Entered {
  at: string;
  captured: boolean;
}
const entryOf = (value: Entered): number => (value.captured ? AUTOMATIC_ENTRY : Date.parse(value.at));
const valuesAt =
  (cells: Record<string, Entered>): ValueLookup =>
  (code, date, hour) => {
    const value = cells[`${code}|${date}|${hour}`];
    return value && entryOf(value);
  };
const at = (s: string) => new Date(s);
const keys = (cells: { code: string; date: string; hour: number }[]) => cells.map((c) => `${c.code}|${c.date}|${c.hour}`);

describe('cellsDue on an hourly screen', () => {
  it('an hour is due only once its grace time after the hour has passed', () => {
    // hour 3 ends 10:00Z; with 20 minutes' grace it is due from 10:20Z
    expect(keys(cellsDue(hourly(['A']), [op(D, D)], D, D, at('2026-01-14T10:19:59Z')))).toEqual(['A|2026-01-15|1', 'A|2026-01-15|2']);
    expect(keys(cellsDue(hourly(['A']), [op(D, D)], D, D, at('2026-01-14T10:20:00Z')))).toHaveLength(3);
  });

  it('the grace time is per screen', () => {
    expect(cellsDue(hourly(['A'], longAgo, 0), [op(D, D)], D, D, at('2026-01-14T10:00:00Z'))).toHaveLength(3);
    expect(cellsDue(hourly(['A'], longAgo, 90), [op(D, D)], D, D, at('2026-01-14T10:00:00Z'))).toHaveLength(1);
  });

  it('stamps each cell with its due instant', () => {
    const [first] = cellsDue(hourly(['A']), [op(D, D)], D, D, at('2026-01-14T09:00:00Z'));
    expect(first).toEqual({ code: 'A', date: D, hour: 1, dueAt: '2026-01-14T08:20:00.000Z' });
  });

  it('counts every member of the screen', () => {
    expect(keys(cellsDue(hourly(['A', 'B']), [op(D, D)], D, D, at('2026-01-14T08:30:00Z')))).toEqual(['A|2026-01-15|1', 'B|2026-01-15|1']);
  });

  it('across a factory-day boundary: the last hours of one day and the first of the next', () => {
    const next = '2026-01-16';
    const cells = cellsDue(hourly(['A']), [op(D, next)], D, next, at('2026-01-15T08:20:00Z'));
    expect(keys(cells).slice(-3)).toEqual(['A|2026-01-15|23', 'A|2026-01-15|24', 'A|2026-01-16|1']);
    expect(cells).toHaveLength(25);
    // hour 24 of D ends 07:00Z on the 15th, due 07:20Z; hour 1 of the next day ends 08:00Z, due 08:20Z
    expect(cells.at(-2)?.dueAt).toBe('2026-01-15T07:20:00.000Z');
    expect(cells.at(-1)?.dueAt).toBe('2026-01-15T08:20:00.000Z');
  });

  it('at 07:10 the day just ended still has its last hour in grace', () => {
    const cells = cellsDue(hourly(['A']), [op(D, '2026-01-16')], D, '2026-01-16', at('2026-01-15T07:10:00Z'));
    expect(keys(cells).at(-1)).toBe('A|2026-01-15|23');
  });

  it('only dates an operation covers: nothing before its start or after its end', () => {
    const start = '2026-01-14';
    const end = '2026-01-15';
    const cells = cellsDue(hourly(['A']), [op(start, end)], '2026-01-13', '2026-01-16', at('2026-01-17T00:00:00Z'));
    expect(new Set(cells.map((c) => c.date))).toEqual(new Set([start, end]));
    expect(cells).toHaveLength(48);
  });

  it('no operation: nothing is due', () => {
    expect(cellsDue(hourly(['A']), [], D, D, at('2026-01-16T00:00:00Z'))).toEqual([]);
  });

  it('gaps between operations are not due', () => {
    const cells = cellsDue(hourly(['A']), [op('2026-01-13', '2026-01-13'), op(D, D)], '2026-01-13', D, at('2026-01-16T00:00:00Z'));
    expect(new Set(cells.map((c) => c.date))).toEqual(new Set(['2026-01-13', D]));
  });

  it('a member added mid-day is due from the first hour that ended after it joined', () => {
    // joined 12:30Z: hour 5 (ends 12:00Z) is not due, hour 6 (ends 13:00Z) is
    const screen: DueScreen = {
      type: 'HLY',
      graceMinutes: 20,
      members: [
        { code: 'A', since: longAgo },
        { code: 'NEW', since: '2026-01-14T12:30:00Z' },
      ],
    };
    const cells = cellsDue(screen, [op(D, D)], D, D, at('2026-01-14T14:30:00Z'));
    expect(cells.filter((c) => c.code === 'A').map((c) => c.hour)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(cells.filter((c) => c.code === 'NEW').map((c) => c.hour)).toEqual([6, 7]);
  });

  it('a member joined on the hour counts that hour', () => {
    const screen = hourly(['A'], '2026-01-14T12:00:00Z');
    expect(cellsDue(screen, [op(D, D)], D, D, at('2026-01-14T12:30:00Z')).map((c) => c.hour)).toEqual([5]);
  });

  it('the 23-hour spring day and the 25-hour autumn day', () => {
    expect(cellsDue(hourly(['A']), [op('2026-03-29', '2026-03-29')], '2026-03-29', '2026-03-29', at('2026-04-01T00:00:00Z'))).toHaveLength(
      23,
    );
    expect(cellsDue(hourly(['A']), [op('2026-10-25', '2026-10-25')], '2026-10-25', '2026-10-25', at('2026-10-27T00:00:00Z'))).toHaveLength(
      25,
    );
  });
});

describe('cellsDue on a daily screen', () => {
  const daily = (graceMinutes = 20): DueScreen => ({ type: 'DLY', graceMinutes, members: [{ code: 'D1', since: longAgo }] });

  it('the daily value sits at the last hour and is due its grace after the day ends', () => {
    expect(cellsDue(daily(), [op(D, D)], D, D, at('2026-01-15T07:19:00Z'))).toEqual([]);
    expect(cellsDue(daily(), [op(D, D)], D, D, at('2026-01-15T07:20:00Z'))).toEqual([
      { code: 'D1', date: D, hour: 24, dueAt: '2026-01-15T07:20:00.000Z' },
    ]);
  });

  it('one cell per covered day', () => {
    expect(cellsDue(daily(), [op('2026-01-10', D)], '2026-01-09', D, at('2026-01-20T00:00:00Z'))).toHaveLength(6);
  });
});

describe('missing cells', () => {
  const now = at('2026-01-14T11:30:00Z'); // hours 1..4 due

  it('cells holding a value are not missing', () => {
    const values = valuesAt({ 'A|2026-01-15|2': { at: '2026-01-14T09:05:00Z', captured: false } });
    expect(keys(missingCells(hourly(['A']), [op(D, D)], values, { from: D, to: D }, now))).toEqual([
      'A|2026-01-15|1',
      'A|2026-01-15|3',
      'A|2026-01-15|4',
    ]);
  });

  it('a reading captured from a process tag counts as entered', () => {
    const values = valuesAt({ 'A|2026-01-15|1': { at: '2026-01-14T08:00:00Z', captured: true } });
    expect(keys(missingCells(hourly(['A']), [op(D, D)], values, { from: D, to: D }, now))).not.toContain('A|2026-01-15|1');
  });

  it('a value entered late still clears its cell', () => {
    const values = valuesAt({ 'A|2026-01-15|1': { at: '2026-01-14T11:00:00Z', captured: false } });
    expect(missingCells(hourly(['A']), [op(D, D)], values, { from: D, to: D }, now)).toHaveLength(3);
  });

  it('nothing entered: every due cell is missing', () => {
    expect(missingCells(hourly(['A', 'B']), [op(D, D)], none, { from: D, to: D }, now)).toHaveLength(8);
  });
});

describe('completeness', () => {
  const cell = { code: 'A', date: D, hour: 1, dueAt: '2026-01-14T08:20:00.000Z' };

  it('states: missing, late, in time; a captured reading is always in time', () => {
    expect(cellState(cell, undefined)).toBe('missing');
    expect(cellState(cell, entryOf({ at: '2026-01-14T08:20:00.000Z', captured: false }))).toBe('onTime');
    expect(cellState(cell, entryOf({ at: '2026-01-14T08:21:00.000Z', captured: false }))).toBe('late');
    expect(cellState(cell, entryOf({ at: '2026-01-14T09:00:00.000Z', captured: true }))).toBe('onTime');
  });

  it('percent of due cells entered in time, rounded down; null when nothing was due', () => {
    const values = valuesAt({
      'A|2026-01-15|1': { at: '2026-01-14T08:10:00Z', captured: false },
      'A|2026-01-15|2': { at: '2026-01-14T11:00:00Z', captured: false },
      'A|2026-01-15|3': { at: '2026-01-14T10:00:00Z', captured: true },
    });
    expect(completenessOf(hourly(['A']), [op(D, D)], values, { from: D, to: D }, at('2026-01-14T11:30:00Z'))).toEqual({
      due: 4,
      onTime: 2,
      percent: 50,
    });
    expect(completenessOf(hourly(['A']), [], values, { from: D, to: D }, at('2026-01-14T11:30:00Z'))).toEqual({
      due: 0,
      onTime: 0,
      percent: null,
    });
  });
});
