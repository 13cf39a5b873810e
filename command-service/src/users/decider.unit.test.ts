import { evolveAll } from '../shared/decider.ts';
import { FLAGS, SITES, type UserCreatedData, type UserEvent, type UserRights } from '@ftr/contracts';
import type { UserEditor as Editor } from '@ftr/contracts';
import { decideUser, userEvolver, type UserCommand, type UserState } from './decider.ts';

const given = (...events: UserEvent[]): UserState => evolveAll(userEvolver, events);
const when = (command: UserCommand, state: UserState) => decideUser(command, state);

const newUser = (over: Partial<UserCreatedData> = {}): UserCreatedData => ({
  username: 'jsmith',
  firstName: 'Jo',
  lastName: 'Smith',
  email: 'jo@example.com',
  phone: '',
  passwordHash: '',
  sites: ['BA'],
  flags: [],
  readAccess: 2,
  writeAccess: 2,
  ...over,
});
const created = (over: Partial<UserCreatedData> = {}): UserEvent => ({ type: 'UserCreated', data: newUser(over) });
const editor = (rights: Partial<UserRights> = {}, site: Editor['site'] = 'BA'): Editor => ({
  username: 'boss',
  site,
  rights: { sites: ['BA'], flags: ['USERS', 'OPERATIONS', 'LIVE_DATA'], readAccess: 4, writeAccess: 4, ...rights },
});
const details = { firstName: 'Jo', lastName: 'Smith', email: 'jo@example.com', phone: '01632 960000' };
const update = (rights: Partial<UserRights>, by = editor(), over: Partial<typeof details> = {}, otherFullAdmins = 1): UserCommand => ({
  kind: 'UpdateUser',
  username: 'jsmith',
  details: { ...details, ...over },
  by,
  otherFullAdmins,
  rights: { sites: ['BA'], flags: [], readAccess: 2, writeAccess: 2, ...rights },
});
const link = { resetIdHash: 'h1', expiresAt: '2026-11-22T11:00:00.000Z' };
const forbidden = (message: string) => ({ ok: false, failure: { kind: 'forbidden', message } });

describe('user stream fold', () => {
  it('follows every event of the stream', () => {
    const state = given(
      created({ phone: undefined }),
      {
        type: 'UserUpdated',
        data: { username: 'jsmith', ...details, sites: ['BA', 'WI'], flags: ['LIVE_DATA'], readAccess: 3, writeAccess: 1 },
      },
      { type: 'ProfileUpdated', data: { username: 'jsmith', firstName: 'Joanne', lastName: 'Smith', email: '' } },
      { type: 'PasswordResetRequested', data: { username: 'jsmith', ...link, delivery: 'handover' } },
      { type: 'UserArchived', data: { username: 'jsmith' } },
      { type: 'UserUnarchived', data: { username: 'jsmith' } },
      { type: 'PasswordChanged', data: { username: 'jsmith', passwordHash: 'p2', keepSessionId: 's' } },
    );
    expect(state).toEqual({
      status: 'active',
      username: 'jsmith',
      firstName: 'Joanne',
      lastName: 'Smith',
      email: '',
      phone: '01632 960000',
      passwordHash: 'p2',
      sites: ['BA', 'WI'],
      flags: ['LIVE_DATA'],
      readAccess: 3,
      writeAccess: 1,
      pendingReset: null,
    });
  });

  it('reads a UserCreated written before phones existed as an empty phone', () => {
    expect(given(created({ phone: undefined }))).toMatchObject({ phone: '' });
  });

  it('keeps the newest reset link and forgets it when used or archived', () => {
    const requested: UserEvent = { type: 'PasswordResetRequested', data: { username: 'jsmith', ...link, delivery: 'email' } };
    expect(given(created(), requested)).toMatchObject({ pendingReset: { hash: 'h1' } });
    expect(
      given(created(), requested, { type: 'PasswordReset', data: { username: 'jsmith', passwordHash: 'p', resetIdHash: 'h1' } }),
    ).toMatchObject({ pendingReset: null, passwordHash: 'p' });
    expect(given(created(), requested, { type: 'UserArchived', data: { username: 'jsmith' } })).toMatchObject({
      status: 'archived',
      pendingReset: null,
    });
  });
});

