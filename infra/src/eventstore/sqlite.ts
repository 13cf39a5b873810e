import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import type { EventMetadata, StoredEvent } from '@ftr/contracts';
import { inTransaction } from '../sqlite/database.ts';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type SubscribeOptions,
  type Subscription,
} from './port.ts';

export interface SqliteEventStoreOptions {
  /** How often an idle subscription looks for appends made by other processes (default 250 ms). */
  pollIntervalMs?: number;
}

const SUBSCRIPTION_BATCH = 500;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  stream TEXT NOT NULL,
  revision INTEGER NOT NULL,
  type TEXT NOT NULL,
  data TEXT NOT NULL,
  metadata TEXT NOT NULL,
  UNIQUE (stream, revision)
)`;

const COLUMNS = 'position, stream, revision, type, data, metadata';

type Row = Record<string, SQLOutputValue>;

const int = (row: Row, column: string): bigint => {
  const value = row[column];
  if (typeof value !== 'bigint') throw new TypeError(`events.${column}: expected an integer, got ${typeof value}`);
  return value;
};

const text = (row: Row, column: string): string => {
  const value = row[column];
  if (typeof value !== 'string') throw new TypeError(`events.${column}: expected text, got ${typeof value}`);
  return value;
};

const toStored = (row: Row): StoredEvent => {
  const metadata: EventMetadata = JSON.parse(text(row, 'metadata'));
  return {
    stream: text(row, 'stream'),
    revision: Number(int(row, 'revision')),
    position: int(row, 'position'),
    type: text(row, 'type'),
    data: JSON.parse(text(row, 'data')),
    metadata,
  };
};

const toJson = (value: unknown, what: string): string => {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError(`Event ${what} is not JSON-serialisable`);
  return json;
};

const matches = (expected: ExpectedRevision, current: number): boolean =>
  expected === 'any' || (expected === 'no_stream' ? current === -1 : expected === current);

/**
 * Embedded event store (DESIGN §3) on the shared SQLite connection. Appends are one synchronous
 * IMMEDIATE transaction; subscribers are woken after COMMIT (a "go read" signal) and poll for
 * appends made by other processes on the same file. Does not close `db`: its owner does.
 */
export const createSqliteEventStore = (db: DatabaseSync, options: SqliteEventStoreOptions = {}): EventStore => {
  const pollIntervalMs = options.pollIntervalMs ?? 250;
  db.exec(SCHEMA);

  const streamHead = db.prepare('SELECT revision, position FROM events WHERE stream = ? ORDER BY revision DESC LIMIT 1');
  const insert = db.prepare('INSERT INTO events (id, stream, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)');
  const byStream = db.prepare(`SELECT ${COLUMNS} FROM events WHERE stream = ? ORDER BY revision`);
  const afterPosition = db.prepare(`SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`);
  const head = db.prepare('SELECT MAX(position) AS position FROM events');
  for (const statement of [streamHead, insert, byStream, afterPosition, head]) statement.setReadBigInts(true);

  const readAfter = (position: bigint | undefined, limit: number): StoredEvent[] =>
    afterPosition.all(position ?? 0n, limit).map(toStored);

  /** Wake-up callbacks of idle subscriptions; called after every COMMIT that wrote events. */
  const wakers = new Set<() => void>();
  const wakeAll = (): void => {
    for (const wake of [...wakers]) wake();
  };
  const subscriptions = new Set<Subscription>();

  const append = (stream: string, events: EventToAppend[], expected: ExpectedRevision): AppendResult =>
    inTransaction(db, () => {
      const last = streamHead.get(stream);
      const current = last ? Number(int(last, 'revision')) : -1;
      if (!matches(expected, current)) {
        throw new WrongExpectedRevisionError(stream, expected, current === -1 ? 'no_stream' : current);
      }
      let position = last ? int(last, 'position') : 0n;
      events.forEach((event, index) => {
        const { lastInsertRowid } = insert.run(
          event.id ?? randomUUID(),
          stream,
          current + 1 + index,
          event.type,
          toJson(event.data, 'data'),
          toJson(event.metadata, 'metadata'),
        );
        position = BigInt(lastInsertRowid);
      });
      return { nextRevision: current + events.length, position };
    });

  const subscribeToAll = ({ after: from, onEvents, onError }: SubscribeOptions): Subscription => {
    let closed = false;
    let wakeSelf: (() => void) | undefined;
    const idle = (): Promise<void> =>
      new Promise((resolve) => {
        const wake = (): void => {
          clearTimeout(timer);
          wakers.delete(wake);
          wakeSelf = undefined;
          resolve();
        };
        const timer = setTimeout(wake, pollIntervalMs);
        timer.unref();
        wakers.add(wake);
        wakeSelf = wake;
      });
    const run = async (): Promise<void> => {
      let last = from;
      try {
        while (!closed) {
          // The read and the registration in idle() run in one synchronous step: no append slips between.
          const batch = readAfter(last, SUBSCRIPTION_BATCH);
          const newest = batch.at(-1);
          if (newest === undefined) {
            await idle();
            continue;
          }
          await onEvents(batch);
          last = newest.position;
          // A long catch-up must not starve the event loop (HTTP, Socket.IO) between batches.
          await nextTurn();
        }
      } catch (error) {
        if (closed) return;
        // Without onError a failing subscriber must not stop silently: the rejection surfaces.
        if (!onError) throw error;
        onError(error);
      }
    };
    const running = run();
    const subscription: Subscription = {
      close: async () => {
        closed = true;
        wakeSelf?.();
        await running.catch(() => undefined);
        subscriptions.delete(subscription);
      },
    };
    subscriptions.add(subscription);
    return subscription;
  };

  return {
    append: async (stream, events, expected) => {
      const result = append(stream, events, expected);
      if (events.length > 0) wakeAll();
      return result;
    },
    readStream: async (stream) => byStream.all(stream).map(toStored),
    readAll: async (position, limit) => readAfter(position, limit),
    subscribeToAll,
    headPosition: async () => {
      const value = head.get()?.['position'];
      return typeof value === 'bigint' ? value : undefined;
    },
    close: async () => {
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
    },
  };
};
