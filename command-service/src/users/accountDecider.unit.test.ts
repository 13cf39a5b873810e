import { evolveAll } from '../shared/decider.ts';
import type { UserEvent } from '@ftr/contracts';
import { decideAccount, type AccountCommand } from './accountDecider.ts';
import { userEvolver, type UserState } from './decider.ts';

const given = (...events: UserEvent[]): UserState => evolveAll(userEvolver, events);
const created: UserEvent = {
  type: 'UserCreated',
  data: {
    username: 'jsmith',
    firstName: 'Jo',
    lastName: 'Smith',
    email: 'Jo@Example.com',
    phone: '',
    passwordHash: 'old',
    sites: ['BA'],
    flags: [],
    readAccess: 1,
    writeAccess: 1,
  },
};
const requested: UserEvent = {
  type: 'PasswordResetRequested',
  data: { username: 'jsmith', resetIdHash: 'h1', expiresAt: '2026-11-22T11:00:00.000Z', delivery: 'email' },
};
const archived: UserEvent = { type: 'UserArchived', data: { username: 'jsmith' } };
const change = (over: Partial<Extract<AccountCommand, { kind: 'ChangePassword' }>> = {}): AccountCommand => ({
  kind: 'ChangePassword',
  checkedHash: 'old',
  oldPasswordMatches: true,
  newEqualsOld: false,
  newPasswordHash: 'new',
  sessionId: 's1',
  ...over,
});
const complete = (now: string, resetIdHash = 'h1'): AccountCommand => ({ kind: 'CompleteReset', resetIdHash, passwordHash: 'new', now });
const invalid = {
  ok: false,
  failure: { kind: 'validation', message: 'This link is invalid, has expired or has been used; please ask for a new one' },
};

describe('own profile and password', () => {
  it('updates the profile', () => {
    expect(decideAccount({ kind: 'UpdateProfile', firstName: 'Joanne', lastName: 'Smith', email: '' }, given(created))).toEqual({
      ok: true,
      events: [{ type: 'ProfileUpdated', data: { username: 'jsmith', firstName: 'Joanne', lastName: 'Smith', email: '' } }],
    });
  });

  it('appends nothing for a profile update that changes nothing', () => {
    expect(decideAccount({ kind: 'UpdateProfile', firstName: 'Jo', lastName: 'Smith', email: 'Jo@Example.com' }, given(created))).toEqual({
      ok: true,
      events: [],
    });
  });

  it('changes the password, keeping the current session', () => {
    expect(decideAccount(change(), given(created))).toEqual({
      ok: true,
      events: [{ type: 'PasswordChanged', data: { username: 'jsmith', passwordHash: 'new', keepSessionId: 's1' } }],
    });
  });

  it('refuses a wrong old password, an unchanged password and a password changed meanwhile', () => {
    expect(decideAccount(change({ oldPasswordMatches: false }), given(created))).toEqual({
      ok: false,
      failure: { kind: 'validation', message: 'The old password is not correct' },
    });
    expect(decideAccount(change({ newEqualsOld: true }), given(created))).toMatchObject({ ok: false, failure: { kind: 'validation' } });
    expect(decideAccount(change({ checkedHash: 'older' }), given(created))).toMatchObject({ ok: false, failure: { kind: 'conflict' } });
  });

  it('refuses an archived account', () => {
    expect(decideAccount(change(), given(created, archived))).toMatchObject({ ok: false, failure: { kind: 'forbidden' } });
  });
});

describe('reset links', () => {
  const link = { resetIdHash: 'h2', expiresAt: '2026-11-22T12:00:00.000Z' };

  it('issues a link by email only to an active user with that address (any case)', () => {
    expect(decideAccount({ kind: 'RequestResetByEmail', email: 'jo@example.COM', link }, given(created))).toEqual({
      ok: true,
      events: [{ type: 'PasswordResetRequested', data: { username: 'jsmith', ...link, delivery: 'email' } }],
    });
    expect(decideAccount({ kind: 'RequestResetByEmail', email: 'other@example.com', link }, given(created)).ok).toBe(false);
    expect(decideAccount({ kind: 'RequestResetByEmail', email: 'jo@example.com', link }, given(created, archived)).ok).toBe(false);
  });

  it('resets the password with a live link', () => {
    expect(decideAccount(complete('2026-11-22T10:59:59.999Z'), given(created, requested))).toEqual({
      ok: true,
      events: [{ type: 'PasswordReset', data: { username: 'jsmith', passwordHash: 'new', resetIdHash: 'h1' } }],
    });
  });

  it('refuses an expired link (expiry instant included)', () => {
    expect(decideAccount(complete('2026-11-22T11:00:00.000Z'), given(created, requested))).toEqual(invalid);
  });

  it('works once', () => {
    const used: UserEvent = { type: 'PasswordReset', data: { username: 'jsmith', passwordHash: 'new', resetIdHash: 'h1' } };
    expect(decideAccount(complete('2026-11-22T10:30:00.000Z'), given(created, requested, used))).toEqual(invalid);
  });

  it('refuses a link replaced by a newer one, an unknown link, and an archived user', () => {
    const newer: UserEvent = { type: 'PasswordResetRequested', data: { username: 'jsmith', ...link, delivery: 'email' } };
    expect(decideAccount(complete('2026-11-22T10:30:00.000Z'), given(created, requested, newer))).toEqual(invalid);
    expect(decideAccount(complete('2026-11-22T10:30:00.000Z', 'nope'), given(created, requested))).toEqual(invalid);
    expect(decideAccount(complete('2026-11-22T10:30:00.000Z'), given(created, requested, archived))).toEqual(invalid);
  });

  it('is invalidated by a password change', () => {
    const changed: UserEvent = { type: 'PasswordChanged', data: { username: 'jsmith', passwordHash: 'x', keepSessionId: 's' } };
    expect(decideAccount(complete('2026-11-22T10:30:00.000Z'), given(created, requested, changed))).toEqual(invalid);
  });
});
