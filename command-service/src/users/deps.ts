import type { Mailer } from '@ftr/infra/mail/port.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import type { MailLimitOptions } from '../auth/mailLimits.ts';
import type { SignInLimitOptions } from '../auth/signInLimiter.ts';
import type { CommandDeps } from '../deps.ts';

/** What accounts need beyond the common command deps. */
export interface AccountOptions extends SignInLimitOptions, MailLimitOptions {
  /** For lookups only (user by email, by reset link; administrators to mail); decisions re-read the stream. */
  readStore: ReadStore;
  mailer: Mailer;
  /** Where users reach the app, for links in mails (e.g. https://ftr.example.com). */
  publicUrl: string;
  /** Registrations must use an address in this domain. */
  registrationDomain: string;
}

export type AccountDeps = CommandDeps & { accounts: AccountOptions };
