import { join } from 'node:path';
import { withCatalogue } from '@ftr/infra/eventstore/catalogue.ts';
import { createSqliteEventStore } from '@ftr/infra/eventstore/sqlite.ts';
import { openEmbeddedDatabase } from '@ftr/infra/sqlite/database.ts';
import { startMqttIngest } from '@ftr/server/processTags/mqttIngest.ts';
import { mosquittoInstalled, startTestBroker } from '@ftr/server/testing/mqtt.ts';
import { formatNumber, type SectionResult } from './report.ts';
import { perSecond } from './stats.ts';
import { withTempDir } from './tempDir.ts';

export interface ProcessTagOptions {
  /** Readings published in all. */
  readings: number;
  /** Tags they are spread over (a site's tagged parameters). */
  tags: number;
  /** Readings per MQTT message (a historian's batch). */
  perMessage: number;
}

/** Messages published before waiting for their pubacks, and the most published ahead of the ingest. */
const CHUNK = 100;
const IN_FLIGHT = 600;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * MQTT ingest end to end, from the first message published to the broker (a Mosquitto of its own with
 * FTR's configuration: passwords and ACLs) until the last reading is appended to the embedded event store,
 * behind the catalogue as in production: `readings` readings of `tags` tags of one site, `perMessage` per
 * message, QoS 1, every message through the push route's gate.
 */
export const benchProcessTags = (options: ProcessTagOptions): Promise<SectionResult> =>
  withTempDir('processTags', async (dir) => {
    const title = `(processTags) MQTT ingest: ${formatNumber(options.readings)} readings of ${options.tags} tags, ${options.perMessage} per message`;
    if (!mosquittoInstalled()) {
      const error = 'Mosquitto (mosquitto and mosquitto_passwd) is not installed';
      return {
        title,
        rows: [['skipped', error]],
        metrics: [{ name: 'MQTT ingest (published → appended)', measured: Number.NaN, unit: 'readings/s', error }],
      };
    }
    const db = openEmbeddedDatabase(join(dir, 'tags.sqlite'));
    const eventStore = withCatalogue(createSqliteEventStore(db));
    const broker = await startTestBroker(['ftr-ingest', 'historian-ba']);
    const tagNames = Array.from({ length: options.tags }, (_, t) => `BA.B${t}.PV`);
    const ingest = await startMqttIngest({
      url: broker.url,
      username: 'ftr-ingest',
      password: broker.password('ftr-ingest'),
      eventStore,
      // the site's tagged parameters, as the query port lists them (the bench has no read models)
      readModels: {
        taggedParameters: () => Promise.resolve(tagNames.map((tag, t) => ({ code: `B${t}-TP-V-1H`, processTag: tag, iwbTag: null }))),
      },
      clock: { now: () => new Date() },
      logger: quiet,
    });
    const publisher = await broker.connect('historian-ba');
    try {
      const start = Date.now() - 6 * 3600_000;
      const perTag = Math.ceil(options.readings / options.tags);
      const messages: [string, string][] = [];
      for (let t = 0; t < options.tags; t++) {
        for (let i = 0; i < perTag; i += options.perMessage) {
          const readings = Array.from({ length: Math.min(options.perMessage, perTag - i) }, (_, k) => ({
            timestamp: new Date(start + (i + k) * 1_000).toISOString(),
            value: Math.round(Math.random() * 10_000) / 100,
          }));
          messages.push([`ftr/BA/phd/${tagNames[t] ?? ''}`, JSON.stringify(readings)]);
        }
      }
      const total = options.tags * perTag;
      const began = performance.now();
      // Paced as a historian streams: at most IN_FLIGHT messages ahead of the ingest (Mosquitto drops QoS 1
      // messages beyond a client's queue, 1,000 by default, so an unpaced burst loses readings).
      for (let sent = 0; sent < messages.length; sent += CHUNK) {
        while ((sent * options.perMessage - ingest.stats().received) / options.perMessage > IN_FLIGHT)
          await new Promise((r) => setImmediate(r));
        await Promise.all(messages.slice(sent, sent + CHUNK).map(([topic, payload]) => publisher.publishAsync(topic, payload, { qos: 1 })));
      }
      const published = performance.now() - began;
      const deadline = Date.now() + 120_000;
      while (ingest.stats().accepted + ingest.stats().failed < total && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      await ingest.drain();
      const elapsed = performance.now() - began;
      const stats = ingest.stats();
      const head = await eventStore.headPosition();
      const rate = perSecond(stats.accepted, elapsed);
      return {
        title,
        rows: [
          ['messages published', formatNumber(messages.length)],
          ['publishing took', `${formatNumber(published)} ms`],
          ['readings appended', formatNumber(stats.accepted)],
          ['failed / rejected', `${formatNumber(stats.failed)} / ${formatNumber(stats.rejected)}`],
          ['events in the log', formatNumber(Number(head ?? -1n) + 1)],
          ['published → appended', `${formatNumber(elapsed)} ms`],
          ['readings/s', formatNumber(rate)],
        ],
        metrics: [
          { name: 'MQTT ingest (published → appended)', measured: rate, unit: 'readings/s', target: 20_000, direction: 'at least' },
          ...(stats.accepted < total
            ? [
                {
                  name: 'MQTT readings appended',
                  measured: stats.accepted,
                  unit: 'readings',
                  target: total,
                  direction: 'at least' as const,
                },
              ]
            : []),
        ],
      };
    } finally {
      await publisher.endAsync();
      await ingest.stop();
      await broker.stop();
      await eventStore.close();
      db.close();
    }
  });
