import { DEFAULT_DEMO_DAYS, readSettings } from './env.ts';

describe('FTR_DEMO_DAYS', () => {
  it('defaults to 60 days and reads a whole number of days, 0 included', () => {
    expect(DEFAULT_DEMO_DAYS).toBe(60);
    expect(readSettings({}).demoDays).toBe(60);
    expect(readSettings({ FTR_DEMO_DAYS: ' ' }).demoDays).toBe(60);
    expect(readSettings({ FTR_DEMO_DAYS: '7' }).demoDays).toBe(7);
    expect(readSettings({ FTR_DEMO_DAYS: '0' }).demoDays).toBe(0);
  });

  it.each(['-1', '2.5', 'sixty'])('refuses %s with a clear message', (value) => {
    expect(() => readSettings({ FTR_DEMO_DAYS: value })).toThrow(`FTR_DEMO_DAYS must be a whole number of days (0 or more), not '${value}'`);
  });
});
