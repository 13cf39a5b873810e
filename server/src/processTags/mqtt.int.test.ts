import type { DistinctTagDto, TagReadingDto } from '@ftr/contracts';
import mqtt, { type MqttClient } from 'mqtt';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { requireMqttOrSkip } from '../testing/mqtt.ts';
import { startMqttIngest, type IngestStats, type RunningTagIngest } from './mqttIngest.ts';
import { simulatedTags } from './simulatedTags.ts';
import { startTagSimulator } from './simulator.ts';

const run = Date.now().toString(36);
/** This run's own topics: runs sharing the broker never see each other's readings. */
const root = `ftr-test-${run}`;
let server: TestServer;
let ingest: RunningTagIngest;
let publisher: MqttClient;
const { read } = httpHelpers(() => server);
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

const until = async (done: (stats: IngestStats) => boolean) => {
  const deadline = Date.now() + 20_000;
  while (!done(ingest.stats())) {
    if (Date.now() > deadline) throw new Error(`MQTT ingest did not get there: ${JSON.stringify(ingest.stats())}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await ingest.drain();
};

describe('process tag readings over MQTT (Mosquitto)', () => {
  const gate = requireMqttOrSkip('MQTT ingest of process tag readings');
  let supervisor = '';
  beforeAll(async () => {
    if (!gate.available) return;
    server = await startTestServer({ demoDays: 0 });
    supervisor = (await server.login('supervisor.ba', 'BA')).token;
    ingest = await startMqttIngest({
      url: gate.url,
      eventStore: server.infra.eventStore,
      clock: { now: () => new Date() },
      logger: quiet,
      group: `test-${run}`,
      topicRoot: root,
    });
    publisher = await mqtt.connectAsync(gate.url, { clientId: `ftr-test-pub-${run}` });
  });
  afterAll(async () => {
    if (!gate.available) return;
    await publisher.endAsync();
    await ingest.stop();
    await server.destroy();
  });

  gate.it('records published readings of ftr/{site}/{phd|iwb}/{tag}, single or in arrays, once each', async () => {
    const tag = `BA.T${run}.PV`.toUpperCase();
    const base = Date.now() - 60 * 60_000;
    const at = (i: number) => new Date(base + i * 1_000).toISOString();
    await publisher.publishAsync(`${root}/BA/phd/${tag}`, JSON.stringify({ timestamp: at(0), value: 1.5 }), { qos: 1 });
    await publisher.publishAsync(
      `${root}/BA/phd/${tag}`,
      JSON.stringify([1, 2, 3].map((i) => ({ timestamp: at(i), value: i, retrievalType: 'raw', retrievalInterval: 1 }))),
      { qos: 1 },
    );
    // the same readings again: duplicates, nothing new written
    await publisher.publishAsync(`${root}/BA/phd/${tag}`, JSON.stringify({ timestamp: at(0), value: 9 }), { qos: 1 });
    await publisher.publishAsync(`${root}/WI/iwb/IWB-${run}`, JSON.stringify({ timestamp: at(0), value: 24.5 }), { qos: 1 });
    await until((s) => s.accepted + s.duplicates >= 6);
    expect(ingest.stats()).toMatchObject({ received: 6, accepted: 5, duplicates: 1, rejected: 0, failed: 0 });

    const rows = await read<TagReadingDto[]>(`/phd?tagname=${tag}`, supervisor, (await server.infra.eventStore.headPosition())?.toString());
    expect(rows.map((r) => [r.TIMESTAMP, r.VALUE, r.RETRIEVAL_TYPE])).toEqual([
      [at(3), 3, 'RAW'],
      [at(2), 2, 'RAW'],
      [at(1), 1, 'RAW'],
      [at(0), 1.5, 'RAW'],
    ]);
    expect((await read<DistinctTagDto[]>('/phd/distinct', supervisor)).find((t) => t.TAGNAME === tag)?.READINGS).toBe(4);
    expect((await read<DistinctTagDto[]>('/iwb/distinct', supervisor)).find((t) => t.TAGNAME === `IWB-${run}`)).toBeUndefined();
  });

  gate.it('refuses malformed messages whole, counting them with their reason, and writes nothing for them', async () => {
    const before = ingest.stats();
    const head = await server.infra.eventStore.headPosition();
    const now = new Date().toISOString();
    await publisher.publishAsync(`${root}/CO/phd/X${run}`, JSON.stringify({ timestamp: now, value: 1 }), { qos: 1 });
    await publisher.publishAsync(`${root}/BA/opc/X${run}`, JSON.stringify({ timestamp: now, value: 1 }), { qos: 1 });
    await publisher.publishAsync(`${root}/BA/phd/X${run}`, 'not json', { qos: 1 });
    await publisher.publishAsync(
      `${root}/BA/phd/X${run}`,
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
      lastRejection: `Topic ${root}/BA/phd/X${run}: Value must be a finite number`,
    });
    expect(await server.infra.eventStore.headPosition()).toBe(head);
  });

  gate.it('carries the simulator’s readings of the demo plant’s tagged parameters to the searches', async () => {
    const before = ingest.stats();
    const simulator = await startTagSimulator({ url: gate.url, intervalMs: 3_600_000, sites: ['BA'], topicRoot: root });
    try {
      await simulator.tick();
      const published = simulator.published();
      expect(published).toBeGreaterThanOrEqual(simulatedTags(['BA']).filter((t) => t.source === 'PHD').length);
      await until((s) => s.accepted - before.accepted >= published);
    } finally {
      await simulator.stop();
    }
    const head = (await server.infra.eventStore.headPosition())?.toString();
    const tags = await read<DistinctTagDto[]>('/phd/distinct', supervisor, head);
    expect(tags.map((t) => t.TAGNAME)).toEqual(expect.arrayContaining(['BA.BS1.TN.PV', 'BA.EV1.PR.PV']));
    const [latest] = await read<TagReadingDto[]>('/phd?tagname=BA.BS1.TN.PV', supervisor);
    expect(latest).toMatchObject({ CODE: 'BS-TN-V-1H', LOADED: 'N' });
    // BS-TN-V-#H: check limits 120..260 t/h; the first reading is near the middle
    expect(latest?.VALUE).toBeGreaterThan(0);
    expect(latest?.VALUE).toBeLessThan(320);
  });
});
