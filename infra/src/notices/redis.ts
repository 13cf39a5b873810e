import { Redis } from 'ioredis';
import { ChangeNotice as NoticeMessage } from '@ftr/contracts';
import type { NoticeBus } from './port.ts';
import { consoleNoticeLogger, createInProcessNoticeBus } from './inProcess.ts';
import type { NoticeBusLogger } from './inProcess.ts';

/**
 * Distributed-mode bus (docs/architecture.md §3): Redis pub/sub on one channel, JSON messages.
 * One publisher connection (opened on first publish) and one subscriber connection (opened on first
 * subscribe); local handlers are fanned out through an in-process bus. Pub/sub is at-most-once: a
 * notice published while a subscriber is reconnecting is lost, so consumers treat notices as hints
 * and carry the position forward.
 *
 * Publishing never waits for Redis: the projector calls it after every batch, and projection must go on
 * while Redis is away. A notice is handed to the connection without awaiting the answer; while the
 * connection is not ready (ioredis' own offline queue is off) the newest OFFLINE_NOTICES wait here and go
 * out once it is ready again.
 */
export const OFFLINE_NOTICES = 100;

export function createRedisNoticeBus(url: string, channel = 'ftr:notices', logger: NoticeBusLogger = consoleNoticeLogger): NoticeBus {
  const local = createInProcessNoticeBus(logger);
  let publisher: Redis | undefined;
  let subscriber: Promise<Redis> | undefined;
  let closed = false;
  /** Notices not yet handed to Redis (oldest first), bounded: the oldest are dropped first (notices are hints). */
  const offline: string[] = [];

  const connect = (role: 'publisher' | 'subscriber'): Redis => {
    const client = new Redis(url, {
      connectionName: `ftr-notices-${role}`,
      ...(role === 'publisher' ? { enableOfflineQueue: false, commandTimeout: 2_000 } : {}),
    });
    client.on('error', (err: Error) => logger.warn({ err, channel, role }, 'notice bus connection error'));
    return client;
  };

  const keep = (message: string): void => {
    offline.push(message);
    if (offline.length > OFFLINE_NOTICES) offline.splice(0, offline.length - OFFLINE_NOTICES);
  };
  const send = (client: Redis, message: string): void => {
    if (client.status !== 'ready') {
      keep(message);
      return;
    }
    client.publish(channel, message).catch((err: unknown) => {
      logger.warn({ err, channel }, 'change notice kept until Redis answers');
      keep(message);
    });
  };
  const openPublisher = (): Redis => {
    const client = connect('publisher');
    client.on('ready', () => {
      for (const message of offline.splice(0)) send(client, message);
    });
    return client;
  };

  const onMessage = (from: string, message: string): void => {
    if (closed || from !== channel) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      logger.warn({ channel, message: message.slice(0, 200) }, 'ignored a change notice that is not JSON');
      return;
    }
    const result = NoticeMessage.safeParse(parsed);
    if (!result.success) {
      logger.warn({ channel, issues: result.error.issues }, 'ignored a malformed change notice');
      return;
    }
    local.publish(result.data).catch((err: unknown) => logger.warn({ err, channel }, 'change notice not delivered'));
  };

  const openSubscriber = async (): Promise<Redis> => {
    const client = connect('subscriber');
    client.on('message', onMessage);
    try {
      await client.subscribe(channel);
      return client;
    } catch (err) {
      client.disconnect();
      throw err;
    }
  };

  const assertOpen = (): void => {
    if (closed) throw new Error('notice bus is closed');
  };

  return {
    publish(notice) {
      if (closed) return Promise.reject(new Error('notice bus is closed'));
      publisher ??= openPublisher();
      send(publisher, JSON.stringify(notice));
      return Promise.resolve();
    },
    async subscribe(handler) {
      assertOpen();
      subscriber ??= openSubscriber().catch((err: unknown) => {
        subscriber = undefined;
        throw err;
      });
      await subscriber;
      return local.subscribe(handler);
    },
    async close() {
      if (closed) return;
      closed = true;
      await local.close();
      const sub = await subscriber?.catch(() => undefined);
      await Promise.all([quit(publisher), quit(sub)]);
    },
  };
}

async function quit(client: Redis | undefined): Promise<void> {
  if (!client || client.status === 'end') return;
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}
