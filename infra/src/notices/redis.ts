import { Redis } from 'ioredis';
import { ChangeNotice as NoticeMessage } from '@ftr/contracts';
import type { NoticeBus } from './port.ts';
import { consoleNoticeLogger, createInProcessNoticeBus } from './inProcess.ts';
import type { NoticeBusLogger } from './inProcess.ts';

/**
 * Distributed-mode bus (DESIGN §3): Redis pub/sub on one channel, JSON messages.
 * One publisher connection (opened on first publish) and one subscriber connection (opened on first
 * subscribe); local handlers are fanned out through an in-process bus. Pub/sub is at-most-once: a
 * notice published while a subscriber is reconnecting is lost, so consumers treat notices as hints
 * and carry the position forward.
 */
export function createRedisNoticeBus(url: string, channel = 'ftr:notices', logger: NoticeBusLogger = consoleNoticeLogger): NoticeBus {
  const local = createInProcessNoticeBus(logger);
  let publisher: Redis | undefined;
  let subscriber: Promise<Redis> | undefined;
  let closed = false;

  const connect = (role: 'publisher' | 'subscriber'): Redis => {
    const client = new Redis(url, { connectionName: `ftr-notices-${role}` });
    client.on('error', (err: Error) => logger.warn({ err, channel, role }, 'notice bus connection error'));
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
    async publish(notice) {
      assertOpen();
      publisher ??= connect('publisher');
      await publisher.publish(channel, JSON.stringify(notice));
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
