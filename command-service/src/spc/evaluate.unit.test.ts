import { breaksCompleted } from './evaluate.ts';

const subject = { site: 'BA' as const, code: 'ZS-PH-V-1H', date: '2026-11-26', operation: 'BC2026', limitsVersion: '42' };
const limits = { centre: 10, sigma: 1 };
const point = (hour: number, value: number, date = subject.date) => ({ date, hour, value });

describe('breaksCompleted', () => {
  it('judges each changed point by the windows it ends, keyed by the limits’ version, point, rule and value', () => {
    const series = [point(24, 12.5, '2026-11-25'), point(1, 10.2), point(2, 12.1), point(3, 13.4)];
    const breaks = breaksCompleted(
      subject,
      series,
      [
        { hour: 2, value: 12.1 },
        { hour: 3, value: 13.4 },
      ],
      limits,
      [1, 2],
    );
    expect(breaks.map((b) => [b.hour, b.rule, b.key, b.points.map((p) => p.hour)])).toEqual([
      [2, 2, '42:2026-11-26:2:2:12.1', [24, 1, 2]],
      [3, 1, '42:2026-11-26:3:1:13.4', [3]],
      [3, 2, '42:2026-11-26:3:2:13.4', [1, 2, 3]],
    ]);
    expect(breaks[0]).toMatchObject({ site: 'BA', code: subject.code, date: subject.date, value: 12.1, centre: 10, sigma: 1 });
  });

  it('skips a point the read side already holds another value for (the later event judges it)', () => {
    expect(breaksCompleted(subject, [point(1, 10)], [{ hour: 1, value: 20 }], limits, [1])).toEqual([]);
  });
});
