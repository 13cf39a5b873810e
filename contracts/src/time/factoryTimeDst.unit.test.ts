import {
  addDays,
  dailyValueHour,
  factoryDayEnd,
  factoryDayStart,
  factoryHourToInstant,
  hoursInFactoryDay,
  instantToFactory,
  realLabel,
  realToFactory,
} from './index.ts';

const HOUR_MS = 3_600_000;
const iso = (d: Date): string => d.toISOString();
const at = (s: string): Date => new Date(s);
const hoursOf = (date: string): number[] => Array.from({ length: hoursInFactoryDay(date) }, (_, i) => i + 1);

interface DstCase {
  readonly year: number;
  readonly kind: 'spring' | 'autumn';
  readonly date: string;
  readonly start: string;
  readonly end: string;
  readonly hours: 23 | 25;
}

const dstCases: DstCase[] = [
  { year: 2026, kind: 'spring', date: '2026-03-29', start: '2026-03-28T07:00:00.000Z', end: '2026-03-29T06:00:00.000Z', hours: 23 },
  { year: 2026, kind: 'autumn', date: '2026-10-25', start: '2026-10-24T06:00:00.000Z', end: '2026-10-25T07:00:00.000Z', hours: 25 },
  { year: 2025, kind: 'spring', date: '2025-03-30', start: '2025-03-29T07:00:00.000Z', end: '2025-03-30T06:00:00.000Z', hours: 23 },
  { year: 2025, kind: 'autumn', date: '2025-10-26', start: '2025-10-25T06:00:00.000Z', end: '2025-10-26T07:00:00.000Z', hours: 25 },
];

/** The expected real label of every hour of a daylight-saving day, from the wall clock. */
const expectedLabels = (c: DstCase): { realDate: string; realHour: number; fold: 0 | 1 }[] => {
  const prev = addDays(c.date, -1);
  const first17 = Array.from({ length: 17 }, (_, i) => ({ realDate: prev, realHour: i + 8, fold: 0 as const }));
  if (c.kind === 'spring') {
    // 01:00 GMT becomes 02:00 BST: real hour 1 does not exist.
    return [...first17, ...[2, 3, 4, 5, 6, 7].map((h) => ({ realDate: c.date, realHour: h, fold: 0 as const }))];
  }
  // 02:00 BST becomes 01:00 GMT: real hour 1 happens twice.
  return [
    ...first17,
    { realDate: c.date, realHour: 1, fold: 0 },
    { realDate: c.date, realHour: 1, fold: 1 },
    ...[2, 3, 4, 5, 6, 7].map((h) => ({ realDate: c.date, realHour: h, fold: 0 as const })),
  ];
};

