import type { LimitStore } from './limitStore.ts';
import { createMemoryLimitStore } from './limitStore.ts';

/**
 * Limits of the public routes that send mail (password-reset link, registration; docs/security.md):
 * per client address by the rate-limit plugin (429: it tells nothing about any email), and per target
 * email here. Over the per-email limit the route answers exactly as it does otherwise but sends and
 * writes nothing, so the answer never tells whether the email was limited.
 */
export const MAILS_PER_EMAIL_PER_HOUR = 5;
export const MAIL_REQUESTS_PER_ADDRESS_PER_MINUTE = 10;

export interface MailLimitOptions {
  /** Requests per target email per hour that still send (default 5). */
  mailsPerEmailPerHour?: number;
  /** Requests per client address per minute to the mail-sending routes (default 10). */
  mailRequestsPerAddressPerMinute?: number;
}

export interface MailLimiter {
  /** Counts a request for `email`; false when it is over the limit (then send and write nothing). */
  allow(email: string, now: Date): Promise<boolean>;
}

export const createMailLimiter = (store: LimitStore, perHour = MAILS_PER_EMAIL_PER_HOUR): MailLimiter => ({
  async allow(email, now) {
    const hits = await store.hit(`mail:e:${email.trim().toLowerCase()}`, now, 3_600_000, perHour + 1);
    return hits <= perHour;
  },
});

const shared = new WeakMap<object, MailLimiter>();

/** The one mail limiter of a command service (both routes count against the same email). */
export const mailLimiterFor = (accounts: MailLimitOptions & { limitStore?: LimitStore }): MailLimiter => {
  let limiter = shared.get(accounts);
  if (!limiter) {
    limiter = createMailLimiter(accounts.limitStore ?? createMemoryLimitStore(), accounts.mailsPerEmailPerHour);
    shared.set(accounts, limiter);
  }
  return limiter;
};
