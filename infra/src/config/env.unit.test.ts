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
    expect(() => readSettings({ FTR_DEMO_DAYS: value })).toThrow(
      `FTR_DEMO_DAYS must be a whole number of days (0 or more), not '${value}'`,
    );
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no forwarded header unless set', () => {
    expect(readSettings({}).trustProxy).toBe(false);
    expect(readSettings({ TRUST_PROXY: ' ' }).trustProxy).toBe(false);
  });

  it('reads a hop count or a list of proxy addresses and CIDRs', () => {
    const oneHop = readSettings({ TRUST_PROXY: '1' }).trustProxy;
    expect(typeof oneHop === 'function' && [oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
    expect(readSettings({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
      'loopback',
    ]);
  });

  it.each(['true', '10.0.0.300', '10.0.0.0/40', 'proxy.example.com'])('refuses %s with a clear message', (value) => {
    expect(() => readSettings({ TRUST_PROXY: value })).toThrow(
      `TRUST_PROXY must be a hop count or comma-separated proxy addresses/CIDRs, not '${value}'`,
    );
  });
});
