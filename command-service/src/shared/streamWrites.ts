// Writes that read a stream, decide and append at the revision they read: serialised
// per stream inside a process, so writers in one process never lose a race to each other, and retried on a
// fresh state, with jittered backoff within a time budget, when another process appended first.
import { WrongExpectedRevisionError, type EventStore } from '@ftr/infra/eventstore/port.ts';

/** Runs tasks one at a time per key, in the order they were queued; a failed task does not block the next. */
export interface KeyedQueue {
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
  /** Keys with a task running or waiting (a key leaves once its last task settles). */
  readonly busyKeys: number;
}

export const createKeyedQueue = (): KeyedQueue => {
  /** Per key: a promise that settles (never rejects) when the key's last queued task has settled. */
  const tails = new Map<string, Promise<void>>();
  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const result = (tails.get(key) ?? Promise.resolve()).then(task);
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
    get busyKeys() {
      return tails.size;
    },
  };
};

const queues = new WeakMap<EventStore, KeyedQueue>();

/**
 * The process's queue of writes for an event store: every writer of a stream (data entry, CCF data
 * values, recalculation, CCF lifecycle) that goes through it is serialised with the others.
 */
export const streamQueueOf = (store: EventStore): KeyedQueue => {
  let queue = queues.get(store);
  if (!queue) {
    queue = createKeyedQueue();
    queues.set(store, queue);
  }
  return queue;
};

export interface RetryOptions {
  /** How long to keep retrying after the first lost race (ms). */
  budgetMs?: number;
  /** The first backoff's ceiling (ms); doubled after each lost race up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  now?: () => number;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Contention across processes is short-lived: a rival's append takes milliseconds. But after a store outage the
 * writes queued behind it all race at once, and on a loaded machine each round (read, decide, append) can take
 * hundreds of milliseconds: with 2 s, one such write in a few thousand was still answered 409 for contention.
 */
export const APPEND_RETRY_BUDGET_MS = 5_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` again (after a "full jitter" exponential backoff) while it throws
 * WrongExpectedRevisionError and the budget (counted from the first lost race) lasts; any other error, or the last lost race, is thrown.
 * Each attempt must read the stream afresh and decide again: a true conflict then shows as its decider's
 * own refusal.
 */
export const retryOnLostRace = async <T>(attempt: () => Promise<T>, options: RetryOptions = {}): Promise<T> => {
  const {
    budgetMs = APPEND_RETRY_BUDGET_MS,
    baseDelayMs = 5,
    maxDelayMs = 100,
    now = () => performance.now(),
    random = Math.random,
    sleep = pause,
  } = options;
  // From the first lost race, not the first try: a try that waited on the store (locked, stalled, restarting)
  // and then lost to the writes queued behind the same wait is contention like any other, not a conflict.
  let deadline: number | undefined;
  for (let ceiling = baseDelayMs; ; ceiling = Math.min(ceiling * 2, maxDelayMs)) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      deadline ??= now() + budgetMs;
      const delay = Math.floor(random() * ceiling);
      if (now() + delay >= deadline) throw error;
      await sleep(delay);
    }
  }
};

/**
 * A read-decide-append write of `stream`: each try runs alone among the process's writes of that stream
 * (so only another process can make it lose), and a lost race is retried with backoff outside the queue.
 */
export const writeStream = <T>(store: EventStore, stream: string, attempt: () => Promise<T>, options?: RetryOptions): Promise<T> =>
  retryOnLostRace(() => streamQueueOf(store).run(stream, attempt), options);
