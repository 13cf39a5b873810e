// Who may receive a scheduled report or grabber (docs/schedules.md): the one rule, checked when a schedule
// is saved (the decider) and again at every send (the runner), so a user who loses access stops receiving.
import { hasFlag, type Flag } from '../permissions.ts';
import { MAINTAIN_FLAG, USE_FLAG } from '../reports/rules.ts';
import type { DefinitionKind } from '../reports/schemas.ts';
import type { Site } from '../sites.ts';

/** An account whose e-mail address is a recipient's (several accounts may share an address). */
export interface RecipientAccount {
  username: string;
  active: boolean;
  sites: readonly Site[];
  flags: readonly Flag[];
}

/** What a recipient must be able to read: the definition's kind and the sites of its parameters. */
export interface DeliveredDefinition {
  kind: DefinitionKind;
  sites: readonly Site[];
}

/** The canonical form of an address (recipients are stored so; accounts are matched so). */
export const emailKey = (email: string): string => email.trim().toLowerCase();

/** Whether an address is in the company domain, exactly (not a look-alike such as example.com.evil). */
export const inCompanyDomain = (email: string, domain: string): boolean =>
  emailKey(email).endsWith(`@${domain.replace(/^@/, '').toLowerCase()}`);

/** Whether an account may itself read every parameter of the definition: active, every site, the kind's read flag. */
export const mayReadDefinition = (account: RecipientAccount, definition: DeliveredDefinition): boolean =>
  account.active &&
  definition.sites.every((site) => account.sites.includes(site)) &&
  (hasFlag(account.flags, USE_FLAG[definition.kind]) || hasFlag(account.flags, MAINTAIN_FLAG[definition.kind]));

/**
 * Whether an address may receive the definition: no account of that address lacks access (an archived or
 * narrower user's mailbox never gets what they may not read), and either an account of it may read the
 * definition or the address is in the company domain.
 */
export const mayReceive = (
  email: string,
  accounts: readonly RecipientAccount[],
  definition: DeliveredDefinition,
  companyDomain: string,
): boolean => {
  if (accounts.some((account) => !mayReadDefinition(account, definition))) return false;
  return accounts.length > 0 || inCompanyDomain(email, companyDomain);
};

/** The recipients split into those who may receive the definition and those who may not, in their order. */
export const sortRecipients = (
  recipients: readonly string[],
  accountsByEmail: ReadonlyMap<string, readonly RecipientAccount[]>,
  definition: DeliveredDefinition,
  companyDomain: string,
): { allowed: string[]; refused: string[] } => {
  const allowed: string[] = [];
  const refused: string[] = [];
  for (const email of recipients) {
    const accounts = accountsByEmail.get(emailKey(email)) ?? [];
    (mayReceive(email, accounts, definition, companyDomain) ? allowed : refused).push(email);
  }
  return { allowed, refused };
};
