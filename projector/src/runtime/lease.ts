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
  /** Takes or renews the lease; false while another process holds it. */
  take(): Promise<boolean>;
  /** How often to take or renew it: a third of its time to live, so two renewals can fail before it lapses. */
  everyMs: number;
  /** Called once the lease is ours: start the work. */
  onAcquired(): Promise<void>;
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
 * Only one projector per read-model group (docs/distributed.md): runs the work while it holds the
 * lease, renewing it every `everyMs`; stands by and tries again at the same pace while another holds
 * it, taking over once that one's lease has expired. A renewal that fails (store away) counts as lost:
 * the work stops before the lease can lapse into another owner's hands.
 */
export const keepLease = (options: LeaseKeeperOptions): LeaseKeeper => {
  const schedule = options.schedule ?? realSchedule;
  let holding = false;
  let stopped = false;
  /** Read through a call: `stopped` changes while a round awaits. */
  const isStopped = (): boolean => stopped;
  let timer: { cancel(): void } | undefined;
  let current: Promise<void> = Promise.resolve();

  const round = async (): Promise<void> => {
    let granted = false;
    try {
      granted = await options.take();
    } catch (err) {
      options.logger?.error({ err }, 'lease renewal failed');
    }
    if (isStopped()) return;
    try {
      if (granted && !holding) {
        holding = true;
        options.logger?.info?.({}, 'lease taken: running');
        await options.onAcquired();
      } else if (!granted && holding) {
        holding = false;
        options.logger?.info?.({}, 'lease lost: standing by');
        await options.onLost();
      }
    } catch (err) {
      holding = false; // the work did not start (or stop) cleanly: the next round tries again
      options.logger?.error({ err }, 'starting or stopping the leased work failed');
    }
    if (!isStopped()) {
      timer = schedule(() => {
        current = round();
      }, options.everyMs);
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
