import type { LoginBody } from '@ftr/contracts';
import type { UserState } from '../users/decider.ts';
import { decideLogin, REMEMBERED_SESSION_TTL_SECONDS, SESSION_TTL_SECONDS } from './decider.ts';

const user: UserState = {
  status: 'active', username: 'supervisor.ba', firstName: 'Beth', lastName: 'Barker', email: '', passwordHash: 'x',
  sites: ['BA'], flags: ['OPERATIONS'], readAccess: 4, writeAccess: 4,
};
const login = (over: Partial<LoginBody> = {}): LoginBody => ({
  username: 'supervisor.ba', password: 'pw', site: 'BA', source: 'Web', remember: false, ...over,
});
const now = new Date('2026-11-22T10:00:00Z');

describe('sign-in decider', () => {
  it('starts a session carrying the current site, names and flags', () => {
    const result = decideLogin({ login: login(), user, passwordMatches: true, sessionId: 's1', now });
    expect(result.ok).toBe(true);
    expect(result.claims).toEqual({
      sub: 'supervisor.ba', sid: 's1', site: 'BA', longSite: 'Bardney', firstName: 'Beth', fullName: 'Beth Barker',
      flags: ['OPERATIONS'], sites: ['BA'],
    });
    expect(result.ttl).toBe(SESSION_TTL_SECONDS);
    expect(result.ok && result.events[0]?.type).toBe('SessionStarted');
  });

  it('gives a remembered session a longer life', () => {
    expect(decideLogin({ login: login({ remember: true }), user, passwordMatches: true, sessionId: 's', now }).ttl).toBe(
      REMEMBERED_SESSION_TTL_SECONDS,
    );
  });

  it('refuses a wrong password and an unknown user with the same message', () => {
    const wrong = decideLogin({ login: login(), user, passwordMatches: false, sessionId: 's', now });
    const unknown = decideLogin({ login: login(), user: { status: 'absent' }, passwordMatches: true, sessionId: 's', now });
    expect(wrong).toEqual({ ok: false, failure: { kind: 'unauthenticated', message: 'Invalid username or password' } });
    expect(unknown).toEqual(wrong);
  });

  it('refuses a site whose ACCESS flag the user lacks', () => {
    const result = decideLogin({ login: login({ site: 'WI' }), user, passwordMatches: true, sessionId: 's', now });
    expect(result).toEqual({ ok: false, failure: { kind: 'forbidden', message: 'You do not have access to this site' } });
  });
});