describe('creating a user', () => {
  it('creates a user with no flags and, when there is an email, a welcome link', () => {
    const result = when({ kind: 'CreateUser', user: newUser(), by: editor(), welcome: link }, given());
    expect(result).toEqual({
      ok: true,
      events: [created(), { type: 'PasswordResetRequested', data: { username: 'jsmith', ...link, delivery: 'email' } }],
    });
    expect(when({ kind: 'CreateUser', user: newUser({ email: '' }), by: editor(), welcome: link }, given())).toEqual({
      ok: true,
      events: [created({ email: '' })],
    });
  });

  it('refuses a taken username and a user without sites', () => {
    expect(when({ kind: 'CreateUser', user: newUser(), by: editor() }, given(created()))).toMatchObject({
      ok: false,
      failure: { kind: 'conflict' },
    });
    expect(when({ kind: 'CreateUser', user: newUser({ sites: [] }), by: editor() }, given())).toMatchObject({
      ok: false,
      failure: { kind: 'validation' },
    });
  });

  it('grants only sites and levels the editor holds', () => {
    expect(when({ kind: 'CreateUser', user: newUser({ sites: ['BA', 'WI'] }), by: editor() }, given())).toEqual(
      forbidden('You cannot give access to WI: you do not have it yourself'),
    );
    expect(when({ kind: 'CreateUser', user: newUser({ writeAccess: 5 }), by: editor() }, given())).toEqual(
      forbidden('You cannot set an access level above your own'),
    );
  });

  it('lets site editors create users of their own site only; the central office any', () => {
    const wiEditor = editor({ sites: ['BA', 'WI'] });
    expect(when({ kind: 'CreateUser', user: newUser({ sites: ['WI'] }), by: wiEditor }, given())).toEqual(
      forbidden('You can only manage users of your own site'),
    );
    expect(when({ kind: 'CreateUser', user: newUser({ sites: ['WI'] }), by: { ...wiEditor, site: 'CO' } }, given()).ok).toBe(true);
  });

  it('lets the system seed anything', () => {
    expect(when({ kind: 'CreateUser', user: newUser({ sites: ['CO'], flags: ['USERS'] }), by: 'system' }, given()).ok).toBe(true);
  });
});

describe('updating a user: a user can grant only rights they hold', () => {
  const holder = given(created({ flags: ['MAINTAIN_CCF', 'LIVE_DATA'] }));

  it('adds flags and sites the editor holds', () => {
    expect(when(update({ flags: ['OPERATIONS'] }), given(created()))).toEqual({
      ok: true,
      events: [
        {
          type: 'UserUpdated',
          data: { username: 'jsmith', ...details, sites: ['BA'], flags: ['OPERATIONS'], readAccess: 2, writeAccess: 2 },
        },
      ],
    });
  });

  it('appends nothing for an update that changes nothing (flags in another order included)', () => {
    const state = given(created({ phone: details.phone, flags: ['OPERATIONS', 'LIVE_DATA'] }));
    expect(when(update({ flags: ['LIVE_DATA', 'OPERATIONS'] }), state)).toEqual({ ok: true, events: [] });
    expect(when(update({ flags: ['LIVE_DATA'] }), state)).toMatchObject({ ok: true, events: [{ type: 'UserUpdated' }] });
  });

  it('keeps the stored value of a flag the body left out', () => {
    const state = given(created({ phone: details.phone, flags: ['LIVE_DATA'] }));
    const command = { ...update({ flags: [] }), unsentFlags: ['LIVE_DATA' as const] };
    expect(when(command, state)).toEqual({ ok: true, events: [] });
    const added = { ...update({ flags: ['OPERATIONS'] }), unsentFlags: ['LIVE_DATA' as const] };
    expect(when(added, state)).toMatchObject({ ok: true, events: [{ type: 'UserUpdated', data: { flags: ['OPERATIONS', 'LIVE_DATA'] } }] });
  });

  it('refuses to add a flag or a site the editor lacks', () => {
    expect(when(update({ flags: ['RECALCULATE'] }), given(created()))).toEqual(
      forbidden('You cannot give the RECALCULATE permission: you do not hold it yourself'),
    );
    expect(when(update({ sites: ['BA', 'CA'] }), given(created()))).toEqual(
      forbidden('You cannot give access to CA: you do not have it yourself'),
    );
  });

  it('keeps rights the editor lacks, but neither removes them nor demotes (nor promotes) a user who holds them', () => {
    expect(when(update({ flags: ['MAINTAIN_CCF', 'LIVE_DATA', 'OPERATIONS'] }), holder)).toEqual(
      forbidden('You cannot change a user who holds rights you do not have'),
    );
    expect(when(update({ flags: ['LIVE_DATA'] }), holder)).toEqual(
      forbidden('You cannot take away the MAINTAIN_CCF permission: you do not hold it yourself'),
    );
    expect(when(update({ flags: ['MAINTAIN_CCF'] }), holder)).toEqual(
      forbidden('You cannot take rights from a user who holds rights you do not have'),
    );
  });

  it('refuses any change to a user with a site the editor lacks', () => {
    expect(when(update({ sites: ['BA', 'NE'] }), given(created({ sites: ['BA', 'NE'] })))).toEqual(
      forbidden('You cannot manage a user of NE: you do not have that site yourself'),
    );
  });

  it('never demotes the last active full administrator, even by themself', () => {
    const full = { sites: [...SITES], flags: [...FLAGS], readAccess: 5, writeAccess: 5 };
    const admin: Editor = { username: 'jsmith', site: 'CO', rights: full };
    const demote = (otherFullAdmins: number) => update({ ...full, flags: ['USERS'] }, admin, {}, otherFullAdmins);
    expect(when(demote(0), given(created(full)))).toEqual(forbidden('You cannot take rights from the last active full administrator'));
    expect(when(demote(1), given(created(full))).ok).toBe(true);
  });

  it('refuses to raise an access level above the editor own, but keeps a higher one', () => {
    expect(when(update({ readAccess: 5 }), given(created()))).toEqual(forbidden('You cannot set an access level above your own'));
    expect(when(update({ readAccess: 5 }), given(created({ readAccess: 5, phone: details.phone }))).ok).toBe(true);
  });

  it('refuses to change the email of a user who holds more (that would take over the account)', () => {
    expect(when(update({ flags: ['MAINTAIN_CCF', 'LIVE_DATA'] }, editor(), { email: 'me@example.com' }), holder)).toEqual(
      forbidden('You cannot change the email of a user who holds rights you do not have'),
    );
    expect(when(update({}, editor(), { email: 'new@example.com' }), given(created())).ok).toBe(true);
  });

  it('refuses to rename or re-phone a user who holds more, and to give them a right', () => {
    const superior = forbidden('You cannot change a user who holds rights you do not have');
    expect(when(update({ flags: ['MAINTAIN_CCF', 'LIVE_DATA'] }, editor(), { firstName: 'Mallory' }), holder)).toEqual(superior);
    expect(when(update({ flags: ['MAINTAIN_CCF', 'LIVE_DATA'] }, editor(), { phone: '01632 960111' }), holder)).toEqual(superior);
    expect(when(update({}, editor(), { firstName: 'Renamed' }), given(created())).ok).toBe(true);
  });

  it('refuses a user of another site to a site editor, and a missing user', () => {
    expect(when(update({}, editor({}, 'WI')), given(created()))).toEqual(forbidden('You can only manage users of your own site'));
    expect(when(update({}), given())).toEqual({ ok: false, failure: { kind: 'not_found', message: 'User jsmith not found' } });
  });
});

