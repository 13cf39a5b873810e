import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define.ts';

/**
 * The audit of the per-account sign-in limit (docs/security.md): one stream per username tried,
 * `signInLimit-{username}` (unknown usernames are limited like real ones, so they get a stream too;
 * nothing reads it as a user). Only the transitions are written, never each failure.
 */
export const SignInLocked = defineEvent(
  'SignInLocked',
  z.object({ username: z.string(), failures: z.number().int(), windowMinutes: z.number().int(), until: z.string() }),
);
/**
 * The lock ended: the failures left the window (noticed at the next attempt), the user signed in from
 * an address they had used before, or an operator reset the password (`npm run admin -- reset-password`).
 */
export const SignInUnlocked = defineEvent(
  'SignInUnlocked',
  z.object({ username: z.string(), reason: z.enum(['expired', 'signedIn', 'operatorReset', 'passwordReset']) }),
);
export type SignInLocked = EventOf<typeof SignInLocked>;
export type SignInUnlocked = EventOf<typeof SignInUnlocked>;
export type SignInLimitEvent = SignInLocked | SignInUnlocked;

/** Like the user stream, case-insensitive: 'Admin' and 'admin' are one account, counted together. */
export const signInLimitStream = (username: string): string => `signInLimit-${username.toLowerCase()}`;
