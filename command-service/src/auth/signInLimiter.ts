import { signInLimitStream, type SignInLimitEvent } from '@ftr/contracts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { accept } from '../shared/decider.ts';
import { handleCommand, journalOf, noFacts, type CommandSpec } from '../shared/handleCommand.ts';
import { createMemoryLimitStore, type LimitStore } from './limitStore.ts';

/**
 * The per-account sign-in limit (docs/security.md): failed sign-ins per username in a sliding window
 * (default 100 an hour), counted in the limit store (memory, or Redis shared by every replica).
 * Unknown usernames are counted like real ones, so the answer never tells them apart.
 *
 * The limit shuts out only addresses the account has never signed in from: an address where the
 * account signed in successfully (remembered 90 days) is slowed down (each attempt waits `slowDownMs`)
 * but never refused, so an attacker cannot lock the real user out. Lockouts and unlocks are events of
 * the stream `signInLimit-{username}`; an unlock written by another process (the operator's
 * `npm run admin -- reset-password`) lifts the lock here too.
 */
export type Gate = 'open' | 'slowed' | 'locked';

export interface SignInLimiter {
  /** Before the password is checked: may this attempt go on, and how. */
  gate(username: string, address: string, now: Date, metadata: AppendMetadata): Promise<Gate>;
  failed(username: string, now: Date, metadata: AppendMetadata): Promise<void>;
  /** A successful sign-in: remembers the address, clears the failures (and audits an unlock). */
  succeeded(username: string, address: string, now: Date, metadata: AppendMetadata): Promise<void>;
  /** The password was set through a reset link: clears the failures (and audits an unlock). */
  cleared(username: string, now: Date, metadata: AppendMetadata): Promise<void>;
  /** The slow-down a known address gets while the account is locked. */
  readonly slowDownMs: number;
}

export interface LimitJournal {
  last(username: string): Promise<SignInLimitEvent | undefined>;
  append(event: SignInLimitEvent, metadata: AppendMetadata): Promise<void>;
}

/** An account's sign-in limit journal: the limiter has decided; the event is recorded as decided. */
export const signInLimitJournal = (username: string): CommandSpec<SignInLimitEvent, null, SignInLimitEvent, undefined> => ({
  stream: signInLimitStream(username),
  journal: true,
  evolver: journalOf(),
  loadFacts: noFacts,
  decide: (event) => accept(event),
});

export const eventStoreJournal = (eventStore: CatalogueEventStore): LimitJournal => ({
  async last(username) {
    const events = await eventStore.readStream(signInLimitStream(username));
    const last = events.at(-1);
    return last ? ({ type: last.type, data: last.data } as SignInLimitEvent) : undefined;
  },
  async append(event, metadata) {
    await handleCommand(eventStore, signInLimitJournal(event.data.username), event, metadata);
  },
});

export interface SignInLimiterOptions {
  store: LimitStore;
  journal: LimitJournal;
  maxFailures: number;
  windowMs: number;
  knownAddressMs?: number;
  slowDownMs?: number;
}

const LOCK_MARK_MS = 30 * 86_400_000;
export const KNOWN_ADDRESS_DAYS = 90;
export const SLOW_DOWN_MS = 1_000;

export const createSignInLimiter = (options: SignInLimiterOptions): SignInLimiter => {
  const { store, journal, maxFailures, windowMs } = options;
  const knownAddressMs = options.knownAddressMs ?? KNOWN_ADDRESS_DAYS * 86_400_000;
  // Usernames are case-insensitive (the user stream is lower-case): 'Admin' and 'admin' count together.
  const failuresOf = (username: string) => `signin:f:${username.toLowerCase()}`;
  const lockOf = (username: string) => `signin:l:${username.toLowerCase()}`;
  const knownOf = (username: string, address: string) => `signin:k:${username.toLowerCase()}:${address}`;
  const unlock = async (username: string, reason: 'expired' | 'signedIn' | 'passwordReset', now: Date, metadata: AppendMetadata) => {
    const wasLocked = await store.marked(lockOf(username), now);
    await store.clear(failuresOf(username), lockOf(username));
    if (wasLocked) await journal.append({ type: 'SignInUnlocked', data: { username, reason } }, metadata);
  };
  return {
    slowDownMs: options.slowDownMs ?? SLOW_DOWN_MS,
    async gate(username, address, now, metadata) {
      if ((await store.count(failuresOf(username), now, windowMs)) < maxFailures) {
        if (await store.marked(lockOf(username), now)) await unlock(username, 'expired', now, metadata);
        return 'open';
      }
      const last = await journal.last(username);
      if (last?.type === 'SignInUnlocked') {
        await store.clear(failuresOf(username), lockOf(username)); // lifted elsewhere (operator reset)
        return 'open';
      }
      return (await store.marked(knownOf(username, address), now)) ? 'slowed' : 'locked';
    },
    async failed(username, now, metadata) {
      const failures = await store.hit(failuresOf(username), now, windowMs, maxFailures);
      if (failures < maxFailures || !(await store.markOnce(lockOf(username), now, LOCK_MARK_MS))) return;
      const until = new Date(now.getTime() + windowMs).toISOString();
      await journal.append(
        { type: 'SignInLocked', data: { username, failures, windowMinutes: Math.round(windowMs / 60_000), until } },
        metadata,
      );
    },
    async succeeded(username, address, now, metadata) {
      await store.mark(knownOf(username, address), now, knownAddressMs);
      await unlock(username, 'signedIn', now, metadata);
    },
    cleared: (username, now, metadata) => unlock(username, 'passwordReset', now, metadata),
  };
};

export const SIGN_IN_FAILURES_PER_HOUR = 100;
const shared = new WeakMap<object, SignInLimiter>();

export interface SignInLimitOptions {
  signInFailuresPerHour?: number;
  /** Where the counters live (default: this process's memory). */
  limitStore?: LimitStore;
  /** Wait of a known address while its account is locked (default 1 s). */
  slowDownMs?: number;
}

/** The one limiter of a command service (sign-in and password change count against the same account). */
export const signInLimiterFor = (accounts: SignInLimitOptions, eventStore: CatalogueEventStore): SignInLimiter => {
  let limiter = shared.get(accounts);
  if (!limiter) {
    limiter = createSignInLimiter({
      store: accounts.limitStore ?? createMemoryLimitStore(),
      journal: eventStoreJournal(eventStore),
      maxFailures: accounts.signInFailuresPerHour ?? SIGN_IN_FAILURES_PER_HOUR,
      windowMs: 3_600_000,
      ...(accounts.slowDownMs !== undefined ? { slowDownMs: accounts.slowDownMs } : {}),
    });
    shared.set(accounts, limiter);
  }
  return limiter;
};
