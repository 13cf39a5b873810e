import {
  MAX_READINGS_BATCH_BYTES,
  PROCESS_TAG_MESSAGES as M,
  type DistinctTagDto,
  type ReadingsBatchResult,
  type TagReadingDto,
  type WeighbridgeProductDto,
  type WeighbridgeReadingDto,
} from '@ftr/contracts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers, seedUsers } from '../testing/http.ts';

const NOW = new Date('2026-11-26T12:30:00Z');
let server: TestServer;
const { ok, read, refused, call } = httpHelpers(() => server);
const t = { historian: '', historianWi: '', supervisor: '', operator: '', manager: '', admin: '' };

const serviceAccount = (username: string, site: 'BA' | 'WI') => ({
  username,
  password: DEMO_PASSWORD,
  firstName: 'Plant',
  lastName: 'Historian',
  email: '',
  readAccess: 0,
  writeAccess: 1,
  sites: [site],
  flags: ['PUSH_TAG_READINGS' as const],
});

beforeAll(async () => {
  server = await startTestServer({ now: NOW, demoDays: 0 });
  // historian.ba is the demo's service account; historian.wi is made here the way an administrator would
  await seedUsers(server, [serviceAccount('historian.wi', 'WI')], { now: () => NOW });
  t.historian = (await server.login('historian.ba', 'BA')).token;
  t.historianWi = (await server.login('historian.wi', 'WI')).token;
  t.supervisor = (await server.login('supervisor.ba', 'BA')).token; // PARAMETERS
  t.operator = (await server.login('operator.ba', 'BA')).token; // no PARAMETERS
  t.manager = (await server.login('manager.co', 'CO')).token;
  t.admin = (await server.login('admin', 'CO', ADMIN_PASSWORD)).token; // every flag, at CO
});
afterAll(() => server.destroy());

const push = (token: string, source: 'PHD' | 'IWB', readings: unknown[]) =>
  ok<ReadingsBatchResult>('POST', '/process-tags/readings', token, { source, readings });
const reading = (tag: string, timestamp: string, value: number) => ({ tag, timestamp, value });

