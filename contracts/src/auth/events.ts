import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define.ts';
import { Site } from '../sites.ts';
import { SignInLocked, SignInUnlocked } from './signInLimits.ts';

export const SessionStarted = defineEvent(
  'SessionStarted',
  z.object({ sessionId: z.string(), username: z.string(), site: Site, source: z.string(), remember: z.boolean(), expiresAt: z.string() }),
);
export const SessionEnded = defineEvent(
  'SessionEnded',
  z.object({ sessionId: z.string(), username: z.string(), reason: z.literal('logout') }),
);
/** POST /auth/change-site: the session goes on (same id) on another site. */
export const SessionSiteChanged = defineEvent(
  'SessionSiteChanged',
  z.object({ sessionId: z.string(), username: z.string(), from: Site, to: Site }),
);
export type SessionStarted = EventOf<typeof SessionStarted>;
export type SessionEnded = EventOf<typeof SessionEnded>;
export type SessionSiteChanged = EventOf<typeof SessionSiteChanged>;
/** The events the sessions read model follows. */
export type SessionEvent = SessionStarted | SessionEnded;
/** Everything a session stream holds (the site change is kept for the audit trail only). */
export type SessionStreamEvent = SessionEvent | SessionSiteChanged;

/** POST /auth/register: a request for an account, mailed to the administrators. Creates no account. */
export const RegistrationRequested = defineEvent(
  'RegistrationRequested',
  z.object({
    registrationId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    site: Site,
    permissions: z.object({ liveData: z.boolean(), viewGrabbers: z.boolean() }),
  }),
);
export type RegistrationRequested = EventOf<typeof RegistrationRequested>;

export const AUTH_EVENTS = [SessionStarted, SessionEnded, SessionSiteChanged, RegistrationRequested, SignInLocked, SignInUnlocked] as const;

export const sessionStream = (sessionId: string): string => `session-${sessionId}`;
export const registrationStream = (registrationId: string): string => `registration-${registrationId}`;
