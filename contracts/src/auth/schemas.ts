import { z } from 'zod';
import { Flag } from '../permissions.ts';
import { Site } from '../sites.ts';
import { Position } from '../http/route.ts';

export const Username = z
  .string({ error: 'Username is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Username is required')
  .max(60, 'Username is too long');

/** POST /auth (spec 3 §7) */
export const LoginBody = z.object({
  username: Username,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
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
  exp: z.number().int(),
  iat: z.number().int(),
});
export type TokenClaims = z.infer<typeof TokenClaims>;

export const LoginResult = z.object({ token: z.string(), claims: TokenClaims, position: Position });
export type LoginResult = z.infer<typeof LoginResult>;
