import { randomUUIDv7 } from 'node:crypto';
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

/** Events read per catch-up batch: large batches mean fewer commits while catching up. */
export const SUBSCRIPTION_BATCH = 10_000;

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

/** A row of COLUMNS, read as an array (much faster than an object per row on long catch-ups). */
type Row = SQLOutputValue[];

const int = (row: Row, index: number): number => {
  const value = row[index];
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new TypeError(`events column ${index}: expected an integer`);
  return value;
};

const text = (row: Row, index: number): string => {
  const value = row[index];
  if (typeof value !== 'string') throw new TypeError(`events column ${index}: expected text, got ${typeof value}`);
  return value;
};

/** Positions and revisions stay far below 2^53 in SQLite, so they are read as numbers. */
const toStored = (row: Row): StoredEvent => ({
  position: BigInt(int(row, 0)),
  stream: text(row, 1),
  revision: int(row, 2),
  type: text(row, 3),
  data: JSON.parse(text(row, 4)),
  metadata: JSON.parse(text(row, 5)) as EventMetadata,
});

const toJson = (value: unknown, what: string): string => {
  const json = JSON.stringify(value) as string | undefined; // undefined for a function or a bare undefined
  if (json === undefined) throw new TypeError(`Event ${what} is not JSON-serialisable`);
  return json;
};

const matches = (expected: ExpectedRevision, current: number): boolean =>
  expected === 'any' || (expected === 'no_stream' ? current === -1 : expected === current);

/**
 * Embedded event store (docs/architecture.md §3) on the shared SQLite connection. Appends are one synchronous
 * IMMEDIATE transaction; subscribers are woken after COMMIT (a "go read" signal) and poll for
 * appends made by other processes on the same file. Does not close `db`: its owner does.
 */
export const createSqliteEventStore = (db: DatabaseSync, options: SqliteEventStoreOptions = {}): EventStore => {
  const pollIntervalMs = options.pollIntervalMs ?? 250;
  db.exec(SCHEMA);

  const byId = db.prepare('SELECT stream, revision, position FROM events WHERE id = ?');
  const streamHead = db.prepare('SELECT revision, position FROM events WHERE stream = ? ORDER BY revision DESC LIMIT 1');
  const insert = db.prepare('INSERT INTO events (id, stream, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)');
  const byStream = db.prepare(`SELECT ${COLUMNS} FROM events WHERE stream = ? AND revision >= ? ORDER BY revision`);
  const afterPosition = db.prepare(`SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`);
  const head = db.prepare('SELECT MAX(position) AS position FROM events');
  head.setReadBigInts(true);
  for (const statement of [byId, streamHead, byStream, afterPosition]) statement.setReturnArrays(true);

  const readAfter = (position: bigint | undefined, limit: number): StoredEvent[] =>
    (afterPosition.all(position ?? 0n, limit) as unknown as Row[]).map(toStored);

  /** Wake-up callbacks of idle subscriptions; called after every COMMIT that wrote events. */
  const wakers = new Set<() => void>();
  const wakeAll = (): void => {
    for (const wake of [...wakers]) wake();
  };
  const subscriptions = new Set<Subscription>();

  /**
   * A replay: the first event's id is already stored. It is the same write again (an idempotent success
   * answering the first result) when every id sits in this stream, in order, where the expected revision
   * puts it (anywhere for 'any'); any other reuse of an id is a wrong expected revision.
   */
  const replayed = (stream: string, events: EventToAppend[], expected: ExpectedRevision, current: number): AppendResult | undefined => {
    const firstId = events[0]?.id;
    const first = firstId === undefined ? undefined : (byId.get(firstId) as unknown as Row | undefined);
    if (!first) return undefined;
    const start = int(first, 1);
    const same = (event: EventToAppend, index: number) => {
      const row = event.id === undefined ? undefined : (byId.get(event.id) as unknown as Row | undefined);
      return row !== undefined && text(row, 0) === stream && int(row, 1) === start + index ? row : undefined;
    };
    const rows = events.map(same);
    const at = expected === 'any' || start === (expected === 'no_stream' ? 0 : expected + 1);
    const last = rows.at(-1);
    if (!at || !last || rows.some((row) => row === undefined)) {
      throw new WrongExpectedRevisionError(stream, expected, current === -1 ? 'no_stream' : current);
    }
    return { nextRevision: int(last, 1), position: BigInt(int(last, 2)) };
  };

  const append = (stream: string, events: EventToAppend[], expected: ExpectedRevision): AppendResult =>
    inTransaction(db, () => {
      const last = streamHead.get(stream) as unknown as Row | undefined;
      const current = last ? int(last, 0) : -1;
      const replay = replayed(stream, events, expected, current);
      if (replay) return replay;
      if (!matches(expected, current)) {
        throw new WrongExpectedRevisionError(stream, expected, current === -1 ? 'no_stream' : current);
      }
      let position = last ? BigInt(int(last, 1)) : 0n;
      events.forEach((event, index) => {
        const { lastInsertRowid } = insert.run(
          event.id ?? randomUUIDv7(),
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

  const subscribeToAll = ({ after: from, onEvents, onError, onConfirmed }: SubscribeOptions): Subscription => {
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
      let confirmed = false;
      try {
        while (!closed) {
          // The read and the registration in idle() run in one synchronous step: no append slips between.
          const batch = readAfter(last, SUBSCRIPTION_BATCH);
          if (!confirmed) {
            confirmed = true;
            onConfirmed?.();
          }
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
      if (events.length > 0) wakeAll(); // a replay wakes subscribers for nothing: harmless
      return result;
    },
    readStream: async (stream, options = {}) => (byStream.all(stream, options.fromRevision ?? 0) as unknown as Row[]).map(toStored),
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
