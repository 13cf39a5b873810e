import mqtt from 'mqtt';
import { seededRandom } from '../seed/demoValuesRandom.ts';
import { tagTopic, type FactorySite } from './mqttMessages.ts';
import { nextProcessValue, nextTicket, simulatedTags } from './simulatedTags.ts';

export interface TagSimulatorOptions {
  url: string;
  /** The broker account (MQTT_USERNAME / MQTT_PASSWORD): it needs write access to the sites' topics. */
  username?: string | undefined;
  password?: string | undefined;
  /** How often every process tag publishes a reading (default 10 s). */
  intervalMs?: number;
  sites?: readonly FactorySite[];
  clock?: { now(): Date };
  /** The topics' first level (default ftr). */
  topicRoot?: string;
  logger?: { info(o: object, m?: string): void; error(o: object, m?: string): void };
}

export interface RunningSimulator {
  /** Readings published so far. */
  published(): number;
  /** Publishes one round now (every tag once); resolves when the broker has taken it. */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The demo's tag simulator (`npm run simulate-tags`, and in the demo when MQTT_URL is set): every interval,
 * one reading per process tag of the demo plant's tagged parameters on ftr/{site}/phd/{tag}, and weighbridge
 * tickets at a realistic rate on ftr/{site}/iwb/{code}, as JSON `{ timestamp, value }` (QoS 1).
 */
export const startTagSimulator = async (options: TagSimulatorOptions): Promise<RunningSimulator> => {
  const intervalMs = options.intervalMs ?? 10_000;
  const clock = options.clock ?? { now: () => new Date() };
  const tags = simulatedTags(options.sites);
  const random = seededRandom(`tags-${clock.now().toISOString()}`);
  const last = new Map<string, number>();
  let published = 0;
  const client = await mqtt.connectAsync(options.url, {
    clientId: `ftr-simulator-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
    ...(options.username ? { username: options.username, password: options.password ?? '' } : {}),
  });

  const tick = async () => {
    const timestamp = clock.now().toISOString();
    const sends: Promise<unknown>[] = [];
    for (const tag of tags) {
      const key = `${tag.site}/${tag.source}/${tag.tag}`;
      const value = tag.source === 'PHD' ? nextProcessValue(tag, last.get(key), random) : nextTicket(tag, intervalMs, random);
      if (value === null) continue;
      last.set(key, value);
      sends.push(
        client.publishAsync(tagTopic(tag.site, tag.source, tag.tag, options.topicRoot), JSON.stringify({ timestamp, value }), { qos: 1 }),
      );
      published += 1;
    }
    await Promise.all(sends);
  };
  const timer = setInterval(() => {
    tick().catch((error: unknown) => options.logger?.error({ err: error }, 'tag simulator: publish failed'));
  }, intervalMs);
  options.logger?.info({ url: options.url, tags: tags.length, intervalMs }, 'tag simulator publishing the demo plant readings');
  return {
    published: () => published,
    tick,
    async stop() {
      clearInterval(timer);
      await client.endAsync();
    },
  };
};
