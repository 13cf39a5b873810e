/**
 * Failed sign-ins per account in a sliding window (default: 100 per hour). Kept in the memory of the
 * command service: right for the embedded mode (one process); with several command-service replicas
 * each counts on its own, so an account allows up to replicas × limit (the per-address rate limit on
 * POST /auth still applies). Unknown usernames are counted like real ones, so the answer never tells
 * them apart. A successful sign-in clears the account's count.
 */
export interface SignInLimiter {
  /** Whether the account has used up its failures in the window ending at `now`. */
  blocked(username: string, now: Date): boolean;
  recordFailure(username: string, now: Date): void;
  clear(username: string): void;
}

export interface SignInLimiterOptions {
  maxFailures: number;
  windowMs: number;
  /** Accounts tracked at most; the oldest are forgotten first (memory stays bounded under a spray). */
  maxAccounts?: number;
}

export const createSignInLimiter = ({ maxFailures, windowMs, maxAccounts = 100_000 }: SignInLimiterOptions): SignInLimiter => {
  const failures = new Map<string, number[]>();
  const recent = (username: string, now: Date): number[] => {
    const since = now.getTime() - windowMs;
    const kept = (failures.get(username) ?? []).filter((time) => time > since);
    if (kept.length === 0) failures.delete(username);
    else failures.set(username, kept);
    return kept;
  };
  return {
    blocked: (username, now) => recent(username, now).length >= maxFailures,
    recordFailure(username, now) {
      const kept = recent(username, now);
      failures.delete(username); // re-insert: the map's order is least recently failed first
      failures.set(username, [...kept, now.getTime()].slice(-maxFailures));
      if (failures.size > maxAccounts) {
        const oldest = failures.keys().next().value;
        if (oldest !== undefined) failures.delete(oldest);
      }
    },
    clear: (username) => void failures.delete(username),
  };
};

export const SIGN_IN_FAILURES_PER_HOUR = 100;
const shared = new WeakMap<object, SignInLimiter>();

/** The one limiter of a command service (sign-in and password change count against the same account). */
export const signInLimiterFor = (accounts: { signInFailuresPerHour?: number }): SignInLimiter => {
  let limiter = shared.get(accounts);
  if (!limiter) {
    limiter = createSignInLimiter({ maxFailures: accounts.signInFailuresPerHour ?? SIGN_IN_FAILURES_PER_HOUR, windowMs: 3_600_000 });
    shared.set(accounts, limiter);
  }
  return limiter;
};
