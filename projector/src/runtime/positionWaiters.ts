/**
 * Waiting for a follower of the log (the projector, a reactor) to pass a position: `waitFor`
 * resolves true once `settle` has been called with a position at or past the target, false when the
 * timeout passes first or the follower stops (`cancelAll`).
 */
export interface PositionWaiters {
  settle(position: bigint | undefined): void;
  waitFor(target: bigint, timeoutMs: number): Promise<boolean>;
  cancelAll(): void;
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