describe.each(dstCases)('$kind $year: factory day $date', (c) => {
  it(`has ${c.hours} hours, from ${c.start} to ${c.end}`, () => {
    expect(hoursInFactoryDay(c.date)).toBe(c.hours);
    expect(dailyValueHour(c.date)).toBe(c.hours);
    expect(iso(factoryDayStart(c.date))).toBe(c.start);
    expect(iso(factoryDayEnd(c.date))).toBe(c.end);
    expect(iso(factoryHourToInstant(c.date, c.hours))).toBe(c.end);
  });

  it('the days either side have 24 hours', () => {
    for (const d of [addDays(c.date, -2), addDays(c.date, -1), addDays(c.date, 1), addDays(c.date, 2)]) {
      expect(hoursInFactoryDay(d)).toBe(24);
    }
  });

  it('every hour is a distinct instant, one hour apart, with no gap to the neighbouring days', () => {
    const instants = hoursOf(c.date).map((h) => factoryHourToInstant(c.date, h).getTime());
    expect(new Set(instants).size).toBe(c.hours);
    instants.forEach((t, i) => expect(t).toBe(Date.parse(c.start) + (i + 1) * HOUR_MS));
    expect(factoryHourToInstant(addDays(c.date, -1), 24).getTime()).toBe(Date.parse(c.start));
    expect(factoryHourToInstant(addDays(c.date, 1), 1).getTime()).toBe(Date.parse(c.end) + HOUR_MS);
  });

  it('rejects the hour after the last', () => {
    expect(() => factoryHourToInstant(c.date, c.hours + 1)).toThrow(RangeError);
    expect(() => factoryHourToInstant(c.date, 0)).toThrow(RangeError);
  });

  it('labels every hour with its wall-clock real hour, and the labels are distinct', () => {
    const labels = hoursOf(c.date).map((h) => realLabel(c.date, h));
    expect(labels).toEqual(expectedLabels(c));
    expect(new Set(labels.map((l) => `${l.realDate} ${l.realHour} ${l.fold}`)).size).toBe(c.hours);
  });

  it.each(Array.from({ length: c.hours }, (_, i) => i + 1))('hour %i round-trips through its instant and its real label', (h) => {
    expect(instantToFactory(factoryHourToInstant(c.date, h))).toEqual({ date: c.date, hour: h });
    const label = realLabel(c.date, h);
    expect(realToFactory(label.realDate, label.realHour, label.fold)).toEqual({ date: c.date, hour: h });
  });

  it('midnight is factory hour 17 and real hour 7 is the last hour', () => {
    const prev = addDays(c.date, -1);
    expect(realToFactory(prev, 24)).toEqual({ date: c.date, hour: 17 });
    expect(realToFactory(c.date, 7)).toEqual({ date: c.date, hour: c.hours });
  });
});

describe('named hours on the daylight-saving days of 2026', () => {
  it('spring: 00:00 GMT is hour 17, 02:00 BST hour 18, real hour 1 does not exist', () => {
    expect(iso(factoryHourToInstant('2026-03-29', 17))).toBe('2026-03-29T00:00:00.000Z');
    expect(iso(factoryHourToInstant('2026-03-29', 18))).toBe('2026-03-29T01:00:00.000Z');
    expect(realLabel('2026-03-29', 18)).toEqual({ realDate: '2026-03-29', realHour: 2, fold: 0 });
    expect(iso(factoryHourToInstant('2026-03-29', 23))).toBe('2026-03-29T06:00:00.000Z');
    expect(() => realToFactory('2026-03-29', 1)).toThrow(RangeError);
    expect(() => factoryHourToInstant('2026-03-29', 24)).toThrow(RangeError);
  });

  it('autumn: 01:00 BST (00:00Z) is hour 18 fold 0, 01:00 GMT (01:00Z) is hour 19 fold 1', () => {
    expect(iso(factoryHourToInstant('2026-10-25', 17))).toBe('2026-10-24T23:00:00.000Z');
    expect(iso(factoryHourToInstant('2026-10-25', 18))).toBe('2026-10-25T00:00:00.000Z');
    expect(iso(factoryHourToInstant('2026-10-25', 19))).toBe('2026-10-25T01:00:00.000Z');
    expect(iso(factoryHourToInstant('2026-10-25', 20))).toBe('2026-10-25T02:00:00.000Z');
    expect(iso(factoryHourToInstant('2026-10-25', 25))).toBe('2026-10-25T07:00:00.000Z');
    expect(realToFactory('2026-10-25', 1)).toEqual({ date: '2026-10-25', hour: 18 });
    expect(realToFactory('2026-10-25', 1, 0)).toEqual({ date: '2026-10-25', hour: 18 });
    expect(realToFactory('2026-10-25', 1, 1)).toEqual({ date: '2026-10-25', hour: 19 });
    expect(realToFactory('2026-10-25', 2)).toEqual({ date: '2026-10-25', hour: 20 });
    expect(instantToFactory(at('2026-10-25T00:30:00.000Z'))).toEqual({ date: '2026-10-25', hour: 19 });
    expect(instantToFactory(at('2026-10-24T23:30:00.000Z'))).toEqual({ date: '2026-10-25', hour: 18 });
  });
});
