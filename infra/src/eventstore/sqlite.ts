import { randomUUIDv7 } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FileHandle } from 'node:fs/promises';
import type { DatabaseSync } from 'node:sqlite';
import type { EventMetadata, StoredEvent } from '@ftr/contracts';
import { inTransaction } from '../sqlite/database.ts';
import { createAppender, int, type PreparedEvent, type Row } from './sqliteAppend.ts';
import { createWalSync } from './sqliteSync.ts';
import {
  type AppendOptions,
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
  /**
   * The write-ahead log of the file `db` is open on (`<file>-wal`), for a `db` committing with
   * synchronous=NORMAL: each append is then acknowledged after an fdatasync of this file that it shares with
   * the appends committed beside it (group commit, sqliteSync.ts), run off the event loop. Without it, `db`'s
   * own synchronous setting decides (FULL: the fsync inside COMMIT, on the caller's thread).
   */
  walFile?: string;
  /** How `walFile` is synced (tests hold or fail it); fdatasync by default. */
  sync?: (handle: FileHandle) => Promise<void>;
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

/**
 * Embedded event store (docs/architecture.md §3) on the shared SQLite connection. Appends are one IMMEDIATE
 * transaction on `db`, made durable by `walFile`'s group sync when given; subscribers are woken once an
 * append is acknowledged (a "go read" signal) and poll for appends made by other processes on the same
 * file. Does not close `db`: its owner does.
 */
export const createSqliteEventStore = (db: DatabaseSync, options: SqliteEventStoreOptions = {}): EventStore => {
  const pollIntervalMs = options.pollIntervalMs ?? 250;
  db.exec(SCHEMA);

  const appendOn = createAppender(db);
  const wal = options.walFile === undefined ? undefined : createWalSync(options.walFile, options.sync);
  const byStream = db.prepare(`SELECT ${COLUMNS} FROM events WHERE stream = ? AND revision >= ? ORDER BY revision`);
  // Followers read only what is durable: a projection, a notice or a mail never shows a write that a power
  // loss could still take back. The stream's own reads (decisions) see every commit.
  const afterPosition = db.prepare(`SELECT ${COLUMNS} FROM events WHERE position > ? AND position <= ? ORDER BY position LIMIT ?`);
  const head = db.prepare('SELECT MAX(position) AS position FROM events');
  head.setReadBigInts(true);
  for (const statement of [byStream, afterPosition]) statement.setReturnArrays(true);

  const readAfter = (position: bigint | undefined, limit: number): StoredEvent[] =>
    (afterPosition.all(position ?? 0n, wal?.visibleUpTo ?? Number.MAX_SAFE_INTEGER, limit) as unknown as Row[]).map(toStored);

  /**
   * An append wakes every subscription of the process at once, and each reads the same events: the first
   * read serves the others in that turn of the event loop (its events are read-only to all of them). A
   * subscription reads once per turn and again when woken or polled, so another process's appends are never
   * hidden from it for longer; a commit of this process reads afresh at once. Only subscriptions share:
   * a caller of readAll may learn in the same turn that the log moved (a projector's checkpoint) and must see it.
   */
  let commits = 0;
  const shared = new Map<string, { commits: number; events: StoredEvent[] }>();
  let clearing: NodeJS.Immediate | undefined;
  const readShared = (position: bigint | undefined, limit: number): StoredEvent[] => {
    const key = `${position ?? 0n} ${limit} ${wal?.visibleUpTo ?? Number.MAX_SAFE_INTEGER}`;
    const hit = shared.get(key);
    if (hit && hit.commits === commits) return hit.events;
    const events = readAfter(position, limit);
    shared.set(key, { commits, events });
    clearing ??= setImmediate(() => {
      clearing = undefined;
      shared.clear();
    });
    return events;
  };

  /** Wake-up callbacks of idle subscriptions; called once each append that wrote events is acknowledged. */
  const wakers = new Set<() => void>();
  const wakeAll = (): void => {
    for (const wake of [...wakers]) wake();
  };
  const subscriptions = new Set<Subscription>();

  const append = async (
    stream: string,
    events: EventToAppend[],
    expected: ExpectedRevision,
    appendOptions?: AppendOptions,
  ): Promise<AppendResult> => {
    const prepared: PreparedEvent[] = events.map((event) => ({
      id: event.id ?? randomUUIDv7(),
      type: event.type,
      data: toJson(event.data, 'data'),
      metadata: toJson(event.metadata, 'metadata'),
    }));
    const { nextRevision, position, firstPosition } = inTransaction(db, () => appendOn(stream, prepared, expected));
    if (firstPosition !== undefined) {
      commits += 1;
      wal?.committed(firstPosition);
    }
    const result = { nextRevision, position: BigInt(position) };
    if (wal) {
      appendOptions?.onCommitted?.(result);
      // A replay of an earlier write waits too: that write may still be waiting for its sync.
      await wal.durable();
    }
    return result;
  };

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
          const batch = readShared(last, SUBSCRIPTION_BATCH);
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
    append: async (stream, events, expected, appendOptions) => {
      const result = await append(stream, events, expected, appendOptions);
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
      await wal?.close();
      if (clearing) clearImmediate(clearing);
      shared.clear();
    },
  };
};
