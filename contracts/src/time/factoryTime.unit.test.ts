import {
  DAY_START_HOUR,
  FACTORY_ZONE,
  REAL_HOUR_OFFSET,
  addDays,
  currentHour,
  dailyValueHour,
  daysBetween,
  factoryDateOf,
  factoryDayEnd,
  factoryDayStart,
  factoryHourToInstant,
  factoryToday,
  hoursInFactoryDay,
  instantToFactory,
  isIsoDate,
  parseIsoDate,
  realLabel,
  realToFactory,
  systemClock,
} from './index.ts';

const HOUR_MS = 3_600_000;
const iso = (d: Date): string => d.toISOString();
const at = (s: string): Date => new Date(s);
const hoursOf = (date: string): number[] => Array.from({ length: hoursInFactoryDay(date) }, (_, i) => i + 1);
const datesFrom = (first: string, count: number): string[] => Array.from({ length: count }, (_, i) => addDays(first, i));

describe('constants', () => {
  it('are the factory conventions', () => {
    expect(FACTORY_ZONE).toBe('Europe/London');
    expect(DAY_START_HOUR).toBe(7);
    expect(REAL_HOUR_OFFSET).toBe(17);
  });
});

describe('calendar dates', () => {
  it.each(['2026-01-01', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31'])('accepts %s', (s) => {
    expect(isIsoDate(s)).toBe(true);
  });

  it.each(['2026-02-29', '1900-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-1-01', '26-01-01', '2026-01-01T00:00', '', 'today'])(
    'rejects %j',
    (s) => {
      expect(isIsoDate(s)).toBe(false);
      expect(() => parseIsoDate(s)).toThrow(RangeError);
    },
  );

  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-03-28', 2, '2026-03-30'],
    ['2026-10-24', 2, '2026-10-26'],
    ['2026-06-15', 0, '2026-06-15'],
    ['2026-01-01', 365, '2027-01-01'],
    ['2024-01-01', 366, '2025-01-01'],
  ])('addDays(%s, %i) = %s', (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(n);
    expect(daysBetween(expected, date) + n).toBe(0);
  });

  it('daysBetween counts whole calendar days across daylight-saving changes', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
  });

  it('addDays rejects bad input', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-01-01', 0.5)).toThrow(RangeError);
    expect(() => daysBetween('x', '2026-01-01')).toThrow(RangeError);
  });
});

describe('a normal winter day (2026-01-15)', () => {
  const D = '2026-01-15';

  it('runs 07:00 GMT on D-1 to 07:00 GMT on D, 24 hours', () => {
    expect(iso(factoryDayStart(D))).toBe('2026-01-14T07:00:00.000Z');
    expect(iso(factoryDayEnd(D))).toBe('2026-01-15T07:00:00.000Z');
    expect(hoursInFactoryDay(D)).toBe(24);
    expect(dailyValueHour(D)).toBe(24);
  });

  it('stamps each hour at its end', () => {
    expect(iso(factoryHourToInstant(D, 1))).toBe('2026-01-14T08:00:00.000Z');
    expect(iso(factoryHourToInstant(D, 17))).toBe('2026-01-15T00:00:00.000Z');
    expect(iso(factoryHourToInstant(D, 24))).toBe('2026-01-15T07:00:00.000Z');
  });

  it.each(hoursOf(D))('hour %i round-trips through its instant and its real label', (h) => {
    const instant = factoryHourToInstant(D, h);
    expect(instant.getTime()).toBe(factoryDayStart(D).getTime() + h * HOUR_MS);
    expect(instantToFactory(instant)).toEqual({ date: D, hour: h });
    const label = realLabel(D, h);
    expect(label).toEqual(h <= 17 ? { realDate: '2026-01-14', realHour: h + 7, fold: 0 } : { realDate: D, realHour: h - 17, fold: 0 });
    expect(realToFactory(label.realDate, label.realHour, label.fold)).toEqual({ date: D, hour: h });
  });
});

