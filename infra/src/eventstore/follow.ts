import type { StoredEvent } from '@ftr/contracts';
import { createPositionWaiters } from './followPosition.ts';
import type { EventStore, Subscription } from './port.ts';

/** Capped exponential back-off with jitter between resubscriptions. */
export interface Backoff {
  /** First delay (default 200 ms). */
  initialMs: number;
  /** Longest delay (default 30 s). */
  maxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { initialMs: 200, maxMs: 30_000 };

/**
 * The delay before retry `attempt` (1-based): initial × 2^(attempt-1), capped at max, then "equal
 * jitter" (between half and all of it) so replicas that lost the store together do not return together.
 */
export const backoffDelay = (backoff: Backoff, attempt: number, random: () => number = Math.random): number => {
  const capped = Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.min(attempt - 1, 30));
  return Math.round(capped / 2 + (capped / 2) * random());
};

/** 'standby': waiting for another process's lease on the same work to lapse (infra/src/readstore/leaseKeeper.ts). */
export type FollowState = 'starting' | 'running' | 'retrying' | 'standby' | 'stopped';

export interface FollowStatus {
  name: string;
  state: FollowState;
  /** When the follower entered this state (ISO). */
  since: string;
  /** Failed subscriptions in a row (0 once a batch is handled again). */
  attempts: number;
  lastError?: string;
  /** The last committed position, as a string. */
  position?: string;
}

export interface FollowOptions {
  /** For logs and readiness. */
  name: string;
  eventStore: Pick<EventStore, 'subscribeToAll'>;
  /** The last committed checkpoint: events strictly after it are delivered (undefined: from the start). */
  after: bigint | undefined;
  /**
   * Applies a batch and commits its checkpoint (all or nothing). A throw counts as a failed
   * subscription: the batch is handed over again after the back-off, from the last committed position.
   */
  handle(events: StoredEvent[]): Promise<void>;
  backoff?: Backoff;
  random?: () => number;
  logger?: { error(o: object, m?: string): void; warn?(o: object, m?: string): void };
}

/** Property signatures: the runtimes hand these functions on as they are (no `this`). */
export interface Follower {
  /** Position of the last batch handled (the committed checkpoint). */
  position: () => bigint | undefined;
  /** True once `position` has been handled; false after `timeoutMs` or when the follower stops. */
  waitFor: (position: bigint, timeoutMs: number) => Promise<boolean>;
  status: () => FollowStatus;
  stop: () => Promise<void>;
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The one "follow the log" runtime (the projector, every reactor): subscribes after the checkpoint,
 * hands batches to `handle`, and on a subscription error (or a failing handler) closes the
 * subscription and subscribes again from the last committed position after a capped, jittered
 * back-off, for as long as it runs. Nothing is skipped or handed over twice by the follower itself:
 * a batch counts once `handle` resolves. `status()` feeds readiness (docs/distributed.md).
 */
export const followLog = (options: FollowOptions): Follower => {
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  let position = options.after;
  let subscription: Subscription | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let status: FollowStatus = { name: options.name, state: 'starting', since: new Date().toISOString(), attempts: 0 };
  const waiters = createPositionWaiters(() => position);
  const enter = (state: FollowState, patch: Partial<FollowStatus> = {}): void => {
    status = state === status.state ? { ...status, ...patch } : { ...status, ...patch, state, since: new Date().toISOString() };
  };
  /** Confirmed: running again. The retry count goes back to 0 only once a batch is handled, so a batch that fails every time backs off. */
  const healthy = (handled: boolean): void => {
    if (!stopped) enter('running', handled ? { attempts: 0 } : {});
  };

  const subscribe = (): void => {
    try {
      subscription = open();
    } catch (error) {
      // A client that throws at once (no connection yet) is retried like a subscription that failed.
      void retry({ close: () => Promise.resolve() }, error);
    }
  };

  const open = (): Subscription => {
    let failed = false;
    const current: Subscription = options.eventStore.subscribeToAll({
      ...(position !== undefined ? { after: position } : {}),
      onConfirmed: () => {
        healthy(false);
      },
      onEvents: async (events) => {
        const last = events.at(-1);
        if (!last) return;
        await options.handle(events);
        position = last.position;
        healthy(true);
        waiters.settle(position);
      },
      onError: (error) => {
        if (failed || stopped) return;
        failed = true;
        void retry(current, error);
      },
    });
    return current;
  };

  const retry = async (failed: Subscription, error: unknown): Promise<void> => {
    const attempts = status.attempts + 1;
    const delay = backoffDelay(backoff, attempts, options.random);
    enter('retrying', { attempts, lastError: message(error) });
    options.logger?.error({ err: error, follower: options.name, attempts, retryInMs: delay }, 'log subscription failed; resubscribing');
    await failed.close().catch(() => undefined);
    if (stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (!stopped) subscribe();
    }, delay);
  };

  subscribe();
  return {
    position: () => position,
    waitFor: waiters.waitFor,
    status: () => ({ ...status, ...(position !== undefined ? { position: position.toString() } : {}) }),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      enter('stopped');
      await subscription?.close();
      waiters.cancelAll();
    },
  };
};

/** Readiness: every follower has a live subscription (none starting, retrying or stopped). */
export const followersReady = (followers: readonly Pick<Follower, 'status'>[]): boolean =>
  followers.every((follower) => follower.status().state === 'running');
