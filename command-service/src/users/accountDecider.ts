import { ERRORS, assertNever, type UserEvent, fail } from '@ftr/contracts';
import { accept, reject, type Decider, type Decision } from '../shared/decider.ts';
import { userEvolver, type NewLink, type UserState } from './decider.ts';

/**
 * What users do to their own account. Password checks (argon2) run before deciding and arrive as
 * booleans; `checkedHash` is the hash they were checked against, so a password changed in between is
 * a conflict rather than a decision on stale facts. Time arrives as `now`.
 */
export type AccountCommand =
  | { kind: 'UpdateProfile'; firstName: string; lastName: string; email: string }
  | {
      kind: 'ChangePassword';
      checkedHash: string;
      oldPasswordMatches: boolean;
      newEqualsOld: boolean;
      newPasswordHash: string;
      sessionId: string;
    }
  | { kind: 'RequestResetByEmail'; email: string; link: NewLink }
  | { kind: 'CompleteReset'; resetIdHash: string; passwordHash: string; now: string };

const invalidLink = () => reject<UserEvent>(fail('validation', ERRORS.resetLinkInvalid));

export const decideAccount = (command: AccountCommand, state: UserState): Decision<UserEvent> => {
  switch (command.kind) {
    case 'UpdateProfile': {
      if (state.status !== 'active') return reject(fail('forbidden', ERRORS.accountArchived));
      const { firstName, lastName, email } = command;
      if (state.firstName === firstName && state.lastName === lastName && state.email === email) return accept(); // changes nothing
      return accept({ type: 'ProfileUpdated', data: { username: state.username, firstName, lastName, email } });
    }
    case 'ChangePassword': {
      if (state.status !== 'active') return reject(fail('forbidden', ERRORS.accountArchived));
      if (state.passwordHash !== command.checkedHash) return reject(fail('conflict', ERRORS.concurrency));
      if (!command.oldPasswordMatches) return reject(fail('validation', ERRORS.oldPasswordWrong));
      if (command.newEqualsOld) return reject(fail('validation', ERRORS.passwordUnchanged));
      return accept({
        type: 'PasswordChanged',
        data: { username: state.username, passwordHash: command.newPasswordHash, keepSessionId: command.sessionId },
      });
    }
    case 'RequestResetByEmail': {
      const matches = state.status === 'active' && state.email !== '' && state.email.toLowerCase() === command.email.toLowerCase();
      if (!matches) return reject(fail('not_found', ERRORS.notFound));
      return accept({ type: 'PasswordResetRequested', data: { username: state.username, ...command.link, delivery: 'email' } });
    }
    case 'CompleteReset': {
      if (state.status !== 'active' || !state.pendingReset) return invalidLink();
      const { hash, expiresAt } = state.pendingReset;
      if (hash !== command.resetIdHash || Date.parse(command.now) >= Date.parse(expiresAt)) return invalidLink();
      return accept({
        type: 'PasswordReset',
        data: { username: state.username, passwordHash: command.passwordHash, resetIdHash: hash },
      });
    }
    default:
      return assertNever(command);
  }
};

/** The account's own routes decide on the same user stream as administration. */
export const accountDecider: Decider<AccountCommand, UserState, UserEvent> = { ...userEvolver, decide: decideAccount };