describe('a normal summer day (2026-07-15)', () => {
  const D = '2026-07-15';

  it('runs 07:00 BST on D-1 to 07:00 BST on D, 24 hours', () => {
    expect(iso(factoryDayStart(D))).toBe('2026-07-14T06:00:00.000Z');
    expect(iso(factoryDayEnd(D))).toBe('2026-07-15T06:00:00.000Z');
    expect(hoursInFactoryDay(D)).toBe(24);
  });

  it.each(hoursOf(D))('hour %i round-trips through its instant and its real label', (h) => {
    const instant = factoryHourToInstant(D, h);
    expect(instantToFactory(instant)).toEqual({ date: D, hour: h });
    const label = realLabel(D, h);
    expect(label).toEqual(h <= 17 ? { realDate: '2026-07-14', realHour: h + 7, fold: 0 } : { realDate: D, realHour: h - 17, fold: 0 });
    expect(realToFactory(label.realDate, label.realHour, label.fold)).toEqual({ date: D, hour: h });
  });
});

describe('real time = factory time - 17 hours (spec 3 §9)', () => {
  it('factory hour 24 is real hour 7 of the same date (where daily values sit)', () => {
    expect(realLabel('2026-01-15', 24)).toEqual({ realDate: '2026-01-15', realHour: 7, fold: 0 });
    expect(realToFactory('2026-01-15', 7)).toEqual({ date: '2026-01-15', hour: 24 });
  });

  it('factory hour 1 is real hour 8 of the previous date', () => {
    expect(realLabel('2026-01-15', 1)).toEqual({ realDate: '2026-01-14', realHour: 8, fold: 0 });
    expect(realToFactory('2026-01-14', 8)).toEqual({ date: '2026-01-15', hour: 1 });
  });

  it('real hour 0 (midnight) is shown as hour 24 of the previous date, which is factory hour 17', () => {
    expect(realLabel('2026-01-15', 17)).toEqual({ realDate: '2026-01-14', realHour: 24, fold: 0 });
    expect(realToFactory('2026-01-14', 24)).toEqual({ date: '2026-01-15', hour: 17 });
    expect(realLabel('2026-01-15', 18)).toEqual({ realDate: '2026-01-15', realHour: 1, fold: 0 });
  });

  it('real hour 24 at a month and year end', () => {
    expect(realToFactory('2026-12-31', 24)).toEqual({ date: '2027-01-01', hour: 17 });
    expect(realLabel('2027-01-01', 17)).toEqual({ realDate: '2026-12-31', realHour: 24, fold: 0 });
    expect(realToFactory('2026-02-28', 24)).toEqual({ date: '2026-03-01', hour: 17 });
  });

  it.each([0, 25, -1, 7.5, Number.NaN])('rejects real hour %p', (h) => {
    expect(() => realToFactory('2026-01-15', h)).toThrow(RangeError);
  });

  it('rejects fold 1 on an hour that is not repeated, and a bad date', () => {
    expect(() => realToFactory('2026-01-15', 1, 1)).toThrow(RangeError);
    expect(() => realToFactory('2026-10-25', 2, 1)).toThrow(RangeError);
    expect(() => realToFactory('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('instant to factory hour at the day boundary', () => {
  it.each([
    ['07:00 GMT exactly is the last hour of the day it ends', '2026-01-15T07:00:00.000Z', '2026-01-15', 24],
    ['06:59:59.999 GMT', '2026-01-15T06:59:59.999Z', '2026-01-15', 24],
    ['07:00:00.001 GMT starts the next day', '2026-01-15T07:00:00.001Z', '2026-01-16', 1],
    ['06:00:00.000 GMT', '2026-01-15T06:00:00.000Z', '2026-01-15', 23],
    ['06:00:00.001 GMT', '2026-01-15T06:00:00.001Z', '2026-01-15', 24],
    ['07:59:59.999 GMT', '2026-01-15T07:59:59.999Z', '2026-01-16', 1],
    ['08:00 GMT', '2026-01-15T08:00:00.000Z', '2026-01-16', 1],
    ['midnight GMT', '2026-01-15T00:00:00.000Z', '2026-01-15', 17],
    ['07:00 BST exactly', '2026-07-15T06:00:00.000Z', '2026-07-15', 24],
    ['06:59:59.999 BST', '2026-07-15T05:59:59.999Z', '2026-07-15', 24],
    ['07:00:00.001 BST', '2026-07-15T06:00:00.001Z', '2026-07-16', 1],
    ['07:00 BST on the spring day', '2026-03-29T06:00:00.000Z', '2026-03-29', 23],
    ['07:00:00.001 BST on the spring day', '2026-03-29T06:00:00.001Z', '2026-03-30', 1],
    ['07:00 BST starting the autumn day', '2026-10-24T06:00:00.000Z', '2026-10-24', 24],
    ['07:00:00.001 BST starting the autumn day', '2026-10-24T06:00:00.001Z', '2026-10-25', 1],
    ['07:00 GMT ending the autumn day', '2026-10-25T07:00:00.000Z', '2026-10-25', 25],
    ['07:00:00.001 GMT after the autumn day', '2026-10-25T07:00:00.001Z', '2026-10-26', 1],
    ['new year', '2026-12-31T07:00:00.001Z', '2027-01-01', 1],
  ])('%s', (_name, instant, date, hour) => {
    expect(instantToFactory(at(instant))).toEqual({ date, hour });
    expect(factoryDateOf(at(instant))).toBe(date);
    expect(factoryToday(at(instant))).toBe(date);
  });

  it('the day start instant belongs to the previous day', () => {
    expect(instantToFactory(factoryDayStart('2026-01-15'))).toEqual({ date: '2026-01-14', hour: 24 });
    expect(instantToFactory(factoryDayStart('2026-03-30'))).toEqual({ date: '2026-03-29', hour: 23 });
    expect(instantToFactory(factoryDayStart('2026-10-26'))).toEqual({ date: '2026-10-25', hour: 25 });
  });

  it('rejects an invalid Date', () => {
    expect(() => instantToFactory(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => factoryDateOf(new Date('nope'))).toThrow(RangeError);
  });
});

describe('factoryHourToInstant input checks', () => {
  it.each([0, 25, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects hour %p on a normal day', (h) => {
    expect(() => factoryHourToInstant('2026-01-15', h)).toThrow(RangeError);
  });

  it('rejects a bad date', () => {
    expect(() => factoryHourToInstant('2026-02-29', 1)).toThrow(RangeError);
    expect(() => hoursInFactoryDay('15/01/2026')).toThrow(RangeError);
    expect(() => realLabel('2026-01-15', 25)).toThrow(RangeError);
  });
});

describe('currentHour (hour mode, spec 1 §4)', () => {
  it.each([
    ['06:30 GMT', '2026-01-15T06:30:00.000Z', '2026-01-15', 24, 24],
    ['07:00 GMT exactly', '2026-01-15T07:00:00.000Z', '2026-01-15', 24, 24],
    ['07:00:00.001 GMT', '2026-01-15T07:00:00.001Z', '2026-01-16', 1, 24],
    ['07:30 GMT', '2026-01-15T07:30:00.000Z', '2026-01-16', 1, 24],
    ['13:15 GMT', '2026-01-15T13:15:00.000Z', '2026-01-16', 7, 24],
    ['23:59 GMT', '2026-01-15T23:59:00.000Z', '2026-01-16', 17, 24],
    ['00:30 GMT', '2026-01-16T00:30:00.000Z', '2026-01-16', 18, 24],
    ['07:30 BST', '2026-07-15T06:30:00.000Z', '2026-07-16', 1, 24],
    ['06:30 BST on the spring day', '2026-03-29T05:30:00.000Z', '2026-03-29', 23, 23],
    ['02:30 BST on the spring day', '2026-03-29T01:30:00.000Z', '2026-03-29', 19, 23],
    ['01:30 BST on the autumn day', '2026-10-25T00:30:00.000Z', '2026-10-25', 19, 25],
    ['01:30 GMT on the autumn day', '2026-10-25T01:30:00.000Z', '2026-10-25', 20, 25],
    ['06:30 GMT on the autumn day', '2026-10-25T06:30:00.000Z', '2026-10-25', 25, 25],
  ])('at %s: NOW is the hour in progress, END the last hour of that day', (_name, now, date, nowHour, endHour) => {
    expect(currentHour(at(now), 'NOW')).toEqual({ date, hour: nowHour });
    expect(currentHour(at(now), 'END')).toEqual({ date, hour: endHour });
  });

  it('END is the daily-value hour, which is real 07:00', () => {
    for (const now of ['2026-01-15T12:00:00.000Z', '2026-03-28T12:00:00.000Z', '2026-10-24T12:00:00.000Z']) {
      const end = currentHour(at(now), 'END');
      expect(end.hour).toBe(dailyValueHour(end.date));
      expect(realLabel(end.date, end.hour)).toEqual({ realDate: end.date, realHour: 7, fold: 0 });
    }
  });
});

describe('systemClock', () => {
  it('reads the machine clock', () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});

describe('every hour of 2026 (property)', () => {
  const dates = datesFrom('2026-01-01', 365);
  const all = dates.flatMap((date) => hoursOf(date).map((hour) => ({ date, hour })));

  it('the hours of the factory year add up to the hours of the year', () => {
    const sum = dates.reduce((n, d) => n + hoursInFactoryDay(d), 0);
    expect(sum).toBe(365 * 24);
    expect(all).toHaveLength(sum);
    expect((factoryDayEnd('2026-12-31').getTime() - factoryDayStart('2026-01-01').getTime()) / HOUR_MS).toBe(sum);
    expect(dates.filter((d) => hoursInFactoryDay(d) !== 24)).toEqual(['2026-03-29', '2026-10-25']);
  });

  it('instantToFactory(factoryHourToInstant(d, h)) = (d, h), with consecutive hours exactly one hour apart', () => {
    let previous = factoryDayStart('2026-01-01').getTime();
    for (const { date, hour } of all) {
      const instant = factoryHourToInstant(date, hour);
      if (instant.getTime() - previous !== HOUR_MS) throw new Error(`${date} ${hour} is not one hour after the previous hour`);
      previous = instant.getTime();
      const back = instantToFactory(instant);
      if (back.date !== date || back.hour !== hour) throw new Error(`${date} ${hour} came back as ${back.date} ${back.hour}`);
      const inside = instantToFactory(new Date(instant.getTime() - HOUR_MS / 2));
      if (inside.date !== date || inside.hour !== hour)
        throw new Error(`inside ${date} ${hour} came back as ${inside.date} ${inside.hour}`);
    }
  });

  it('realToFactory(realLabel(d, h)) = (d, h), labels are distinct, and normal days follow the 17-hour offset', () => {
    const seen = new Set<string>();
    for (const { date, hour } of all) {
      const label = realLabel(date, hour);
      seen.add(`${label.realDate} ${label.realHour} ${label.fold}`);
      const back = realToFactory(label.realDate, label.realHour, label.fold);
      if (back.date !== date || back.hour !== hour) throw new Error(`${date} ${hour} came back as ${back.date} ${back.hour}`);
      if (hoursInFactoryDay(date) === 24) {
        const expected =
          hour <= REAL_HOUR_OFFSET
            ? { realDate: addDays(date, -1), realHour: hour + 24 - REAL_HOUR_OFFSET }
            : { realDate: date, realHour: hour - REAL_HOUR_OFFSET };
        if (label.realDate !== expected.realDate || label.realHour !== expected.realHour || label.fold !== 0) {
          throw new Error(`${date} ${hour} is labelled ${JSON.stringify(label)}, not ${JSON.stringify(expected)}`);
        }
      }
    }
    expect(seen.size).toBe(all.length);
    expect([...seen].filter((k) => k.endsWith(' 1'))).toEqual(['2026-10-25 1 1']);
  });

  it('every real hour of every calendar day of 2026 maps to a factory hour, except the spring gap', () => {
    let count = 0;
    for (const realDate of datesFrom('2026-01-01', 365)) {
      for (let realHour = 1; realHour <= 24; realHour += 1) {
        if (realDate === '2026-03-29' && realHour === 1) {
          expect(() => realToFactory(realDate, realHour)).toThrow(RangeError);
          continue;
        }
        const f = realToFactory(realDate, realHour);
        const label = realLabel(f.date, f.hour);
        if (label.realDate !== realDate || label.realHour !== realHour || label.fold !== 0) {
          throw new Error(`real ${realDate} ${realHour} came back as ${JSON.stringify(label)}`);
        }
        count += 1;
      }
    }
    expect(count).toBe(365 * 24 - 1);
  });
});
