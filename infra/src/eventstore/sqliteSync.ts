import { open, type FileHandle } from 'node:fs/promises';

/**
 * Group commit for the embedded event log. Its connection commits with synchronous=NORMAL, which in WAL mode
 * writes the transaction's frames to the write-ahead log without an fsync; this makes them durable: one
 * fdatasync of the WAL file in libuv's thread pool (off the event loop), shared by every commit made before it
 * started. An append is acknowledged only after such a sync, so an acknowledged write is on disk as with
 * synchronous=FULL, while the loop keeps serving and the next commits queue for the next sync.
 *
 * Why the WAL file alone is enough: a commit is complete once its frames are in the WAL (SQLite's checkpoints
 * sync the WAL before copying it into the database, and the database after); the file stays the same inode
 * while the store's connection is open, as SQLite deletes it only when the last connection closes.
 */
export interface WalSync {
  /** Marks a commit whose first event is at `firstPosition` (not yet durable); called right after its COMMIT. */
  committed(firstPosition: number): void;
  /** Resolves once every commit marked before this call is on disk (at once when none waits). */
  durable(): Promise<void>;
  /** The highest position the log may show followers: below the first commit not yet synced. */
  readonly visibleUpTo: number;
  close(): Promise<void>;
}

export const createWalSync = (walFile: string, sync: (handle: FileHandle) => Promise<void> = (handle) => handle.datasync()): WalSync => {
  let handle: Promise<FileHandle> | undefined;
  /** First positions of the commits not yet synced, in commit (so position) order. */
  let unsynced: number[] = [];
  let running: Promise<void> | undefined;
  /** The callers that came while a sync ran: its start may have preceded their commits, so they need the next one. */
  let next: PromiseWithResolvers<void> | undefined;

  const run = (): Promise<void> => {
    const covered = unsynced.length;
    const done = (async () => {
      // A failed open is not kept: the next sync opens again.
      handle ??= open(walFile, 'r').catch((error: unknown) => {
        handle = undefined;
        throw error;
      });
      await sync(await handle);
      unsynced = unsynced.slice(covered);
    })();
    running = done.finally(() => {
      running = undefined;
      const queued = next;
      next = undefined;
      if (queued) run().then(queued.resolve, queued.reject);
    });
    // A failed sync rejects its callers (their writes are not acknowledged); the positions stay hidden from
    // followers until a later sync succeeds.
    running.catch(() => undefined);
    return done;
  };

  return {
    committed: (position) => {
      unsynced.push(position);
    },
    durable: () => {
      if (unsynced.length === 0) return Promise.resolve();
      if (running === undefined) return run();
      next ??= Promise.withResolvers();
      return next.promise;
    },
    get visibleUpTo() {
      const first = unsynced[0];
      return first === undefined ? Number.MAX_SAFE_INTEGER : first - 1;
    },
    close: async () => {
      await running?.catch(() => undefined);
      await next?.promise.catch(() => undefined);
      const opened = await handle?.catch(() => undefined);
      handle = undefined;
      await opened?.close();
    },
  };
};
