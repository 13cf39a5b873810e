import { EventEmitter } from 'node:events';
import type { ChangeNotice, NoticeBus } from './port.ts';

/** Where a bus reports failing handlers and malformed messages (a pino logger fits). */
export interface NoticeBusLogger {
  warn(obj: object, msg?: string): void;
}

export const consoleNoticeLogger: NoticeBusLogger = {
  warn: (obj, msg) => console.warn(msg ?? 'notice bus', obj),
};

const NOTICE = 'notice';

/**
 * Embedded-mode bus (docs/architecture.md §3): handlers run synchronously, in subscription order, inside `publish`.
 * A handler that throws (or rejects) is logged and does not stop delivery to the others.
 */
export function createInProcessNoticeBus(logger: NoticeBusLogger = consoleNoticeLogger): NoticeBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let closed = false;
  const assertOpen = (): void => {
    if (closed) throw new Error('notice bus is closed');
  };
  const report = (err: unknown, notice: ChangeNotice): void =>
    logger.warn({ err, position: notice.position }, 'change-notice handler failed');

  return {
    async publish(notice) {
      assertOpen();
      emitter.emit(NOTICE, notice);
    },
    async subscribe(handler) {
      assertOpen();
      const listener = (notice: ChangeNotice): void => {
        try {
          const call: (notice: ChangeNotice) => unknown = handler; // a void handler may still return a promise
          const result = call(notice);
          if (result instanceof Promise) result.catch((err: unknown) => report(err, notice));
        } catch (err) {
          report(err, notice);
        }
      };
      emitter.on(NOTICE, listener);
      return async () => {
        emitter.off(NOTICE, listener);
      };
    },
    async close() {
      closed = true;
      emitter.removeAllListeners();
    },
  };
}
