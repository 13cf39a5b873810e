import { ERRORS, SITE_NAMES, type LoginBody, type SessionEvent, type SessionStreamEvent, type Site } from '@ftr/contracts';
import type { ClaimsToSign } from '@ftr/infra/auth/tokens.ts';
import { fail, type Failure } from '@ftr/infra/http/errors.ts';
import type { UserRecord, UserState } from '../users/decider.ts';
import { nextTokenTtl, sessionLimits, type SessionState } from './session.ts';

/** What a token says about its user (spec 3 §3): current site, names, sites and flags, and the session. */
export const claimsFor = (user: UserRecord, site: Site, sessionId: string): ClaimsToSign => ({
  sub: user.username,
  sid: sessionId,
  site,
  longSite: SITE_NAMES[site],
  firstName: user.firstName,
  fullName: `${user.firstName} ${user.lastName}`.trim(),
  flags: user.flags,
  sites: user.sites,
});

/** A decision that, when accepted, also says what the new token carries and how long it lives (seconds). */
export type TokenDecision<E extends SessionStreamEvent> =
  | { ok: true; events: E[]; claims: ClaimsToSign; ttl: number }
  | { ok: false; failure: Failure };
const refuse = <E extends SessionStreamEvent>(failure: Failure): TokenDecision<E> => ({ ok: false, failure });

export interface LoginDecisionInput {
  login: LoginBody;
  user: UserState;
  passwordMatches: boolean;
  sessionId: string;
  now: Date;
}

/**
 * Decides a sign-in: credentials (one message for an unknown user and a wrong password), then an
 * archived account, then site access; answers the session event and the token claims.
 */
export const decideLogin = (input: LoginDecisionInput): TokenDecision<SessionEvent> => {
  const { login, user, passwordMatches, sessionId, now } = input;
  if (user.status === 'absent' || !passwordMatches) return refuse(fail('unauthenticated', ERRORS.badCredentials));
  if (user.status === 'archived') return refuse(fail('forbidden', ERRORS.accountArchived));
  if (!user.sites.includes(login.site)) return refuse(fail('forbidden', ERRORS.noSiteAccess));
  const ttl = sessionLimits(login.remember).idle;
  const expiresAt = new Date(now.getTime() + ttl * 1000).toISOString();
  const started: SessionEvent = {
    type: 'SessionStarted',
    data: { sessionId, username: user.username, site: login.site, source: login.source, remember: login.remember, expiresAt },
  };
  return { ok: true, events: [started], claims: claimsFor(user, login.site, sessionId), ttl };
};

export interface RenewalInput {
  /** The token's user and session. */
  username: string;
  sessionId: string;
  session: SessionState;
  user: UserState;
  now: Date;
  /** POST /auth/change-site: the site to move to; absent for a plain renewal. */
  toSite?: Site;
}

/**
 * A new token for an open session (refresh, site change, profile or password update): the user's
 * current names and rights, living the idle timeout but never past the session's absolute end.
 */
export const decideRenewal = (input: RenewalInput): TokenDecision<SessionStreamEvent> => {
  const { session, user, now, sessionId } = input;
  const ended = () => refuse<SessionStreamEvent>(fail('unauthenticated', ERRORS.sessionEnded));
  if (session.status !== 'open' || session.username !== input.username) return ended();
  if (user.status !== 'active') return ended();
  const ttl = nextTokenTtl(session.remember, session.startedAt, now);
  if (ttl <= 0) return ended();
  const site = input.toSite ?? session.site;
  if (!user.sites.includes(site)) {
    return input.toSite ? refuse(fail('forbidden', ERRORS.noSiteAccess)) : ended();
  }
  const events: SessionStreamEvent[] =
    site === session.site
      ? []
      : [{ type: 'SessionSiteChanged', data: { sessionId, username: user.username, from: session.site, to: site } }];
  return { ok: true, events, claims: claimsFor(user, site, sessionId), ttl };
};
