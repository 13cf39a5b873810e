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

/**
 * Waiting on a follower in another process (or seen only through its checkpoint): reads the position
 * quickly at first, backing off to `maxMs`; true once it is at or past `target`, false after `timeoutMs`.
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
    const reached = await read();
    if (reached !== undefined && reached >= target) return true;
    const left = deadline - Date.now();
    if (left <= 0) return false;
    await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
    pause = Math.min(pause * 2, options.maxMs ?? 25);
  }
};
