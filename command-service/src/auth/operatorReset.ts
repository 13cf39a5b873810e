import { randomBytes } from 'node:crypto';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { NewPassword, userStream } from '@ftr/contracts';
import { hashPassword } from '@ftr/infra/auth/passwords.ts';
import { signInLimitJournal } from './signInLimiter.ts';
import { commandSpec } from '../shared/commandRoute.ts';
import { handleCommand } from '../shared/handleCommand.ts';
import { operatorResetDecider } from './operatorResetDecider.ts';

/** Random, with a symbol and a digit added so it always meets the password rule (14+, 3 kinds). */
export const generatePassword = (): string => `${randomBytes(15).toString('base64url')}!7`;

export const checkNewPassword = (password: string): string | undefined => {
  const checked = NewPassword.safeParse(password);
  return checked.success ? undefined : checked.error.issues[0]?.message;
};

/**
 * The operator's recovery (`npm run admin -- reset-password <user>`, docs/security.md): the new password
 * through the user's decider (operatorResetDecider.ts), then the account's sign-in lock lifted.
 */
export const operatorReset = async (
  eventStore: CatalogueEventStore,
  input: { username: string; password: string; metadata: AppendMetadata },
): Promise<void> => {
  const { username, password, metadata } = input;
  const passwordHash = await hashPassword(password);
  const spec = commandSpec({ stream: userStream(username), decider: operatorResetDecider });
  await handleCommand(eventStore, spec, { username, passwordHash }, metadata);
  await handleCommand(
    eventStore,
    signInLimitJournal(username),
    { type: 'SignInUnlocked', data: { username, reason: 'operatorReset' } },
    metadata,
  );
};