describe('process tag readings over HTTP (embedded)', () => {
  // Readings of factory hour 6 (12:00–13:00), still running at NOW: automatic capture leaves them alone.
  it('records a batch for the service account site, skips duplicates, and serves the searches of spec 3 §7', async () => {
    const first = await push(t.historian, 'PHD', [
      reading('BA.BS1.TN.PV', '2026-11-26T12:05:00Z', 101.5),
      { ...reading('BA.BS1.TN.PV', '2026-11-26T12:06:00+00:00', 102), retrievalType: 'avg', retrievalInterval: 60 },
      reading('BA.BS1.TN.PV', '2026-11-26T12:20:00Z', 99),
      reading('BA.EV1.PR.PV', '2026-11-26T10:00:00Z', 5),
    ]);
    expect(first).toMatchObject({ message: '4 readings recorded', accepted: 4, duplicates: 0 });
    // the same instant spelled another way is the same reading: nothing new is written
    const again = await push(t.historian, 'PHD', [reading('BA.BS1.TN.PV', '2026-11-26T13:20:00.000+01:00', 1)]);
    expect(again).toMatchObject({ message: '0 readings recorded, 1 already recorded', accepted: 0, duplicates: 1 });

    const distinct = await read<DistinctTagDto[]>('/phd/distinct', t.supervisor, first.position);
    expect(distinct).toEqual([
      { TAGNAME: 'BA.BS1.TN.PV', READINGS: 3, LAST_TIMESTAMP: '2026-11-26T12:20:00.000Z' },
      { TAGNAME: 'BA.EV1.PR.PV', READINGS: 1, LAST_TIMESTAMP: '2026-11-26T10:00:00.000Z' },
    ]);
    const rows = await read<TagReadingDto[]>('/phd?tagname=BA.BS1.TN.PV', t.supervisor);
    expect(rows).toEqual([
      {
        TAGNAME: 'BA.BS1.TN.PV',
        CODE: 'BS-TN-V-1H',
        TIMESTAMP: '2026-11-26T12:20:00.000Z',
        VALUE: 99,
        RETRIEVAL_TYPE: 'RAW',
        RETRIEVAL_INTERVAL: 0,
        LOADED: 'N',
      },
      {
        TAGNAME: 'BA.BS1.TN.PV',
        CODE: 'BS-TN-V-1H',
        TIMESTAMP: '2026-11-26T12:06:00.000Z',
        VALUE: 102,
        RETRIEVAL_TYPE: 'AVG',
        RETRIEVAL_INTERVAL: 60,
        LOADED: 'N',
      },
      {
        TAGNAME: 'BA.BS1.TN.PV',
        CODE: 'BS-TN-V-1H',
        TIMESTAMP: '2026-11-26T12:05:00.000Z',
        VALUE: 101.5,
        RETRIEVAL_TYPE: 'RAW',
        RETRIEVAL_INTERVAL: 0,
        LOADED: 'N',
      },
    ]);
    expect(await read<TagReadingDto[]>('/phd?tagname=NO.SUCH.TAG', t.supervisor)).toEqual([]);
    // the other source and the other site see none of it
    expect(await read<WeighbridgeProductDto[]>('/iwb/distinct', t.supervisor)).toEqual([]);
  });

  it('answers weighbridge tickets in the spec’s fields (PRODUCT_CODE, PRODUCT_NAME, CODE, DAY_ENDING, NET_WEIGHT, SITE, LOADED), per site', async () => {
    // 09:00 and 10:15 UTC on 26 Nov are in the factory day that ends at 07:00 on 27 Nov (still running at NOW).
    const wi = await push(t.historianWi, 'IWB', [
      reading('IWB-BEET', '2026-11-26T09:00:00Z', 412.25),
      reading('IWB-BEET', '2026-11-26T10:15:00Z', 20.5),
    ]);
    const wiToken = (await server.login('supervisor.wi', 'WI')).token;
    const ticket = { PRODUCT_CODE: 'IWB-BEET', PRODUCT_NAME: 'Beet Slice', CODE: 'BS-TN-T-1D', SITE: 'WI', LOADED: 'N' };
    expect(await read<WeighbridgeProductDto[]>('/iwb/distinct', wiToken, wi.position)).toEqual([
      {
        PRODUCT_CODE: 'IWB-BEET',
        PRODUCT_NAME: 'Beet Slice',
        CODE: 'BS-TN-T-1D',
        DAY_ENDING: '2026-11-27',
        SITE: 'WI',
        READINGS: 2,
        LAST_TIMESTAMP: '2026-11-26T10:15:00.000Z',
      },
    ]);
    expect(await read<WeighbridgeReadingDto[]>('/iwb?tagname=IWB-BEET', wiToken)).toEqual([
      { ...ticket, DAY_ENDING: '2026-11-27', NET_WEIGHT: 20.5, TIMESTAMP: '2026-11-26T10:15:00.000Z' },
      { ...ticket, DAY_ENDING: '2026-11-27', NET_WEIGHT: 412.25, TIMESTAMP: '2026-11-26T09:00:00.000Z' },
    ]);
    // Bardney holds none of Wissington's tickets
    expect(await read<WeighbridgeProductDto[]>('/iwb/distinct', t.supervisor)).toEqual([]);
    expect(await read<WeighbridgeReadingDto[]>('/iwb?tagname=IWB-BEET', t.supervisor)).toEqual([]);
  });

  it('refuses a batch with one malformed reading, saying which and why, and writes nothing', async () => {
    await refused(
      'POST',
      '/process-tags/readings',
      t.historian,
      {
        source: 'PHD',
        readings: [
          reading('BA.BS1.TN.PV', '2026-11-26T10:05:00Z', 1),
          reading('BA.BS1.TN.PV', '2026-11-26T10:06:00', 1),
          { tag: 'BA.BS1.TN.PV', timestamp: '2026-11-26T10:07:00Z', value: 'high' },
          reading('BA BAD', '2026-11-26T10:08:00Z', 1),
          reading('BA.BS1.TN.PV', '2026-11-26T13:00:00Z', 1),
        ],
      },
      400,
      '4 of 5 readings rejected, nothing recorded: #2: Timestamp must be an ISO 8601 date and time with a zone (Z or ±hh:mm); ' +
        '#3: Value must be a finite number; #4: Tag name may hold letters, digits and . _ : - only; #5: Timestamp is in the future',
    );
    await refused(
      'POST',
      '/process-tags/readings',
      t.historian,
      { source: 'OPC', readings: [reading('A', '2026-11-26T10:00:00Z', 1)] },
      400,
    );
    await refused('POST', '/process-tags/readings', t.historian, { source: 'PHD', readings: [] }, 400);
  });

  it('refuses a batch naming a tag no parameter of the caller’s site names (unknown, another site’s, the other source’s), and writes nothing', async () => {
    const head = await server.infra.eventStore.headPosition();
    await refused(
      'POST',
      '/process-tags/readings',
      t.historian,
      {
        source: 'PHD',
        readings: [
          reading('BA.BS1.TN.PV', '2026-11-26T11:05:00Z', 1),
          reading('BA.ZZ9.QQ.PV', '2026-11-26T11:06:00Z', 1),
          reading('WI.BS1.TN.PV', '2026-11-26T11:07:00Z', 1),
          reading('IWB-BEET', '2026-11-26T11:08:00Z', 1),
        ],
      },
      400,
      `3 of 4 readings rejected, nothing recorded: #2: ${M.tagNotConfigured('BA.ZZ9.QQ.PV', 'PHD', 'BA')}; ` +
        `#3: ${M.tagNotConfigured('WI.BS1.TN.PV', 'PHD', 'BA')}; #4: ${M.tagNotConfigured('IWB-BEET', 'PHD', 'BA')}`,
    );
    // Wissington's own historian may push Wissington's tag
    expect(await push(t.historianWi, 'PHD', [reading('WI.BS1.TN.PV', '2026-11-26T11:07:00Z', 1)])).toMatchObject({ accepted: 1 });
    expect(await server.infra.eventStore.headPosition()).toBe((head ?? -1n) + 1n);
  });

  it('refuses a body over the size limit MQTT messages have too, and writes nothing', async () => {
    const head = await server.infra.eventStore.headPosition();
    await refused(
      'POST',
      '/process-tags/readings',
      t.historian,
      { source: 'PHD', readings: [reading('BA.BS1.TN.PV', '2026-11-26T11:15:00Z', 1)], note: 'x'.repeat(MAX_READINGS_BATCH_BYTES) },
      400,
      M.batchTooManyBytes(MAX_READINGS_BATCH_BYTES),
    );
    expect(await server.infra.eventStore.headPosition()).toBe(head);
  });

  it('refuses callers without the flag, without a good token, and the central office', async () => {
    const body = { source: 'PHD', readings: [reading('BA.BS1.TN.PV', '2026-11-26T10:30:00Z', 1)] };
    await refused('POST', '/process-tags/readings', t.supervisor, body, 403);
    await refused('POST', '/process-tags/readings', undefined, body, 401);
    await refused('POST', '/process-tags/readings', `${t.historian}x`, body, 401);
    await refused('POST', '/process-tags/readings', t.admin, body, 403, 'Process tags are not available at the central office');
  });

  it('serves the searches to PARAMETERS holders of a factory site only', async () => {
    for (const url of ['/phd/distinct', '/phd?tagname=BA.BS1.TN.PV', '/iwb/distinct', '/iwb?tagname=IWB-BEET']) {
      expect((await call('GET', url, t.operator)).status).toBe(403);
      expect((await call('GET', url, t.historian)).status).toBe(403);
      expect((await call('GET', url)).status).toBe(401);
      const co = await call('GET', url, t.admin);
      expect({ status: co.status, body: co.body }).toEqual({ status: 403, body: 'Process tags are not available at the central office' });
    }
    expect((await call('GET', '/phd?tagname=', t.supervisor)).status).toBe(400);
    expect((await call('GET', '/phd', t.supervisor)).status).toBe(400);
  });
});
