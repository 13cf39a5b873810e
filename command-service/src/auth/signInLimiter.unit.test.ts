import type { SignInLimitEvent } from '@ftr/contracts';
import { createMemoryLimitStore } from './limitStore.ts';
import { createSignInLimiter, type LimitJournal, type SignInLimiter } from './signInLimiter.ts';
import { decideRegistration, inDomain } from './register.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 22, 10, minutes));

/** An in-memory journal of the lock/unlock audit events. */
const journalOf = () => {
  const events: SignInLimitEvent[] = [];
  const journal: LimitJournal = {
    last: async (username) => events.filter((event) => event.data.username === username).at(-1),
    append: async (event) => void events.push(event),
  };
  return { events, journal };
};
const meta = {
  userId: 'anonymous',
  site: 'BA' as const,
  correlationId: 'c',
  causationId: 'c',
  timestamp: '2026-11-22T10:00:00.000Z',
};
const limiterOf = (maxFailures: number, store = createMemoryLimitStore()) => {
  const { events, journal } = journalOf();
  return { events, journal, limiter: createSignInLimiter({ store, journal, maxFailures, windowMs: 60 * 60_000 }) };
};
const fail = async (limiter: SignInLimiter, username: string, times: number, minute = 0) => {
  for (let i = 0; i < times; i++) await limiter.failed(username, at(minute), meta);
};

describe('per-account sign-in limiter (sliding hour)', () => {
  it('locks an account after the limit, for that account only, until the oldest failure leaves the window', async () => {
    const { limiter, events } = limiterOf(3);
    await limiter.failed('jsmith', at(0), meta);
    await limiter.failed('jsmith', at(10), meta);
    expect(await limiter.gate('jsmith', '10.0.0.9', at(11), meta)).toBe('open');
    await limiter.failed('jsmith', at(20), meta);
    expect(await limiter.gate('jsmith', '10.0.0.9', at(21), meta)).toBe('locked');
    expect(await limiter.gate('other', '10.0.0.9', at(21), meta)).toBe('open');
    expect(events).toEqual([
      { type: 'SignInLocked', data: { username: 'jsmith', failures: 3, windowMinutes: 60, until: at(80).toISOString() } },
    ]);
    expect(await limiter.gate('jsmith', '10.0.0.9', at(60), meta)).toBe('open'); // the failure at :00 has left the window
    expect(events.at(-1)).toEqual({ type: 'SignInUnlocked', data: { username: 'jsmith', reason: 'expired' } });
  });

  it('counts an account whatever the case of the username', async () => {
    const { limiter } = limiterOf(2);
    await limiter.failed('JSmith', at(0), meta);
    await limiter.failed('jsmith', at(0), meta);
    expect(await limiter.gate('JSMITH', '10.0.0.9', at(1), meta)).toBe('locked');
  });

  it('audits one lockout however many failures follow it', async () => {
    const { limiter, events } = limiterOf(2);
    await fail(limiter, 'jsmith', 10);
    expect(events.map((event) => event.type)).toEqual(['SignInLocked']);
  });

  it('never shuts out an address the account signed in from: it is slowed down instead', async () => {
    const { limiter, events } = limiterOf(3);
    await limiter.succeeded('jsmith', '10.0.0.1', at(0), meta);
    expect(events).toEqual([]); // nothing was locked, so nothing is unlocked
    await fail(limiter, 'jsmith', 3, 1);
    expect(await limiter.gate('jsmith', '10.0.0.1', at(2), meta)).toBe('slowed');
    expect(await limiter.gate('jsmith', '203.0.113.7', at(2), meta)).toBe('locked');
    expect(await limiter.gate('other', '10.0.0.1', at(2), meta)).toBe('open'); // known for jsmith only
    await limiter.succeeded('jsmith', '10.0.0.1', at(3), meta);
    expect(events.at(-1)).toEqual({ type: 'SignInUnlocked', data: { username: 'jsmith', reason: 'signedIn' } });
    expect(await limiter.gate('jsmith', '203.0.113.7', at(3), meta)).toBe('open');
  });

  it('lifts a lock that another process unlocked (the operator reset appends SignInUnlocked)', async () => {
    const { limiter, journal } = limiterOf(2);
    await fail(limiter, 'admin', 2);
    expect(await limiter.gate('admin', '203.0.113.7', at(1), meta)).toBe('locked');
    await journal.append({ type: 'SignInUnlocked', data: { username: 'admin', reason: 'operatorReset' } }, meta);
    expect(await limiter.gate('admin', '203.0.113.7', at(1), meta)).toBe('open');
    await fail(limiter, 'admin', 2, 2);
    expect(await limiter.gate('admin', '203.0.113.7', at(2), meta)).toBe('locked'); // and locks again afresh
  });

  it('unlocks (audited) when the password is set through a reset link', async () => {
    const { limiter, events } = limiterOf(1);
    await fail(limiter, 'jsmith', 1);
    await limiter.cleared('jsmith', at(1), meta);
    expect(events.at(-1)).toEqual({ type: 'SignInUnlocked', data: { username: 'jsmith', reason: 'passwordReset' } });
    expect(await limiter.gate('jsmith', '203.0.113.7', at(1), meta)).toBe('open');
  });

  it('keeps memory bounded by forgetting the least recently failed accounts', async () => {
    const { limiter } = limiterOf(1, createMemoryLimitStore(2));
    for (const name of ['a', 'b', 'c']) await limiter.failed(name, at(0), meta);
    const gates = await Promise.all(['a', 'b', 'c'].map((name) => limiter.gate(name, '10.0.0.9', at(1), meta)));
    expect(gates).toEqual(['open', 'locked', 'locked']);
  });
});

describe('registration decider', () => {
  const body = {
    firstName: 'Jo',
    lastName: 'Smith',
    email: 'Jo.Smith@Example.com',
    site: 'BA' as const,
    permissions: { liveData: true, viewGrabbers: false },
  };

  it('records a request from a company address', () => {
    expect(decideRegistration({ body, domain: 'example.com', registrationId: 'r1' })).toEqual({
      ok: true,
      events: [{ type: 'RegistrationRequested', data: { registrationId: 'r1', ...body } }],
    });
  });

  it('refuses any other domain, including look-alikes', () => {
    expect(decideRegistration({ body: { ...body, email: 'jo@gmail.com' }, domain: 'example.com', registrationId: 'r1' })).toEqual({
      ok: false,
      failure: { kind: 'validation', message: 'Please register with your company email address (@example.com)' },
    });
    expect(inDomain('jo@example.com.evil.io', 'example.com')).toBe(false);
    expect(inDomain('jo@notexample.com', 'example.com')).toBe(false);
  });
});
