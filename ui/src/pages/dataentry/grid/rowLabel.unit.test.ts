import { rowLabel } from './rowLabel.ts';

const row = { date: '2026-11-23', hour: 1, realDate: '2026-11-22', realHour: 8, values: {} };

describe('row labels', () => {
  it('hourly rows show the clock time and the factory hour, the real span on hover', () => {
    expect(rowLabel(row, 'HLY')).toEqual({ text: '08:00 (h1)', title: 'Factory hour 1 of 2026-11-23: 07:00–08:00 on 2026-11-22' });
  });

  it('daily rows show weekday and date', () => {
    expect(rowLabel(row, 'DLY').text).toBe('Mon 2026-11-23');
    expect(rowLabel({ ...row, date: '2026-11-29' }, 'DLY').text).toBe('Sun 2026-11-29');
  });
});
