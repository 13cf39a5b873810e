import {
  ERRORS,
  SITE_NAMES,
  type ClaimsToSign,
  type LoginBody,
  type SessionEvent,
  type SessionStreamEvent,
  type Site,
  fail,
} from '@ftr/contracts';
import { accept, acceptWith, reject, type Decision } from '../shared/decider.ts';
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
  writeAccess: user.writeAccess,
});

/** What an accepted sign-in or renewal answers besides its events: what the new token carries and how long it lives (seconds). */
export interface TokenAnswer {
  claims: ClaimsToSign;
  ttl: number;
}
export type TokenDecision<E extends SessionStreamEvent> = Decision<E, TokenAnswer>;

/** Sign-in: the body, the new session's id and the time (passed in). */
export interface LoginCommand {
  login: LoginBody;
  sessionId: string;
  now: Date;
}

/** What sign-in is decided on besides the (new) session stream: the account and whether the password matched. */
export interface LoginFacts {
  user: UserState;
  passwordMatches: boolean;
}

/**
 * Decides a sign-in: credentials (one message for an unknown user and a wrong password), then an
 * archived account, then site access; answers the session event and the token claims.
 */
export const decideLogin = (command: LoginCommand, _session: SessionState, facts: LoginFacts): TokenDecision<SessionEvent> => {
  const { login, sessionId, now } = command;
  const { user, passwordMatches } = facts;
  if (user.status === 'absent' || !passwordMatches) return reject(fail('unauthenticated', ERRORS.badCredentials));
  if (user.status === 'archived') return reject(fail('forbidden', ERRORS.accountArchived));
  if (!user.sites.includes(login.site)) return reject(fail('forbidden', ERRORS.noSiteAccess));
  const ttl = sessionLimits(login.remember).idle;
  const expiresAt = new Date(now.getTime() + ttl * 1000).toISOString();
  const started: SessionEvent = {
    type: 'SessionStarted',
    data: { sessionId, username: user.username, site: login.site, source: login.source, remember: login.remember, expiresAt },
  };
  return acceptWith({ claims: claimsFor(user, login.site, sessionId), ttl }, started);
};

export interface RenewalCommand {
  /** The token's user and session. */
  username: string;
  sessionId: string;
  now: Date;
  /** POST /auth/change-site: the site to move to; absent for a plain renewal. */
  toSite?: Site;
}

/**
 * A new token for an open session (refresh, site change, profile or password update): the user's
 * current names and rights, living the idle timeout but never past the session's absolute end.
 */
export const decideRenewal = (
  input: RenewalCommand,
  session: SessionState,
  facts: { user: UserState },
): TokenDecision<SessionStreamEvent> => {
  const { now, sessionId } = input;
  const { user } = facts;
  const ended = () => reject<SessionStreamEvent, TokenAnswer>(fail('unauthenticated', ERRORS.sessionEnded));
  if (session.status !== 'open' || session.username !== input.username) return ended();
  if (user.status !== 'active') return ended();
  const ttl = nextTokenTtl(session.remember, session.startedAt, now);
  if (ttl <= 0) return ended();
  const site = input.toSite ?? session.site;
  if (!user.sites.includes(site)) {
    return input.toSite ? reject(fail('forbidden', ERRORS.noSiteAccess)) : ended();
  }
  const events: SessionStreamEvent[] =
    site === session.site
      ? []
      : [{ type: 'SessionSiteChanged', data: { sessionId, username: user.username, from: session.site, to: site } }];
  return acceptWith({ claims: claimsFor(user, site, sessionId), ttl }, ...events);
};

/** Signing out ends the session (again, harmlessly, if it has ended already). */
export const decideLogout = (command: { sessionId: string; username: string }): Decision<SessionEvent> =>
  accept({ type: 'SessionEnded', data: { sessionId: command.sessionId, username: command.username, reason: 'logout' } });
