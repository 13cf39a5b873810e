import {
  ERRORS,
  SITE_NAMES,
  type LoginBody,
  type SessionEvent,
  type SessionStreamEvent,
  type Site,
  fail,
  type Failure,
} from '@ftr/contracts';
import type { ClaimsToSign } from '@ftr/infra/auth/tokens.ts';
import { accept, type Decision } from '../shared/decider.ts';
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

/** A decision that, when accepted, also says what the new token carries and how long it lives (seconds). */
export type TokenDecision<E extends SessionStreamEvent> =
  { ok: true; events: E[]; claims: ClaimsToSign; ttl: number } | { ok: false; failure: Failure };
const refuse = <E extends SessionStreamEvent>(failure: Failure): TokenDecision<E> => ({ ok: false, failure });

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

/** Signing out ends the session (again, harmlessly, if it has ended already). */
export const decideLogout = (command: { sessionId: string; username: string }): Decision<SessionEvent> =>
  accept({ type: 'SessionEnded', data: { sessionId: command.sessionId, username: command.username, reason: 'logout' } });
