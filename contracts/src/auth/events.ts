import type { DomainEvent } from '../events/envelope.ts';
import type { Flag } from '../permissions.ts';
import type { Site } from '../sites.ts';

export interface UserCreatedData {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  sites: Site[];
  flags: Flag[];
  readAccess: number;
  writeAccess: number;
}
export type UserCreated = DomainEvent<'UserCreated', UserCreatedData>;
export type UserEvent = UserCreated;

export type SessionStarted = DomainEvent<
  'SessionStarted',
  { sessionId: string; username: string; site: Site; source: string; remember: boolean; expiresAt: string }
>;
export type SessionEnded = DomainEvent<'SessionEnded', { sessionId: string; username: string; reason: 'logout' }>;
export type SessionEvent = SessionStarted | SessionEnded;

export const userStream = (username: string): string => `user-${username.toLowerCase()}`;
export const sessionStream = (sessionId: string): string => `session-${sessionId}`;
