import { createSignInLimiter } from './signInLimiter.ts';
import { decideRegistration, inDomain } from './register.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 22, 10, minutes));

describe('per-account sign-in limiter (sliding hour)', () => {
  it('blocks after the limit, per account, until the oldest failure leaves the window', () => {
    const limiter = createSignInLimiter({ maxFailures: 3, windowMs: 60 * 60_000 });
    limiter.recordFailure('jsmith', at(0));
    limiter.recordFailure('jsmith', at(10));
    expect(limiter.blocked('jsmith', at(11))).toBe(false);
    limiter.recordFailure('jsmith', at(20));
    expect(limiter.blocked('jsmith', at(21))).toBe(true);
    expect(limiter.blocked('other', at(21))).toBe(false);
    expect(limiter.blocked('jsmith', at(60))).toBe(false); // the failure at :00 has left the window
  });

  it('forgets an account after a successful sign-in', () => {
    const limiter = createSignInLimiter({ maxFailures: 1, windowMs: 60_000 });
    limiter.recordFailure('jsmith', at(0));
    limiter.clear('jsmith');
    expect(limiter.blocked('jsmith', at(0))).toBe(false);
  });

  it('keeps memory bounded by forgetting the least recently failed accounts', () => {
    const limiter = createSignInLimiter({ maxFailures: 1, windowMs: 60 * 60_000, maxAccounts: 2 });
    for (const name of ['a', 'b', 'c']) limiter.recordFailure(name, at(0));
    expect(['a', 'b', 'c'].map((name) => limiter.blocked(name, at(1)))).toEqual([false, true, true]);
  });
});

describe('registration decider', () => {
  const body = { firstName: 'Jo', lastName: 'Smith', email: 'Jo.Smith@Example.com', site: 'BA' as const, permissions: { liveData: true, viewGrabbers: false } };

  it('records a request from a company address', () => {
    expect(decideRegistration(body, 'example.com', 'r1')).toEqual({
      ok: true, events: [{ type: 'RegistrationRequested', data: { registrationId: 'r1', ...body } }],
    });
  });

  it('refuses any other domain, including look-alikes', () => {
    expect(decideRegistration({ ...body, email: 'jo@gmail.com' }, 'example.com', 'r1')).toEqual({
      ok: false, failure: { kind: 'validation', message: 'Please register with your company email address (@example.com)' },
    });
    expect(inDomain('jo@example.com.evil.io', 'example.com')).toBe(false);
    expect(inDomain('jo@notexample.com', 'example.com')).toBe(false);
  });
});
