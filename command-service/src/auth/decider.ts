import { ERRORS, SITE_NAMES, type LoginBody, type SessionEvent } from '@ftr/contracts';
import type { ClaimsToSign } from '@ftr/infra/auth/tokens.ts';
import { fail } from '@ftr/infra/http/errors.ts';
import { accept, reject, type Decision } from '../shared/handleCommand.ts';
import type { UserState } from '../users/decider.ts';

export const SESSION_TTL_SECONDS = 12 * 3600;
export const REMEMBERED_SESSION_TTL_SECONDS = 30 * 24 * 3600;

export interface LoginDecisionInput {
  login: LoginBody;
  user: UserState;
  passwordMatches: boolean;
  sessionId: string;
  now: Date;
}

/** Decides a sign-in: credentials, then site access; answers the session event and the token claims. */
export const decideLogin = (input: LoginDecisionInput): Decision<SessionEvent> & { claims?: ClaimsToSign; ttl?: number } => {
  const { login, user, passwordMatches, sessionId, now } = input;
  if (user.status !== 'active' || !passwordMatches) return reject(fail('unauthenticated', ERRORS.badCredentials));
  if (!user.sites.includes(login.site)) return reject(fail('forbidden', ERRORS.noSiteAccess));
  const ttl = login.remember ? REMEMBERED_SESSION_TTL_SECONDS : SESSION_TTL_SECONDS;
  const claims: ClaimsToSign = {
    sub: user.username,
    sid: sessionId,
    site: login.site,
    longSite: SITE_NAMES[login.site],
    firstName: user.firstName,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    flags: user.flags,
    sites: user.sites,
  };
  const expiresAt = new Date(now.getTime() + ttl * 1000).toISOString();
  return {
    ...accept<SessionEvent>({
      type: 'SessionStarted',
      data: { sessionId, username: user.username, site: login.site, source: login.source, remember: login.remember, expiresAt },
    }),
    claims,
    ttl,
  };
};
