import type { DomainEvent } from '../events/envelope.ts';
import type { Flag } from '../permissions.ts';
import type { Site } from '../sites.ts';

/** What an administrator sets on a user (the user form). */
export interface UserRights {
  sites: Site[];
  flags: Flag[];
  readAccess: number;
  writeAccess: number;
}

export interface UserDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/**
 * Created by an administrator (no password yet: passwordHash '' until the user sets one through a
 * reset link) or by start-up seeding. `phone` is absent on events written before it existed.
 */
export interface UserCreatedData extends UserRights, Omit<UserDetails, 'phone'> {
  username: string;
  phone?: string;
  passwordHash: string;
}
export type UserCreated = DomainEvent<'UserCreated', UserCreatedData>;
export type UserUpdated = DomainEvent<'UserUpdated', { username: string } & UserDetails & UserRights>;
export type UserArchived = DomainEvent<'UserArchived', { username: string }>;
export type UserUnarchived = DomainEvent<'UserUnarchived', { username: string }>;
export type ProfileUpdated = DomainEvent<
  'ProfileUpdated',
  { username: string; firstName: string; lastName: string; email: string }
>;
/** The user changed their own password; every other session of theirs ends (`keepSessionId` stays). */
export type PasswordChanged = DomainEvent<
  'PasswordChanged',
  { username: string; passwordHash: string; keepSessionId: string }
>;
/**
 * A reset link was issued; it replaces any earlier one. Only the SHA-256 of the link's id is kept
 * (the id itself goes to the user), so the log never holds a usable link.
 */
export type PasswordResetRequested = DomainEvent<
  'PasswordResetRequested',
  { username: string; resetIdHash: string; expiresAt: string; delivery: 'email' | 'handover' }
>;
/** A reset link was used (once); every session of the user ends. */
export type PasswordReset = DomainEvent<'PasswordReset', { username: string; passwordHash: string; resetIdHash: string }>;

export type UserEvent =
  | UserCreated
  | UserUpdated
  | UserArchived
  | UserUnarchived
  | ProfileUpdated
  | PasswordChanged
  | PasswordResetRequested
  | PasswordReset;

export const USER_EVENT_TYPES = [
  'UserCreated',
  'UserUpdated',
  'UserArchived',
  'UserUnarchived',
  'ProfileUpdated',
  'PasswordChanged',
  'PasswordResetRequested',
  'PasswordReset',
] as const satisfies readonly UserEvent['type'][];

/** Stream id factory: one stream per user. */
export const userStream = (username: string): string => `user-${username.toLowerCase()}`;
