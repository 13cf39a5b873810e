import { parseSimulatorArgs } from './simulateTags.ts';

describe('npm run simulate-tags arguments', () => {
  it('defaults to MQTT_URL (else the local broker), 10 s and every factory site', () => {
    expect(parseSimulatorArgs([], {})).toEqual({
      url: 'mqtt://127.0.0.1:1883',
      username: undefined,
      password: undefined,
      intervalMs: 10_000,
      sites: ['BA', 'BU', 'CA', 'NE', 'WI'],
    });
    expect(parseSimulatorArgs([], { MQTT_URL: 'mqtt://broker:1883' })).toMatchObject({ url: 'mqtt://broker:1883' });
  });

  it('signs in to the broker as MQTT_USERNAME with MQTT_PASSWORD', () => {
    expect(parseSimulatorArgs([], { MQTT_USERNAME: 'ftr-simulator', MQTT_PASSWORD: 's3cret' })).toMatchObject({
      username: 'ftr-simulator',
      password: 's3cret',
    });
  });

  it('takes --url, --interval in seconds and --sites', () => {
    expect(parseSimulatorArgs(['--url', 'mqtt://x', '--interval', '2.5', '--sites', 'ba,wi'], {})).toEqual({
      url: 'mqtt://x',
      username: undefined,
      password: undefined,
      intervalMs: 2_500,
      sites: ['BA', 'WI'],
    });
  });

  it('refuses what it does not know', () => {
    expect(parseSimulatorArgs(['--sites', 'BA,CO'], {})).toBe('Sites must be among BA, BU, CA, NE, WI');
    expect(parseSimulatorArgs(['--interval', '0'], {})).toMatch(/^Usage/);
    expect(parseSimulatorArgs(['--verbose'], {})).toMatch(/^Usage/);
  });
});
