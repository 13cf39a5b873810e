import type { FollowStatus } from '../eventstore/follow.ts';
import type { Fence } from './port.ts';
/** A timer the lease keeper can be driven by (tests pass a manual one). */
export type Schedule = (run: () => void, ms: number) => { cancel(): void };

export const realSchedule: Schedule = (run, ms) => {
  const timer = setTimeout(run, ms);
  timer.unref();
  return {
    cancel: () => {
      clearTimeout(timer);
    },
  };
};

export interface LeaseKeeperOptions {
  /** Takes or renews the lease: its epoch, or null while another process holds it. */
  take(): Promise<number | null>;
  /** How often to renew it while holding: a third of its time to live, so two renewals can fail before it lapses. */
  everyMs: number;
  /** How often to try while standing by (default 1 s, at most everyMs): the takeover follows the expiry closely. */
  standbyEveryMs?: number;
  /** The longest one take may take (default half of everyMs, at least 1 s): one that takes longer counts as failed (lost). */
  callTimeoutMs?: number;
  /** Called once the lease is ours (again, under a new epoch): start the work, fenced by the epoch. */
  onAcquired(epoch: number): Promise<void>;
  /** Called once it is not (renewal refused or failing, or stop): stop the work. */
  onLost(): Promise<void>;
  schedule?: Schedule;
  logger?: { error(o: object, m?: string): void; info?(o: object, m?: string): void };
}

export interface LeaseKeeper {
  holding(): boolean;
  /** Resolves after the first attempt (holding or standing by). */
  started: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Only one process runs a leased piece of work (a projector group, a reactor; docs/distributed.md): runs the work while it holds the
 * lease, renewing it every `everyMs`; stands by and tries again at the same pace while another holds
 * it, taking over once that one's lease has expired. A renewal that fails (store away) counts as lost:
 * the work stops before the lease can lapse into another owner's hands.
 */
export const keepLease = (options: LeaseKeeperOptions): LeaseKeeper => {
  const schedule = options.schedule ?? realSchedule;
  let holding = false;
  let heldEpoch: number | null = null;
  let stopped = false;
  const callTimeoutMs = options.callTimeoutMs ?? Math.max(1_000, Math.floor(options.everyMs / 2));
  const standbyEveryMs = Math.min(options.everyMs, options.standbyEveryMs ?? 1_000);
  /** A take bounded in time: a store that hangs (the driver may wait 30 s) counts as a failed renewal. */
  const boundedTake = async (): Promise<number | null> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`lease call took longer than ${callTimeoutMs} ms`)), callTimeoutMs);
    });
    try {
      return await Promise.race([options.take(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
  /** Read through a call: `stopped` changes while a round awaits. */
  const isStopped = (): boolean => stopped;
  let timer: { cancel(): void } | undefined;
  let current: Promise<void> = Promise.resolve();

  const round = async (): Promise<void> => {
    let epoch: number | null = null;
    try {
      epoch = await boundedTake();
    } catch (err) {
      options.logger?.error({ err }, 'lease renewal failed');
    }
    if (isStopped()) return;
    try {
      // Held under another epoch than the work runs under (it changed hands in between): stop, then start anew.
      if (holding && epoch !== heldEpoch) {
        holding = false;
        heldEpoch = null;
        options.logger?.info?.({}, 'lease lost: standing by');
        await options.onLost();
      }
      if (epoch !== null && !holding) {
        holding = true;
        heldEpoch = epoch;
        options.logger?.info?.({ epoch }, 'lease taken: running');
        await options.onAcquired(epoch);
      }
    } catch (err) {
      holding = false; // the work did not start (or stop) cleanly: the next round tries again
      heldEpoch = null;
      options.logger?.error({ err }, 'starting or stopping the leased work failed');
    }
    if (!isStopped()) {
      timer = schedule(
        () => {
          current = round();
        },
        holding ? options.everyMs : standbyEveryMs,
      );
    }
  };

  current = round();
  return {
    holding: () => holding,
    started: current,
    async stop() {
      stopped = true;
      timer?.cancel();
      await current;
      if (holding) {
        holding = false;
        await options.onLost();
      }
    },
  };
};

/** A log follower as the lease sees it (a projector, a reactor). */
export interface LeasedWork {
  position(): bigint | undefined;
  waitFor(position: bigint, timeoutMs: number): Promise<boolean>;
  status(): FollowStatus;
  stop(): Promise<void>;
}

export interface LeasedFollowerOptions {
  /** The lease's name (`projector:{group}`, `reactor:{name}`): also the follower's name while it stands by. */
  lease: string;
  /** Takes or renews the lease at its time to live: its epoch, or null while another process holds it. */
  take(): Promise<number | null>;
  ttlMs: number;
  /** Starts the work, fenced by the epoch it holds the lease under. */
  start(fence: Fence): Promise<LeasedWork>;
  clock?: { now(): Date };
  logger?: LeaseKeeperOptions['logger'];
}

/**
 * A follower that runs only while this process holds its lease: renewed every third of its time to live, a
 * standby trying every second (at most). While standing by it reports `standby` and reaches no position.
 */
export const startLeasedFollower = async (options: LeasedFollowerOptions): Promise<LeasedWork> => {
  const { lease, ttlMs } = options;
  const since = (options.clock?.now() ?? new Date()).toISOString();
  let running: LeasedWork | undefined;
  const keeper = keepLease({
    take: () => options.take(),
    everyMs: Math.floor(ttlMs / 3),
    standbyEveryMs: Math.min(1_000, Math.floor(ttlMs / 3)),
    onAcquired: async (epoch) => {
      running = await options.start({ lease, epoch });
    },
    onLost: async () => {
      const stopping = running;
      running = undefined;
      await stopping?.stop();
    },
    ...(options.logger ? { logger: options.logger } : {}),
  });
  await keeper.started;
  return {
    position: () => running?.position(),
    waitFor: (position, timeoutMs) => running?.waitFor(position, timeoutMs) ?? Promise.resolve(false),
    status: () => running?.status() ?? { name: lease, state: 'standby', since, attempts: 0 },
    stop: () => keeper.stop(),
  };
};
