import { z } from 'zod';
import { Flag } from '../permissions.ts';
import { Site, SITES } from '../sites.ts';
import { Position } from '../http/route.ts';
import { EmailAddress, FirstName, LastName } from '../users/fields.ts';
import { LOGIN_MESSAGES, PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from './loginRules.ts';

export const Username = z
  .string({ error: LOGIN_MESSAGES.usernameRequired })
  .trim()
  .toLowerCase()
  .min(1, LOGIN_MESSAGES.usernameRequired)
  .max(USERNAME_MAX_LENGTH, LOGIN_MESSAGES.usernameTooLong);

/** POST /auth (spec 3 §7) */
export const LoginBody = z.object({
  username: Username,
  password: z
    .string({ error: LOGIN_MESSAGES.passwordRequired })
    .min(1, LOGIN_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, LOGIN_MESSAGES.passwordTooLong),
  site: Site,
  source: z.string().max(20).default('Web'),
  remember: z.boolean().default(false),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** What the session token carries (spec 3 §3): user, current site, names and flags, and the session id. */
export const TokenClaims = z.object({
  sub: z.string(),
  sid: z.string(),
  site: Site,
  longSite: z.string(),
  firstName: z.string(),
  fullName: z.string(),
  flags: z.array(Flag),
  sites: z.array(Site),
  /** The user's WRITE_ACCESS (0 to 5): the verifier replaces it with the stored one on every request. */
  writeAccess: z.number().int().min(0).max(5).optional(),
  exp: z.number().int(),
  iat: z.number().int(),
});
export type TokenClaims = z.infer<typeof TokenClaims>;
/** What a sign-in decides to put in a token; the token service adds the issue and expiry times. */
export type ClaimsToSign = Omit<TokenClaims, 'iat' | 'exp'>;

export const LoginResult = z.object({ token: z.string(), claims: TokenClaims, position: Position });
export type LoginResult = z.infer<typeof LoginResult>;

/** Answers that hand out a fresh token for the same session (site change, refresh, profile, password). */
export const TokenResult = LoginResult.extend({ message: z.string() });
export type TokenResult = z.infer<typeof TokenResult>;

/** POST /auth/change-site/:siteCode (named siteCode so the own-site guard on `:site` does not apply). */
export const ChangeSiteParams = z.object({
  siteCode: z.enum(SITES, { error: `Site code must be one of ${SITES.join(', ')}` }),
});

/** POST /auth/register (spec 3 §3 Registration payload). The email must be in the company domain. */
export const RegisterBody = z.object({
  firstName: FirstName,
  lastName: LastName,
  email: EmailAddress,
  site: Site,
  permissions: z
    .object({ liveData: z.boolean().default(false), viewGrabbers: z.boolean().default(false) })
    .default({ liveData: false, viewGrabbers: false }),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

/**
 * Session lifetime. A token lives SESSION_IDLE_SECONDS (remembered: REMEMBERED_IDLE_SECONDS) and is
 * renewed by POST /auth/refresh, so a session ends after that long without activity; however often it
 * is renewed, it never outlives SESSION_MAX_SECONDS (remembered: REMEMBERED_MAX_SECONDS) from sign-in.
 */
export const SESSION_IDLE_SECONDS = 2 * 3600;
export const SESSION_MAX_SECONDS = 12 * 3600;
export const REMEMBERED_IDLE_SECONDS = 30 * 24 * 3600;
export const REMEMBERED_MAX_SECONDS = 90 * 24 * 3600;

/** The client renews its token once half of its life has passed (and the user is active). */
export const tokenNeedsRefresh = (claims: Pick<TokenClaims, 'iat' | 'exp'>, now: Date): boolean =>
  now.getTime() >= ((claims.iat + claims.exp) / 2) * 1000;
