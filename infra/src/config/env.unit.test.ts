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

describe('MQTT_USERNAME / MQTT_PASSWORD', () => {
  it('are the broker account of the ingest and the simulator; unset, the client is anonymous', () => {
    expect(readSettings({})).toMatchObject({ mqttUsername: undefined, mqttPassword: undefined });
    expect(readSettings({ MQTT_USERNAME: ' ftr-ingest ', MQTT_PASSWORD: ' pass word ' })).toMatchObject({
      mqttUsername: 'ftr-ingest',
      mqttPassword: ' pass word ', // a password is taken as written
    });
    expect(readSettings({ MQTT_USERNAME: '', MQTT_PASSWORD: '' })).toMatchObject({ mqttUsername: undefined, mqttPassword: undefined });
  });
});

describe('EVENT_STORE and READ_STORE', () => {
  const pg = 'postgres://ftr@db.example.com/ftr';
  it('default to the embedded file, or to the adapter whose URL is set', () => {
    expect(readSettings({})).toMatchObject({ eventStore: 'sqlite', readStore: 'sqlite' });
    expect(readSettings({ POSTGRES_URL: pg })).toMatchObject({ eventStore: 'postgres', readStore: 'postgres', postgresUrl: pg });
    expect(readSettings({ POSTGRES_URL: pg, EVENTSTORE_URL: 'esdb://es:2113', MONGODB_URL: 'mongodb://m' })).toMatchObject({
      eventStore: 'eventstoredb',
      readStore: 'mongodb',
    });
  });

  it('choose an adapter by name, each needing its URL', () => {
    expect(readSettings({ POSTGRES_URL: pg, READ_STORE: 'sqlite' })).toMatchObject({ eventStore: 'postgres', readStore: 'sqlite' });
    expect(readSettings({ POSTGRES_URL: pg, MONGODB_URL: 'mongodb://m', READ_STORE: 'Postgres' }).readStore).toBe('postgres');
    expect(() => readSettings({ EVENT_STORE: 'postgres' })).toThrow('EVENT_STORE=postgres needs POSTGRES_URL');
    expect(() => readSettings({ READ_STORE: 'mongodb' })).toThrow('READ_STORE=mongodb needs MONGODB_URL');
    expect(() => readSettings({ READ_STORE: 'mysql' })).toThrow("READ_STORE must be one of sqlite, mongodb, postgres, not 'mysql'");
  });
});

describe('SQLITE_GROUP_COMMIT', () => {
  it('makes the embedded event log durable by group commit unless set to 0', () => {
    expect(readSettings({}).sqliteGroupCommit).toBe(true);
    expect(readSettings({ SQLITE_GROUP_COMMIT: '1' }).sqliteGroupCommit).toBe(true);
    expect(readSettings({ SQLITE_GROUP_COMMIT: '0' }).sqliteGroupCommit).toBe(false);
  });
});
