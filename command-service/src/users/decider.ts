import { ERRORS as E, assertNever, type UserCreatedData, type UserEvent, type UserRights } from '@ftr/contracts';
import { fail } from '@ftr/infra/http/errors.ts';
import { accept, reject, type Decision, type Evolver } from '../shared/handleCommand.ts';
import { grantFailure, holdsAllOf, managementFailure, type Editor } from './grants.ts';

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

const change = (state: UserState, next: (user: Present) => UserState): UserState =>
  state.status === 'absent' ? state : next(state);

/** The one fold of a user stream: sign-in, every account command and the seed read it. */
export const userEvolver: Evolver<UserState, UserEvent> = {
  initial: { status: 'absent' },
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

/** Administration of users (ids, hashes and time computed by the handler: decide stays pure). */
export type UserCommand =
  | { kind: 'CreateUser'; user: UserCreatedData; by: Editor | 'system'; welcome?: NewLink }
  | { kind: 'UpdateUser'; username: string; details: { firstName: string; lastName: string; email: string; phone: string }; rights: UserRights; by: Editor }
  | { kind: 'ToggleArchive'; username: string; by: Editor }
  | { kind: 'IssueResetLink'; username: string; link: NewLink; by: Editor };

const notFound = (username: string) => reject<UserEvent>(fail('not_found', E.userNotFound(username)));

export const decideUser = (command: UserCommand, state: UserState): Decision<UserEvent> => {
  switch (command.kind) {
    case 'CreateUser': {
      const { user, by } = command;
      if (state.status !== 'absent') return reject(fail('conflict', `User ${user.username} already exists`));
      if (user.sites.length === 0) return reject(fail('validation', 'Tick at least one site'));
      const refused = by === 'system' ? null : grantFailure(by, null, user);
      if (refused) return reject(refused);
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
      const refused = grantFailure(command.by, state, command.rights);
      if (refused) return reject(refused);
      const emailChanged = command.details.email.toLowerCase() !== state.email.toLowerCase();
      if (emailChanged && !holdsAllOf(command.by.rights, state)) return reject(fail('forbidden', E.cannotChangeSuperiorEmail));
      return accept({ type: 'UserUpdated', data: { username: state.username, ...command.details, ...command.rights } });
    }
    case 'ToggleArchive': {
      if (state.status === 'absent') return notFound(command.username);
      if (state.username === command.by.username) return reject(fail('forbidden', E.cannotArchiveSelf));
      const refused = managementFailure(command.by, state);
      if (refused) return reject(refused);
      const { username } = state;
      return accept(state.status === 'active' ? { type: 'UserArchived', data: { username } } : { type: 'UserUnarchived', data: { username } });
    }
    case 'IssueResetLink': {
      if (state.status === 'absent') return notFound(command.username);
      if (state.status === 'archived') return reject(fail('conflict', E.userIsArchived(state.username)));
      const refused = managementFailure(command.by, state);
      if (refused) return reject(refused);
      const delivery = state.email === '' ? 'handover' : 'email';
      if (delivery === 'handover' && !holdsAllOf(command.by.rights, state)) {
        return reject(fail('forbidden', E.cannotHandOverSuperiorReset));
      }
      return accept({ type: 'PasswordResetRequested', data: { username: state.username, ...command.link, delivery } });
    }
    default:
      return assertNever(command);
  }
};
