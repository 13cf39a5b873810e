import { factoryHourToInstant, instantToFactory } from '../time/factoryTime.ts';
import { gridCells, lastGridHour } from './grid.ts';
import { valuesStream, weekDates, weekdayIndex, weekStart } from './week.ts';

describe('factory weeks', () => {
  it('numbers weekdays from Monday', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0); // a Monday
    expect(weekdayIndex('2026-11-29')).toBe(6);
    expect(weekdayIndex('1999-12-31')).toBe(4); // a Friday, before the reference Monday
  });

  it('starts a week on the Monday on or before the date, across months and years', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
    expect(weekStart('2027-01-02')).toBe('2026-12-28');
    expect(weekDates('2027-01-02')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('names one stream per site and week', () => {
    expect(valuesStream('BA', '2026-11-25')).toBe('values-BA_2026-11-23');
    expect(valuesStream('BA', '2026-11-29')).toBe(valuesStream('BA', '2026-11-23'));
    expect(valuesStream('BA', '2026-11-30')).not.toBe(valuesStream('BA', '2026-11-29'));
    expect(valuesStream('WI', '2026-11-25')).toBe('values-WI_2026-11-23');
  });

  it('keeps both daylight-saving days inside their weeks', () => {
    expect(weekStart('2026-03-29')).toBe('2026-03-23'); // a Sunday
    expect(weekStart('2026-10-25')).toBe('2026-10-19');
  });
});

describe('grid cells', () => {
  // 2026-11-23 10:30 UTC (= local, winter) is factory date 2026-11-24, hour 4 (07:00..08:00 is hour 1).
  const now = new Date('2026-11-23T10:30:00Z');

  it('hourly END shows the whole factory day, 23 and 25 hours on the change days', () => {
    expect(gridCells('HLY', '2026-11-20', 'END', now)).toHaveLength(24);
    expect(gridCells('HLY', '2026-03-29', 'END', now)).toHaveLength(23);
    expect(gridCells('HLY', '2026-10-25', 'END', now).map((c) => c.hour)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('hourly NOW shows today up to the hour in progress, a past day whole', () => {
    expect(instantToFactory(now)).toEqual({ date: '2026-11-24', hour: 4 });
    expect(lastGridHour('2026-11-24', 'NOW', now)).toBe(4);
    expect(gridCells('HLY', '2026-11-24', 'NOW', now).at(-1)).toEqual({ date: '2026-11-24', hour: 4 });
    expect(lastGridHour('2026-11-23', 'NOW', now)).toBe(24);
  });

  it('daily shows Monday..Sunday each at its daily hour (real 07:00)', () => {
    const cells = gridCells('DLY', '2026-10-22', 'NOW', now);
    expect(cells.map((c) => c.date)).toEqual(weekDates('2026-10-19'));
    expect(cells.map((c) => c.hour)).toEqual([24, 24, 24, 24, 24, 24, 25]);
    for (const c of cells) expect(factoryHourToInstant(c.date, c.hour).toISOString().slice(11, 13)).toMatch(/0[67]/);
  });
});
