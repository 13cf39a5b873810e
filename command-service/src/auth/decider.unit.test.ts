import { SESSION_IDLE_SECONDS, REMEMBERED_IDLE_SECONDS, type LoginBody } from '@ftr/contracts';
import type { UserState } from '../users/decider.ts';
import { decideLogin, decideRenewal } from './decider.ts';
import type { SessionState } from './session.ts';

const user: UserState = {
  status: 'active',
  username: 'supervisor.ba',
  firstName: 'Beth',
  lastName: 'Barker',
  email: '',
  phone: '',
  passwordHash: 'x',
  sites: ['BA', 'WI'],
  flags: ['OPERATIONS'],
  readAccess: 4,
  writeAccess: 4,
  pendingReset: null,
};
const login = (over: Partial<LoginBody> = {}): LoginBody => ({
  username: 'supervisor.ba',
  password: 'pw',
  site: 'BA',
  source: 'Web',
  remember: false,
  ...over,
});
const now = new Date('2026-11-22T10:00:00Z');
/** When a sign-in is decided on a new session stream with these facts. */
const signIn = (input: { login: LoginBody; user: UserState; passwordMatches: boolean; sessionId: string; now: Date }) =>
  decideLogin(
    { login: input.login, sessionId: input.sessionId, now: input.now },
    { status: 'absent' },
    { user: input.user, passwordMatches: input.passwordMatches },
  );

describe('sign-in decider', () => {
  it('starts a session carrying the current site, names and flags', () => {
    const result = signIn({ login: login(), user, passwordMatches: true, sessionId: 's1', now });
    if (!result.ok) throw new Error('refused');
    expect(result.answer.claims).toEqual({
      sub: 'supervisor.ba',
      sid: 's1',
      site: 'BA',
      longSite: 'Bardney',
      firstName: 'Beth',
      fullName: 'Beth Barker',
      flags: ['OPERATIONS'],
      sites: ['BA', 'WI'],
      writeAccess: 4,
    });
    expect(result.answer.ttl).toBe(SESSION_IDLE_SECONDS);
    expect(result.events[0]).toMatchObject({ type: 'SessionStarted', data: { expiresAt: '2026-11-22T12:00:00.000Z' } });
  });

  it('gives a remembered session a longer life', () => {
    const result = signIn({ login: login({ remember: true }), user, passwordMatches: true, sessionId: 's', now });
    expect(result.ok && result.answer.ttl).toBe(REMEMBERED_IDLE_SECONDS);
  });

  it('refuses a wrong password and an unknown user with the same message', () => {
    const wrong = signIn({ login: login(), user, passwordMatches: false, sessionId: 's', now });
    const unknown = signIn({ login: login(), user: { status: 'absent' }, passwordMatches: true, sessionId: 's', now });
    expect(wrong).toEqual({ ok: false, failure: { kind: 'unauthenticated', message: 'Invalid username or password' } });
    expect(unknown).toEqual(wrong);
  });

  it('refuses an archived account, but only once the password is right', () => {
    const archived: UserState = { ...user, status: 'archived' };
    expect(signIn({ login: login(), user: archived, passwordMatches: false, sessionId: 's', now })).toMatchObject({
      failure: { kind: 'unauthenticated' },
    });
    expect(signIn({ login: login(), user: archived, passwordMatches: true, sessionId: 's', now })).toEqual({
      ok: false,
      failure: { kind: 'forbidden', message: 'Your account has been archived; please contact your administrator' },
    });
  });

  it('refuses a site whose ACCESS flag the user lacks', () => {
    const result = signIn({ login: login({ site: 'NE' }), user, passwordMatches: true, sessionId: 's', now });
    expect(result).toEqual({ ok: false, failure: { kind: 'forbidden', message: 'You do not have access to this site' } });
  });
});

describe('token renewal decider (refresh and site change)', () => {
  const open: SessionState = {
    status: 'open',
    username: 'supervisor.ba',
    site: 'BA',
    remember: false,
    startedAt: '2026-11-22T10:00:00.000Z',
  };
  const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
  const renew = (over: Partial<Parameters<typeof decideRenewal>[0] & { session: SessionState; user: UserState }> = {}) => {
    const { session = open, user: account = user, ...command } = { username: 'supervisor.ba', sessionId: 's1', now: at(1), ...over };
    return decideRenewal(command, session, { user: account });
  };

  it('renews for the idle timeout with the current names and rights, writing nothing', () => {
    const result = renew({ user: { ...user, firstName: 'Bethany', flags: [] } });
    expect(result).toMatchObject({
      ok: true,
      events: [],
      answer: { ttl: SESSION_IDLE_SECONDS, claims: { sid: 's1', site: 'BA', fullName: 'Bethany Barker', flags: [] } },
    });
  });

  it('never lets a session outlive its absolute end (12 hours)', () => {
    expect(renew({ now: at(11.5) })).toMatchObject({ ok: true, answer: { ttl: 1800 } });
    expect(renew({ now: at(12) })).toEqual({
      ok: false,
      failure: { kind: 'unauthenticated', message: 'Your session has ended; please sign in again' },
    });
  });

  it('refuses an ended or foreign session and an archived user', () => {
    expect(renew({ session: { ...open, status: 'ended' } }).ok).toBe(false);
    expect(renew({ session: { status: 'absent' } }).ok).toBe(false);
    expect(renew({ username: 'someone.else' }).ok).toBe(false);
    expect(renew({ user: { ...user, status: 'archived' } }).ok).toBe(false);
  });

  it('moves the session to another site the user holds, keeping the session id', () => {
    expect(renew({ toSite: 'WI' })).toMatchObject({
      ok: true,
      events: [{ type: 'SessionSiteChanged', data: { sessionId: 's1', username: 'supervisor.ba', from: 'BA', to: 'WI' } }],
      answer: { claims: { sid: 's1', site: 'WI', longSite: 'Wissington' } },
    });
    expect(renew({ toSite: 'BA' })).toMatchObject({ ok: true, events: [] });
  });

  it('refuses a site the user does not hold', () => {
    expect(renew({ toSite: 'NE' })).toEqual({ ok: false, failure: { kind: 'forbidden', message: 'You do not have access to this site' } });
  });
});
