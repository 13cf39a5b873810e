/**
 * Waiting for a follower of the log (the projector, a reactor) to pass a position: `waitFor`
 * resolves true once `settle` has been called with a position at or past the target, false when the
 * timeout passes first or the follower stops (`cancelAll`).
 */
export interface PositionWaiters {
  settle: (position: bigint | undefined) => void;
  waitFor: (target: bigint, timeoutMs: number) => Promise<boolean>;
  cancelAll: () => void;
}

export const createPositionWaiters = (current: () => bigint | undefined): PositionWaiters => {
  const waiters = new Set<{ target: bigint; resolve: (reached: boolean) => void }>();
  return {
    settle(position) {
      if (position === undefined) return;
      for (const waiter of waiters) {
        if (position >= waiter.target) {
          waiters.delete(waiter);
          waiter.resolve(true);
        }
      }
    },
    waitFor(target, timeoutMs) {
      const position = current();
      if (position !== undefined && position >= target) return Promise.resolve(true);
      return new Promise((resolve) => {
        const waiter = { target, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) resolve(false);
        }, timeoutMs).unref();
      });
    },
    cancelAll() {
      for (const waiter of waiters) waiter.resolve(false);
      waiters.clear();
    },
  };
};

export interface PollOptions {
  /** First pause between reads (default 1 ms: an embedded projector applies an append within a millisecond or two). */
  firstMs?: number;
  /** Longest pause between reads (default 25 ms). */
  maxMs?: number;
}

const TIMED_OUT = Symbol('timed out');

/** `work`'s answer, or TIMED_OUT once `ms` have passed first (a late failure of `work` is then ignored). */
const within = async <T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    const answer = await Promise.race([work, late]);
    if (answer === TIMED_OUT) work.catch(() => undefined);
    return answer;
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Waiting on a follower in another process (or seen only through its checkpoint): reads the position
 * quickly at first, backing off to `maxMs`; true once it is at or past `target`, false after `timeoutMs`,
 * also when a read is still waiting on a store that does not answer (stalled, unreachable): the caller
 * answers 503 in time rather than hang with the store.
 */
export const pollForPosition = async (
  read: () => Promise<bigint | undefined>,
  target: bigint,
  timeoutMs: number,
  options: PollOptions = {},
): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  let pause = options.firstMs ?? 1;
  for (;;) {
    const reached = await within(read(), Math.max(0, deadline - Date.now()));
    if (reached === TIMED_OUT) return false;
    if (reached !== undefined && reached >= target) return true;
    const left = deadline - Date.now();
    if (left <= 0) return false;
    await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
    pause = Math.min(pause * 2, options.maxMs ?? 25);
  }
};
