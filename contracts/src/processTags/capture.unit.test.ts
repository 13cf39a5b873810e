import { aggregateReadings, captureAggregateOf, captureCellHour, capturePeriodOf, captureWindow, inCaptureWindow } from './capture.ts';

const at = (minute: number, value: number) => ({ timestamp: `2026-11-26T10:${String(minute).padStart(2, '0')}:00.000Z`, value });

describe('process tag capture aggregation', () => {
  it('takes the aggregate from the statistic part of an hourly code', () => {
    expect(captureAggregateOf('BS-TN-A-1H')).toBe('average');
    expect(captureAggregateOf('BS-TN-T-1H')).toBe('sum');
    expect(captureAggregateOf('BS-TN-MN-1H')).toBe('min');
    expect(captureAggregateOf('BS-TN-MX-1H')).toBe('max');
    expect(captureAggregateOf('BS-TN-V-1H')).toBe('last');
    expect(captureAggregateOf('BS-TN-Q-1H')).toBe('last');
    expect(captureAggregateOf('BS-TN-T-1D')).toBe('sum'); // a daily weighbridge total
    expect(capturePeriodOf('BS-TN-T-1D')).toBe('D');
    expect(capturePeriodOf('BS-TN-V-1H')).toBe('H');
    expect(captureAggregateOf('BS-TN-T-1W')).toBeNull(); // weekly: not captured
    expect(captureAggregateOf('TJBX')).toBeNull();
  });

  it('aggregates the readings of an hour, rounded to 6 decimals', () => {
    const readings = [at(30, 2), at(10, 1), at(50, 0.3)];
    expect(aggregateReadings('average', readings)).toBe(1.1);
    expect(aggregateReadings('sum', readings)).toBe(3.3);
    expect(aggregateReadings('min', readings)).toBe(0.3);
    expect(aggregateReadings('max', readings)).toBe(2);
    expect(aggregateReadings('last', readings)).toBe(0.3); // by time, not arrival
    expect(aggregateReadings('average', [at(1, 0.1), at(2, 0.2)])).toBe(0.15);
    expect(aggregateReadings('sum', [])).toBeNull();
  });

  it('places a reading in the factory hour it ends or falls in, across the clock change', () => {
    // 26 Nov (GMT): factory hour 1 of 26 Nov is 07:00–08:00 on 25 Nov
    expect(captureWindow('2026-11-26', 1)).toEqual({ after: '2026-11-25T07:00:00.000Z', through: '2026-11-25T08:00:00.000Z' });
    const window = captureWindow('2026-11-26', 1);
    expect(inCaptureWindow('2026-11-25T07:00:00.000Z', window)).toBe(false); // the start belongs to the hour before
    expect(inCaptureWindow('2026-11-25T07:00:00.001Z', window)).toBe(true);
    expect(inCaptureWindow('2026-11-25T08:00:00.000Z', window)).toBe(true); // the end belongs to the hour
    // BST: factory hour 1 of 1 Jul starts 07:00 local = 06:00 UTC on 30 Jun
    expect(captureWindow('2026-07-01', 1).after).toBe('2026-06-30T06:00:00.000Z');
    // the autumn day has 25 hours; its hour 25 ends at 07:00 GMT on 25 Oct
    expect(captureWindow('2026-10-25', 25).through).toBe('2026-10-25T07:00:00.000Z');
  });

  it('captures a daily value from the whole factory day, into the day’s last hour', () => {
    expect(captureWindow('2026-11-26', 'D')).toEqual({ after: '2026-11-25T07:00:00.000Z', through: '2026-11-26T07:00:00.000Z' });
    expect(captureCellHour('2026-11-26', 'D')).toBe(24);
    expect(captureCellHour('2026-10-25', 'D')).toBe(25);
    expect(captureCellHour('2026-03-29', 'D')).toBe(23);
    expect(captureCellHour('2026-11-26', 7)).toBe(7);
  });
});
