import { checkReadings, type Reading, type Site, type TagSource } from '@ftr/contracts';
import { readingsRecorderOf } from '@ftr/command-service/processTags/recorder.ts';
import { systemMetadata } from '@ftr/command-service/shared/metadata.ts';
import type { CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import mqtt from 'mqtt';
import { parseTagMessage, sharedTopicFilter } from './mqttMessages.ts';

export interface IngestStats {
  /** Readings received (good or not). */
  received: number;
  /** Readings written to the log. */
  accepted: number;
  /** Readings already recorded (same tag and instant). */
  duplicates: number;
  /** Readings or messages refused, with the latest reason. */
  rejected: number;
  lastRejection: string | null;
  /** Readings whose write failed (logged; the publisher's retained or resent messages bring them back). */
  failed: number;
}

export interface RunningTagIngest {
  stats(): IngestStats;
  /** Resolves once every reading received so far has been written (or failed). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

export interface TagIngestOptions {
  url: string;
  eventStore: CatalogueEventStore;
  clock: { now(): Date };
  logger: { info(o: object, m?: string): void; warn(o: object, m?: string): void; error(o: object, m?: string): void };
  /** Readings gathered before a write (default 5,000), and the longest a reading waits (default 50 ms). */
  batchSize?: number;
  flushMs?: number;
  /** MQTT client id (default ftr-ingest-<pid>-<random>). */
  clientId?: string;
  /** The shared-subscription group: one per deployment (MQTT_GROUP, default ftr-ingest). */
  group?: string;
  /** The topics' first level (default ftr; tests use their own so that runs sharing a broker stay apart). */
  topicRoot?: string;
}

/**
 * The MQTT channel of readings (docs/processTags.md): subscribes (QoS 1, shared) to ftr/{site}/{phd|iwb}/{tag},
 * checks each message's readings as the POST route does, gathers them per site and source and writes them
 * through the readings recorder in batches. A malformed message is refused whole and counted with its reason.
 */
export const startMqttIngest = async (options: TagIngestOptions): Promise<RunningTagIngest> => {
  const { eventStore, clock, logger } = options;
  const batchSize = options.batchSize ?? 5_000;
  const flushMs = options.flushMs ?? 50;
  const recorder = readingsRecorderOf(eventStore);
  const stats: IngestStats = { received: 0, accepted: 0, duplicates: 0, rejected: 0, lastRejection: null, failed: 0 };
  let pending = new Map<string, { site: Site; source: TagSource; readings: Reading[] }>();
  let pendingCount = 0;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let lastWarning = 0;

  const reject = (reason: string, count: number) => {
    stats.rejected += count;
    stats.lastRejection = reason;
    if (Date.now() - lastWarning > 60_000) {
      lastWarning = Date.now();
      logger.warn(
        { reason, rejected: stats.rejected },
        'process tag readings refused (further refusals this minute are counted, not logged)',
      );
    }
  };

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batches = [...pending.values()];
    pending = new Map();
    pendingCount = 0;
    writing = writing.then(async () => {
      await Promise.all(
        batches.map(async ({ site, source, readings }) => {
          try {
            const done = await recorder.record({ site, source, via: 'MQTT', readings }, systemMetadata(site, clock, 'mqtt'));
            stats.accepted += done.accepted;
            stats.duplicates += done.duplicates;
          } catch (error) {
            stats.failed += readings.length;
            logger.error({ err: error, site, source, readings: readings.length }, 'process tag readings could not be written');
          }
        }),
      );
    });
  };

  const client = await mqtt.connectAsync(options.url, {
    clientId: options.clientId ?? `ftr-ingest-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
    protocolVersion: 5,
    reconnectPeriod: 2_000,
  });
  client.on('message', (topic, payload) => {
    const parsed = parseTagMessage(topic, payload, options.topicRoot);
    if (!parsed.ok) {
      stats.received += 1;
      reject(parsed.reason, 1);
      return;
    }
    stats.received += parsed.readings.length;
    const { readings, rejected } = checkReadings(parsed.readings, clock.now());
    if (rejected.length > 0) {
      reject(`Topic ${topic}: ${rejected.map((r) => r.reason).join('; ')}`, parsed.readings.length);
      return;
    }
    const key = `${parsed.site}/${parsed.source}`;
    const batch = pending.get(key) ?? { site: parsed.site, source: parsed.source, readings: [] };
    batch.readings.push(...readings);
    pending.set(key, batch);
    pendingCount += readings.length;
    if (pendingCount >= batchSize) flush();
    else timer ??= setTimeout(flush, flushMs);
  });
  client.on('error', (error) => logger.error({ err: error }, 'MQTT client error'));
  const topics = sharedTopicFilter(options.group ?? 'ftr-ingest', options.topicRoot);
  await client.subscribeAsync(topics, { qos: 1 });
  logger.info({ url: options.url, topics }, 'subscribed to process tag readings');

  return {
    stats: () => ({ ...stats }),
    async drain() {
      if (pendingCount > 0) flush();
      await writing;
    },
    async stop() {
      await client.endAsync();
      if (pendingCount > 0) flush();
      await writing;
    },
  };
};
