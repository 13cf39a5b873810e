import {
  MAX_READINGS_BATCH_BYTES,
  MAX_READINGS_PER_BATCH,
  PROCESS_TAG_MESSAGES as M,
  type DistinctTagDto,
  type Site,
  type TagReadingDto,
  type WeighbridgeReadingDto,
} from '@ftr/contracts';
import { createCommandReadModels } from '@ftr/projector/commandPort.ts';
import type { MqttClient } from 'mqtt';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { testBrokerSuite } from '../testing/mqtt.ts';
import { startMqttIngest, type IngestStats, type RunningTagIngest } from './mqttIngest.ts';
import { simulatedTags } from './simulatedTags.ts';
import { startTagSimulator } from './simulator.ts';

let server: TestServer;
let ingest: RunningTagIngest;
/** Accounts of infra/mosquitto/acl: BA's historian writes ftr/BA/…, the simulator every site's. */
let historianBa: MqttClient;
let simulatorAccount: MqttClient;
const { read } = httpHelpers(() => server);
const warnings: { reason?: string; topic?: string }[] = [];
const logger = { info: () => undefined, warn: (o: object) => warnings.push(o), error: () => undefined };
/** The demo plant's tags the sites' in-use parameters name, per site and source; each test takes its own. */
const configured = new Map<string, string[]>();
const tagOf = (site: Site, source: 'PHD' | 'IWB', index: number): string => {
  const tag = configured.get(`${site}/${source}`)?.[index];
  if (!tag) throw new Error(`no configured ${source} tag #${index} at ${site}`);
  return tag;
};

