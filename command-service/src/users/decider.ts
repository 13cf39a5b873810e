import {
  ERRORS as E,
  FLAGS,
  archiveRefusal,
  assertNever,
  changeRefusal,
  detailsChangeRefusal,
  emailChangeRefusal,
  resetRefusal,
  type Flag,
  type ManagedUser,
  type UserCreatedData,
  type UserEditor,
  type UserEvent,
  type UserRights,
  fail,
} from '@ftr/contracts';
import { accept, reject, type Decider, type Decision, type Evolver } from '../shared/decider.ts';

export interface PendingReset {
  hash: string;
  expiresAt: string;
}
export interface UserRecord extends UserRights {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  passwordHash: string;
  pendingReset: PendingReset | null;
}
export type UserState = { status: 'absent' } | ({ status: 'active' | 'archived' } & UserRecord);
type Present = Exclude<UserState, { status: 'absent' }>;

const managed = (user: Present): ManagedUser => {
  const { username, status, sites, flags, readAccess, writeAccess } = user;
  return { username, active: status === 'active', rights: { sites, flags, readAccess, writeAccess } };
};

const change = (state: UserState, next: (user: Present) => UserState): UserState => (state.status === 'absent' ? state : next(state));

/** The one fold of a user stream: sign-in, every account command and the seed read it. */
export const userEvolver: Evolver<UserState, UserEvent> = {
  initialState: { status: 'absent' },
  evolve(state, event) {
    switch (event.type) {
      case 'UserCreated':
        return { status: 'active', ...event.data, phone: event.data.phone ?? '', pendingReset: null };
      case 'UserUpdated': {
        const { username: _username, ...fields } = event.data;
        return change(state, (user) => ({ ...user, ...fields }));
      }
      case 'UserArchived':
        return change(state, (user) => ({ ...user, status: 'archived', pendingReset: null }));
      case 'UserUnarchived':
        return change(state, (user) => ({ ...user, status: 'active' }));
      case 'ProfileUpdated': {
        const { firstName, lastName, email } = event.data;
        return change(state, (user) => ({ ...user, firstName, lastName, email }));
      }
      case 'PasswordChanged':
      case 'PasswordReset':
        return change(state, (user) => ({ ...user, passwordHash: event.data.passwordHash, pendingReset: null }));
      case 'PasswordResetRequested': {
        const { resetIdHash: hash, expiresAt } = event.data;
        return change(state, (user) => ({ ...user, pendingReset: { hash, expiresAt } }));
      }
      default:
        return assertNever(event);
    }
  },
};

export interface NewLink {
  resetIdHash: string;
  expiresAt: string;
}

/**
 * Administration of users (ids, hashes and time computed by the handler: decide stays pure). The editor's
 * rights are read from their own stream; `otherFullAdmins` counts the active full administrators other
 * than the user concerned (never archive or demote the last one).
 */
export type UserCommand =
  | { kind: 'CreateUser'; user: UserCreatedData; by: UserEditor | 'system'; welcome?: NewLink }
  | {
      kind: 'UpdateUser';
      username: string;
      details: { firstName: string; lastName: string; email: string; phone: string };
      rights: UserRights;
      /** Flags the body left out: each keeps its stored value (whatever `rights.flags` says of it). */
      unsentFlags?: readonly Flag[];
      by: UserEditor;
      otherFullAdmins: number;
    }
  | { kind: 'ToggleArchive'; username: string; by: UserEditor; otherFullAdmins: number }
  | { kind: 'IssueResetLink'; username: string; link: NewLink; by: UserEditor };

const sameSet = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((item) => b.includes(item));

/** Whether an update would leave the user exactly as they are (details and rights). */
const sameUser = (
  user: Present,
  details: { firstName: string; lastName: string; email: string; phone: string },
  rights: UserRights,
): boolean =>
  (Object.keys(details) as (keyof typeof details)[]).every((key) => user[key] === details[key]) &&
  sameSet(user.sites, rights.sites) &&
  sameSet(user.flags, rights.flags) &&
  user.readAccess === rights.readAccess &&
  user.writeAccess === rights.writeAccess;

const notFound = (username: string) => reject<UserEvent>(fail('not_found', E.userNotFound(username)));
const forbidden = (message: string) => reject<UserEvent>(fail('forbidden', message));

export const decideUser = (command: UserCommand, state: UserState): Decision<UserEvent> => {
  switch (command.kind) {
    case 'CreateUser': {
      const { user, by } = command;
      if (state.status !== 'absent') return reject(fail('conflict', `User ${user.username} already exists`));
      if (user.sites.length === 0) return reject(fail('validation', 'Tick at least one site'));
      const refused = by === 'system' ? null : changeRefusal({ by, before: null, after: user, otherFullAdmins: 0 });
      if (refused) return forbidden(refused);
      const created: UserEvent = { type: 'UserCreated', data: user };
      if (!command.welcome || user.email === '') return accept(created);
      const { resetIdHash, expiresAt } = command.welcome;
      return accept<UserEvent>(created, {
        type: 'PasswordResetRequested',
        data: { username: user.username, resetIdHash, expiresAt, delivery: 'email' },
      });
    }
    case 'UpdateUser': {
      if (state.status === 'absent') return notFound(command.username);
      const { by, otherFullAdmins } = command;
      const unsent = command.unsentFlags ?? [];
      const flags = FLAGS.filter((f) => (unsent.includes(f) ? state.flags.includes(f) : command.rights.flags.includes(f)));
      const after: UserRights = { ...command.rights, flags };
      const refused = changeRefusal({ by, before: managed(state), after, otherFullAdmins });
      if (refused) return forbidden(refused);
      const emailChanged = command.details.email.toLowerCase() !== state.email.toLowerCase();
      const emailRefused = emailChanged ? emailChangeRefusal(by, managed(state)) : null;
      if (emailRefused) return forbidden(emailRefused);
      const detailsChanged = (['firstName', 'lastName', 'phone'] as const).some((key) => command.details[key] !== state[key]);
      const detailsRefused = detailsChanged ? detailsChangeRefusal(by, managed(state)) : null;
      if (detailsRefused) return forbidden(detailsRefused);
      if (sameUser(state, command.details, after)) return accept(); // changes nothing: no event
      return accept({ type: 'UserUpdated', data: { username: state.username, ...command.details, ...after } });
    }
    case 'ToggleArchive': {
      if (state.status === 'absent') return notFound(command.username);
      const refused = archiveRefusal(command.by, managed(state), command.otherFullAdmins);
      if (refused) return forbidden(refused);
      const { username } = state;
      return accept(
        state.status === 'active' ? { type: 'UserArchived', data: { username } } : { type: 'UserUnarchived', data: { username } },
      );
    }
    case 'IssueResetLink': {
      if (state.status === 'absent') return notFound(command.username);
      if (state.status === 'archived') return reject(fail('conflict', E.userIsArchived(state.username)));
      const delivery = state.email === '' ? 'handover' : 'email';
      const refused = resetRefusal(command.by, managed(state), delivery);
      if (refused) return forbidden(refused);
      return accept({ type: 'PasswordResetRequested', data: { username: state.username, ...command.link, delivery } });
    }
    default:
      return assertNever(command);
  }
};

export const userDecider: Decider<UserCommand, UserState, UserEvent> = { ...userEvolver, decide: decideUser };
