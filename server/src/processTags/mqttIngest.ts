import type { Reading, Site, TagSource } from '@ftr/contracts';
import { admitReadings } from '@ftr/command-service/processTags/admit.ts';
import { configuredTagsOf } from '@ftr/command-service/processTags/configuredTags.ts';
import { readingsRecorderOf } from '@ftr/command-service/processTags/recorder.ts';
import { systemMetadata } from '@ftr/command-service/shared/metadata.ts';
import type { ReadModels } from '@ftr/command-service/shared/readModels.ts';
import type { CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import mqtt from 'mqtt';
import { parseTagPayload, parseTagTopic, sharedTopicFilter } from './mqttMessages.ts';

export interface IngestStats {
  /** Readings received (good or not). */
  received: number;
  /** Readings written to the log. */
  accepted: number;
  /** Readings already recorded (same tag and instant). */
  duplicates: number;
  /** Readings or messages refused (a message counts its readings, or 1 when unreadable), with the latest reason. */
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
  /** The broker account (MQTT_USERNAME / MQTT_PASSWORD): it needs read access to the topics, nothing more. */
  username?: string | undefined;
  password?: string | undefined;
  eventStore: CatalogueEventStore;
  /** Where the sites' tagged parameters are read: a reading's tag must be one of the topic's site. */
  readModels: Pick<ReadModels, 'taggedParameters'>;
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

/** Refusals logged one by one each minute; past that they are counted until the next minute. */
const LOGGED_PER_MINUTE = 20;

/**
 * The MQTT channel of readings (docs/processTags.md): subscribes (QoS 1, shared) to ftr/{site}/{phd|iwb}/{tag},
 * passes each message through the push route's gate (admitReadings: size, count, each reading, the tag
 * configured at the topic's site), gathers admitted readings per site and source and writes them through
 * the readings recorder in batches. A refused message is refused whole, logged with its reason and counted.
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
  let admitting: Promise<void> = Promise.resolve();
  let minute = { started: 0, logged: 0, unlogged: 0 };
  const tags = configuredTagsOf(options.readModels);

  const reject = (topic: string, reason: string, count: number) => {
    stats.rejected += count;
    stats.lastRejection = `Topic ${topic}: ${reason}`;
    if (Date.now() - minute.started > 60_000) {
      if (minute.unlogged > 0) logger.warn({ refused: minute.unlogged }, 'process tag messages refused and not logged in the last minute');
      minute = { started: Date.now(), logged: 0, unlogged: 0 };
    }
    if (minute.logged >= LOGGED_PER_MINUTE) {
      minute.unlogged += 1;
      return;
    }
    minute.logged += 1;
    logger.warn({ topic, reason, readings: count, rejected: stats.rejected }, 'process tag message refused, nothing recorded');
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

  /** One message through the gate; messages take turns, so readings are gathered in the order they came. */
  const admit = async (topic: string, payload: Buffer) => {
    const parsed = parseTagTopic(topic, options.topicRoot);
    if (!parsed.ok) {
      stats.received += 1;
      reject(topic, parsed.reason, 1);
      return;
    }
    let offered = 1;
    const admitted = await admitReadings(
      {
        site: parsed.site,
        source: parsed.source,
        bytes: payload.length,
        read: () => {
          const body = parseTagPayload(payload, parsed.tag);
          if (body.ok) offered = body.readings.length;
          return body;
        },
      },
      { tags, now: clock.now() },
    );
    stats.received += offered;
    if (!admitted.ok) {
      reject(topic, admitted.failure.message, offered);
      return;
    }
    const key = `${parsed.site}/${parsed.source}`;
    const batch = pending.get(key) ?? { site: parsed.site, source: parsed.source, readings: [] };
    batch.readings.push(...admitted.readings);
    pending.set(key, batch);
    pendingCount += admitted.readings.length;
    if (pendingCount >= batchSize) flush();
    else timer ??= setTimeout(flush, flushMs);
  };

  const client = await mqtt.connectAsync(options.url, {
    clientId: options.clientId ?? `ftr-ingest-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
    protocolVersion: 5,
    reconnectPeriod: 2_000,
    ...(options.username ? { username: options.username, password: options.password ?? '' } : {}),
  });
  client.on('message', (topic, payload) => {
    admitting = admitting.then(() =>
      admit(topic, payload).catch((error: unknown) => {
        stats.failed += 1;
        logger.error({ err: error, topic }, 'process tag message could not be checked');
      }),
    );
  });
  client.on('error', (error) => logger.error({ err: error }, 'MQTT client error'));
  const topics = sharedTopicFilter(options.group ?? 'ftr-ingest', options.topicRoot);
  await client.subscribeAsync(topics, { qos: 1 });
  logger.info({ url: options.url, topics }, 'subscribed to process tag readings');

  return {
    stats: () => ({ ...stats }),
    async drain() {
      await admitting;
      if (pendingCount > 0) flush();
      await writing;
    },
    async stop() {
      await client.endAsync();
      await admitting;
      if (pendingCount > 0) flush();
      await writing;
    },
  };
};