const until = async (done: (stats: IngestStats) => boolean) => {
  const deadline = Date.now() + 30_000;
  while (!done(ingest.stats())) {
    if (Date.now() > deadline) throw new Error(`MQTT ingest did not get there: ${JSON.stringify(ingest.stats())}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await ingest.drain();
};
const head = async () => (await server.infra.eventStore.headPosition())?.toString();

describe('process tag readings over MQTT (a Mosquitto with passwords and per-site ACLs)', () => {
  const gate = testBrokerSuite('MQTT ingest of process tag readings', ['ftr-ingest', 'ftr-simulator', 'historian-ba', 'historian-wi']);
  let supervisor = '';
  let supervisorWi = '';
  beforeAll(async () => {
    if (!gate.available) return;
    const broker = gate.broker();
    server = await startTestServer({ demoDays: 0 });
    supervisor = (await server.login('supervisor.ba', 'BA')).token;
    supervisorWi = (await server.login('supervisor.wi', 'WI')).token;
    const readModels = createCommandReadModels(server.infra.readStore);
    for (const site of ['BA', 'WI'] as const) {
      const parameters = await readModels.taggedParameters(site);
      configured.set(`${site}/PHD`, [...new Set(parameters.flatMap((p) => (p.processTag ? [p.processTag] : [])))]);
      configured.set(`${site}/IWB`, [...new Set(parameters.flatMap((p) => (p.iwbTag ? [p.iwbTag] : [])))]);
    }
    ingest = await startMqttIngest({
      url: broker.url,
      username: 'ftr-ingest',
      password: broker.password('ftr-ingest'),
      eventStore: server.infra.eventStore,
      readModels,
      clock: { now: () => new Date() },
      logger,
    });
    historianBa = await broker.connect('historian-ba');
    simulatorAccount = await broker.connect('ftr-simulator');
  });
  afterAll(async () => {
    if (!gate.available) return;
    await historianBa.endAsync();
    await simulatorAccount.endAsync();
    await ingest.stop();
    await server.destroy();
  });

  gate.it('records the readings a site’s historian publishes on its own topics, single or in arrays, once each', async () => {
    const tag = tagOf('BA', 'PHD', 0);
    const iwb = tagOf('WI', 'IWB', 0);
    const before = ingest.stats();
    const base = Date.now() - 60 * 60_000;
    const at = (i: number) => new Date(base + i * 1_000).toISOString();
    await historianBa.publishAsync(`ftr/BA/phd/${tag}`, JSON.stringify({ timestamp: at(0), value: 1.5 }), { qos: 1 });
    await historianBa.publishAsync(
      `ftr/BA/phd/${tag}`,
      JSON.stringify([1, 2, 3].map((i) => ({ timestamp: at(i), value: i, retrievalType: 'raw', retrievalInterval: 1 }))),
      { qos: 1 },
    );
    // the same reading again: a duplicate, nothing new written
    await historianBa.publishAsync(`ftr/BA/phd/${tag}`, JSON.stringify({ timestamp: at(0), value: 9 }), { qos: 1 });
    const historianWi = await gate.broker().connect('historian-wi');
    await historianWi.publishAsync(`ftr/WI/iwb/${iwb}`, JSON.stringify({ timestamp: at(0), value: 24.5 }), { qos: 1 });
    await historianWi.endAsync();
    await until((s) => s.accepted + s.duplicates - before.accepted - before.duplicates >= 6);
    expect(ingest.stats()).toMatchObject({
      received: before.received + 6,
      accepted: before.accepted + 5,
      duplicates: before.duplicates + 1,
      rejected: before.rejected,
      failed: 0,
    });

    const rows = await read<TagReadingDto[]>(`/phd?tagname=${tag}`, supervisor, await head());
    expect(rows.map((r) => [r.TIMESTAMP, r.VALUE, r.RETRIEVAL_TYPE])).toEqual([
      [at(3), 3, 'RAW'],
      [at(2), 2, 'RAW'],
      [at(1), 1, 'RAW'],
      [at(0), 1.5, 'RAW'],
    ]);
    expect((await read<WeighbridgeReadingDto[]>(`/iwb?tagname=${iwb}`, supervisorWi)).map((r) => [r.TIMESTAMP, r.NET_WEIGHT])).toEqual([
      [at(0), 24.5],
    ]);
  });

  gate.it(
    'refuses the broker to anonymous clients and wrong passwords, and a historian another site’s topics: none of it is recorded',
    async () => {
      const broker = gate.broker();
      await expect(broker.connect()).rejects.toThrow(/not authori[sz]ed/i);
      await expect(broker.connect(undefined, { username: 'historian-ba', password: 'guessed' })).rejects.toThrow(
        /not authori[sz]ed|bad user name or password/i,
      );
      const wiTag = tagOf('WI', 'PHD', 1);
      const baTag = tagOf('BA', 'PHD', 1);
      const before = ingest.stats();
      const now = new Date().toISOString();
      // the broker's ACL: BA's historian may not publish Wissington's readings (MQTT 5: PUBACK 135, not authorised)
      await expect(
        historianBa.publishAsync(`ftr/WI/phd/${wiTag}`, JSON.stringify({ timestamp: now, value: 66 }), { qos: 1 }),
      ).rejects.toThrow();
      // a reading it may publish, after the refused one on the same connection: once it is in, the other would be
      await historianBa.publishAsync(`ftr/BA/phd/${baTag}`, JSON.stringify({ timestamp: now, value: 7 }), { qos: 1 });
      await until((s) => s.accepted - before.accepted >= 1);
      expect(ingest.stats()).toMatchObject({ received: before.received + 1, accepted: before.accepted + 1, rejected: before.rejected });
      expect(await read<TagReadingDto[]>(`/phd?tagname=${wiTag}`, supervisorWi, await head())).toEqual([]);
      expect((await read<TagReadingDto[]>(`/phd?tagname=${baTag}`, supervisor)).map((r) => r.VALUE)).toEqual([7]);
    },
  );

  gate.it('refuses a message over the size or the count limit of the push route whole, logs why, and records nothing of it', async () => {
    const tag = tagOf('BA', 'PHD', 2);
    const before = ingest.stats();
    const position = await head();
    const base = Date.now() - 4 * 3_600_000;
    const readings = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ timestamp: new Date(base + i * 1_000).toISOString(), value: i }));
    await historianBa.publishAsync(`ftr/BA/phd/${tag}`, JSON.stringify(readings(MAX_READINGS_PER_BATCH + 1)), { qos: 1 });
    await until((s) => s.rejected - before.rejected >= MAX_READINGS_PER_BATCH + 1);
    expect(ingest.stats().lastRejection).toBe(`Topic ftr/BA/phd/${tag}: ${M.batchTooLarge(MAX_READINGS_PER_BATCH)}`);
    const padded = JSON.stringify({ timestamp: new Date(base).toISOString(), value: 1, note: 'x'.repeat(MAX_READINGS_BATCH_BYTES) });
    await historianBa.publishAsync(`ftr/BA/phd/${tag}`, padded, { qos: 1 });
    await until((s) => s.rejected - before.rejected >= MAX_READINGS_PER_BATCH + 2);
    expect(ingest.stats()).toMatchObject({
      accepted: before.accepted,
      lastRejection: `Topic ftr/BA/phd/${tag}: ${M.batchTooManyBytes(MAX_READINGS_BATCH_BYTES)}`,
    });
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ topic: `ftr/BA/phd/${tag}`, reason: M.batchTooLarge(MAX_READINGS_PER_BATCH) }),
        expect.objectContaining({ topic: `ftr/BA/phd/${tag}`, reason: M.batchTooManyBytes(MAX_READINGS_BATCH_BYTES) }),
      ]),
    );
    expect(await head()).toBe(position);
    // the limit itself is taken: 10,000 readings in one message
    await historianBa.publishAsync(`ftr/BA/phd/${tag}`, JSON.stringify(readings(MAX_READINGS_PER_BATCH)), { qos: 1 });
    await until((s) => s.accepted - before.accepted >= MAX_READINGS_PER_BATCH);
    const tags = await read<DistinctTagDto[]>('/phd/distinct', supervisor, await head());
    expect(tags.find((t) => t.TAGNAME === tag)?.READINGS).toBe(MAX_READINGS_PER_BATCH);
  });

  gate.it(
    'refuses readings of a tag no parameter of the topic’s site names (unknown, or another site’s) and records nothing of them',
    async () => {
      const wiTag = tagOf('WI', 'PHD', 3);
      const baTag = tagOf('BA', 'PHD', 3);
      expect(configured.get('BA/PHD')).not.toContain(wiTag);
      const before = ingest.stats();
      const position = await head();
      const now = new Date().toISOString();
      await historianBa.publishAsync(`ftr/BA/phd/BA.NOT.A.TAG`, JSON.stringify({ timestamp: now, value: 1 }), { qos: 1 });
      // a Wissington tag published under Bardney's topic: the topic's site decides, and Bardney has no such tag
      await historianBa.publishAsync(
        `ftr/BA/phd/${wiTag}`,
        JSON.stringify([
          { timestamp: now, value: 1 },
          { timestamp: new Date(Date.now() - 1_000).toISOString(), value: 2 },
        ]),
        { qos: 1 },
      );
      // a weighbridge code named as a process tag is not configured either
      await historianBa.publishAsync(`ftr/BA/phd/${tagOf('BA', 'IWB', 0)}`, JSON.stringify({ timestamp: now, value: 1 }), { qos: 1 });
      await until((s) => s.rejected - before.rejected >= 4);
      expect(ingest.stats()).toMatchObject({ accepted: before.accepted, rejected: before.rejected + 4 });
      expect(warnings).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            topic: `ftr/BA/phd/${wiTag}`,
            reason: M.batchRejected(2, 2, `#1: ${M.tagNotConfigured(wiTag, 'PHD', 'BA')}; #2: ${M.tagNotConfigured(wiTag, 'PHD', 'BA')}`),
          }),
          expect.objectContaining({ reason: M.batchRejected(1, 1, `#1: ${M.tagNotConfigured('BA.NOT.A.TAG', 'PHD', 'BA')}`) }),
        ]),
      );
      expect(await head()).toBe(position);
      // the same tag under its own site's topic is taken
      await simulatorAccount.publishAsync(`ftr/WI/phd/${wiTag}`, JSON.stringify({ timestamp: now, value: 3 }), { qos: 1 });
      await simulatorAccount.publishAsync(`ftr/BA/phd/${baTag}`, JSON.stringify({ timestamp: now, value: 4 }), { qos: 1 });
      await until((s) => s.accepted - before.accepted >= 2);
      expect((await read<TagReadingDto[]>(`/phd?tagname=${wiTag}`, supervisorWi, await head())).map((r) => r.VALUE)).toEqual([3]);
      expect((await read<DistinctTagDto[]>('/phd/distinct', supervisor)).map((t) => t.TAGNAME)).not.toContain('BA.NOT.A.TAG');
    },
  );

  gate.it('refuses malformed messages whole, counting them with their reason, and writes nothing for them', async () => {
    const tag = tagOf('BA', 'PHD', 4);
    const before = ingest.stats();
    const position = await head();
    const now = new Date().toISOString();
    await simulatorAccount.publishAsync(`ftr/CO/phd/${tag}`, JSON.stringify({ timestamp: now, value: 1 }), { qos: 1 });
    await simulatorAccount.publishAsync(`ftr/BA/opc/${tag}`, JSON.stringify({ timestamp: now, value: 1 }), { qos: 1 });
    await simulatorAccount.publishAsync(`ftr/BA/phd/${tag}`, 'not json', { qos: 1 });
    await simulatorAccount.publishAsync(
      `ftr/BA/phd/${tag}`,
      JSON.stringify([
        { timestamp: now, value: 1 },
        { timestamp: now, value: 'high' },
      ]),
      { qos: 1 },
    );
    await until((s) => s.rejected - before.rejected >= 5);
    expect(ingest.stats()).toMatchObject({
      accepted: before.accepted,
      rejected: before.rejected + 5,
      lastRejection: `Topic ftr/BA/phd/${tag}: ${M.batchRejected(1, 2, `#2: ${M.valueNumber}`)}`,
    });
    expect(await head()).toBe(position);
  });

  gate.it('carries the simulator’s readings of the demo plant’s tagged parameters to the searches', async () => {
    const before = ingest.stats();
    const broker = gate.broker();
    const simulator = await startTagSimulator({
      url: broker.url,
      username: 'ftr-simulator',
      password: broker.password('ftr-simulator'),
      intervalMs: 3_600_000,
      sites: ['BA'],
    });
    try {
      await simulator.tick();
      const published = simulator.published();
      expect(published).toBeGreaterThanOrEqual(simulatedTags(['BA']).filter((t) => t.source === 'PHD').length);
      await until((s) => s.accepted + s.duplicates + s.rejected - before.accepted - before.duplicates - before.rejected >= published);
    } finally {
      await simulator.stop();
    }
    expect(ingest.stats().rejected).toBe(before.rejected);
    const tags = await read<DistinctTagDto[]>('/phd/distinct', supervisor, await head());
    expect(tags.map((t) => t.TAGNAME)).toEqual(expect.arrayContaining(['BA.BS1.TN.PV', 'BA.EV1.PR.PV']));
    const [latest] = await read<TagReadingDto[]>('/phd?tagname=BA.BS1.TN.PV', supervisor);
    expect(latest).toMatchObject({ CODE: 'BS-TN-V-1H', LOADED: 'N' });
    // BS-TN-V-#H: check limits 120..260 t/h; the first reading is near the middle
    expect(latest?.VALUE).toBeGreaterThan(0);
    expect(latest?.VALUE).toBeLessThan(320);
  });
});
