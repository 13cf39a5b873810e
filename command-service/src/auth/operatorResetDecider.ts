import { ERRORS, fail, type UserEvent } from '@ftr/contracts';
import { accept, reject, type Decider, type Decision } from '../shared/decider.ts';
import { userEvolver, type UserState } from '../users/decider.ts';

/** What the operator's reset writes: the new password's hash (hashed before deciding: argon2 is not pure). */
export interface OperatorReset {
  username: string;
  passwordHash: string;
}

/**
 * The operator's recovery (`npm run admin -- reset-password <user>`, docs/security.md): a new password
 * for an active account, every session of it ended (PasswordChanged keeping none), and its sign-in
 * lock lifted (SignInUnlocked, which every command-service process honours at the next attempt).
 */
export const decideOperatorReset = ({ username, passwordHash }: OperatorReset, state: UserState): Decision<UserEvent> => {
  if (state.status === 'absent') return reject(fail('not_found', ERRORS.userNotFound(username)));
  if (state.status === 'archived') return reject(fail('validation', ERRORS.userIsArchived(username)));
  return accept({ type: 'PasswordChanged', data: { username: state.username, passwordHash, keepSessionId: '' } });
};

export const operatorResetDecider: Decider<OperatorReset, UserState, UserEvent> = { ...userEvolver, decide: decideOperatorReset };