describe('archiving and reset links', () => {
  it('toggles between archived and active', () => {
    const archive: UserCommand = { kind: 'ToggleArchive', username: 'jsmith', by: editor(), otherFullAdmins: 1 };
    expect(when(archive, given(created()))).toEqual({ ok: true, events: [{ type: 'UserArchived', data: { username: 'jsmith' } }] });
    expect(when(archive, given(created(), { type: 'UserArchived', data: { username: 'jsmith' } }))).toEqual({
      ok: true,
      events: [{ type: 'UserUnarchived', data: { username: 'jsmith' } }],
    });
  });

  it('never archives yourself, a user who holds more, or the last active full administrator', () => {
    const archive = (username: string, by = editor(), otherFullAdmins = 1): UserCommand => ({
      kind: 'ToggleArchive',
      username,
      by,
      otherFullAdmins,
    });
    expect(when(archive('boss'), given(created({ username: 'boss' })))).toEqual(forbidden('You cannot archive yourself'));
    expect(when(archive('jsmith'), given(created({ flags: ['CONSTANTS'] })))).toEqual(
      forbidden('You cannot archive a user who holds rights you do not have'),
    );
    const full = { sites: [...SITES], flags: [...FLAGS], readAccess: 5, writeAccess: 5 };
    const root: Editor = { username: 'root', site: 'CO', rights: full };
    expect(when(archive('jsmith', root, 0), given(created(full)))).toEqual(
      forbidden('You cannot archive the last active full administrator'),
    );
    expect(when(archive('jsmith', root, 1), given(created(full))).ok).toBe(true);
  });

  it('emails the link to a user with an email, and hands it over for one without', () => {
    const issue = (state: UserState, by = editor()) => when({ kind: 'IssueResetLink', username: 'jsmith', link, by }, state);
    expect(issue(given(created()))).toMatchObject({ ok: true, events: [{ data: { delivery: 'email', resetIdHash: 'h1' } }] });
    expect(issue(given(created({ email: '' })))).toMatchObject({ ok: true, events: [{ data: { delivery: 'handover' } }] });
  });

  it('hands over no link for a user who holds more than the editor, and none for an archived user', () => {
    const issue = (state: UserState) => when({ kind: 'IssueResetLink', username: 'jsmith', link, by: editor() }, state);
    expect(issue(given(created({ email: '', flags: ['CONSTANTS'] })))).toEqual(
      forbidden('You cannot take a reset link for a user who holds rights you do not have'),
    );
    expect(issue(given(created({ flags: ['CONSTANTS'] }))).ok).toBe(true);
    expect(issue(given(created(), { type: 'UserArchived', data: { username: 'jsmith' } }))).toMatchObject({
      ok: false,
      failure: { kind: 'conflict' },
    });
  });
});
