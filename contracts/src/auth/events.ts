import type { DomainEvent } from '../events/envelope.ts';
import type { Site } from '../sites.ts';

export type SessionStarted = DomainEvent<
  'SessionStarted',
  { sessionId: string; username: string; site: Site; source: string; remember: boolean; expiresAt: string }
>;
export type SessionEnded = DomainEvent<'SessionEnded', { sessionId: string; username: string; reason: 'logout' }>;
/** POST /auth/change-site: the session goes on (same id) on another site. */
export type SessionSiteChanged = DomainEvent<
  'SessionSiteChanged',
  { sessionId: string; username: string; from: Site; to: Site }
>;
/** The events the sessions read model follows. */
export type SessionEvent = SessionStarted | SessionEnded;
/** Everything a session stream holds (the site change is kept for the audit trail only). */
export type SessionStreamEvent = SessionEvent | SessionSiteChanged;

/** POST /auth/register: a request for an account, mailed to the administrators. Creates no account. */
export type RegistrationRequested = DomainEvent<
  'RegistrationRequested',
  {
    registrationId: string;
    firstName: string;
    lastName: string;
    email: string;
    site: Site;
    permissions: { liveData: boolean; viewGrabbers: boolean };
  }
>;

export const sessionStream = (sessionId: string): string => `session-${sessionId}`;
export const registrationStream = (registrationId: string): string => `registration-${registrationId}`;
