import { randomBytes } from 'node:crypto';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { ERRORS, NewPassword, userStream, type UserEvent, fail } from '@ftr/contracts';
import { hashPassword } from '@ftr/infra/auth/passwords.ts';
import { signInLimitJournal } from './signInLimiter.ts';
import { accept, reject, type Decision } from '../shared/decider.ts';
import { handleCommand, noFacts } from '../shared/handleCommand.ts';
import { userEvolver, type UserState } from '../users/decider.ts';

/**
 * The operator's recovery (`npm run admin -- reset-password <user>`, docs/security.md): a new password
 * for an active account, every session of it ended (PasswordChanged keeping none), and its sign-in
 * lock lifted (SignInUnlocked, which every command-service process honours at the next attempt).
 */
export const decideOperatorReset = (
  { username, passwordHash }: { username: string; passwordHash: string },
  state: UserState,
): Decision<UserEvent> => {
  if (state.status === 'absent') return reject(fail('not_found', ERRORS.userNotFound(username)));
  if (state.status === 'archived') return reject(fail('validation', ERRORS.userIsArchived(username)));
  return accept({ type: 'PasswordChanged', data: { username: state.username, passwordHash, keepSessionId: '' } });
};

/** Random, with a symbol and a digit added so it always meets the password rule (14+, 3 kinds). */
export const generatePassword = (): string => `${randomBytes(15).toString('base64url')}!7`;

export const checkNewPassword = (password: string): string | undefined => {
  const checked = NewPassword.safeParse(password);
  return checked.success ? undefined : checked.error.issues[0]?.message;
};

export const operatorReset = async (
  eventStore: CatalogueEventStore,
  input: { username: string; password: string; metadata: AppendMetadata },
): Promise<void> => {
  const { username, password, metadata } = input;
  const passwordHash = await hashPassword(password);
  const spec = { stream: userStream(username), evolver: userEvolver, loadFacts: noFacts, decide: decideOperatorReset };
  await handleCommand(eventStore, spec, { username, passwordHash }, metadata);
  await handleCommand(
    eventStore,
    signInLimitJournal(username),
    { type: 'SignInUnlocked', data: { username, reason: 'operatorReset' } },
    metadata,
  );
};
