import {
  chartTimeText,
  clockText,
  factoryDateAt,
  factoryDateText,
  factoryHourText,
  factoryHourTitle,
  factorySlotText,
  instantText,
} from './time.ts';

describe('one way to write time', () => {
  it('writes a factory hour as its clock time at the end of the hour and the factory hour', () => {
    expect(factoryHourText('2026-11-25', 1)).toBe('08:00 (h1)');
    expect(factoryHourText('2026-11-25', 17)).toBe('24:00 (h17)');
    expect(factoryHourText('2026-11-25', 18)).toBe('01:00 (h18)');
    expect(factoryHourText('2026-11-25', 24)).toBe('07:00 (h24)');
    expect(factorySlotText('2026-11-25', 23)).toBe('2026-11-25 06:00 (h23)');
  });

  it('tells the two 01:00 hours of the autumn day apart by the factory hour', () => {
    expect(factoryHourText('2026-10-25', 18)).toBe('01:00 (h18)');
    expect(factoryHourText('2026-10-25', 19)).toBe('01:00 (h19)');
    expect(factoryHourTitle('2026-10-25', 19)).toContain('repeated hour');
  });

  it('spells out the real span of a factory hour in its title', () => {
    expect(factoryHourTitle('2026-11-25', 1)).toBe('Factory hour 1 of 2026-11-25: 07:00–08:00 on 2026-11-24');
    expect(factoryHourTitle('2026-11-25', 18)).toBe('Factory hour 18 of 2026-11-25: 00:00–01:00 on 2026-11-25');
  });

  it('falls back to the bare hour for an hour the day does not have', () => {
    expect(factoryHourText('2026-11-25', 25)).toBe('h25');
  });

  it('writes instants on the plant clock, whatever the zone of the browser', () => {
    expect(instantText('2026-11-24T19:04:55Z')).toBe('2026-11-24 19:04:55');
    expect(instantText('2026-07-01T19:04:55Z')).toBe('2026-07-01 20:04:55');
    expect(instantText(null)).toBe('');
    expect(instantText('soon')).toBe('soon');
    expect(clockText(new Date('2026-07-01T19:04:55Z'))).toBe('20:04');
    // Chart axes and tooltips alike: the same order, to the minute.
    expect(chartTimeText(new Date('2026-11-27T12:00:30Z'))).toBe('2026-11-27 12:00');
    expect(chartTimeText('2026-07-01T06:00:00Z')).toBe('2026-07-01 07:00');
  });

  it('names factory dates: 07:00 ends a day, a minute later is the next one', () => {
    expect(factoryDateAt(new Date('2026-11-24T07:00:00Z'))).toBe('2026-11-24');
    expect(factoryDateAt(new Date('2026-11-24T07:01:00Z'))).toBe('2026-11-25');
    expect(factoryDateAt(new Date('2026-11-24T19:04:00Z'))).toBe('2026-11-25');
    expect(factoryDateText('2026-11-25', true)).toBe('Wed 2026-11-25');
    expect(factoryDateText('2026-11-25')).toBe('2026-11-25');
  });
});
