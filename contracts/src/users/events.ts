import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define.ts';
import { Flag } from '../permissions.ts';
import { Site } from '../sites.ts';

/** What an administrator sets on a user (the user form). */
const UserRights = z.object({ sites: z.array(Site), flags: z.array(Flag), readAccess: z.number().int(), writeAccess: z.number().int() });
export type UserRights = z.infer<typeof UserRights>;

const UserDetails = z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() });
export type UserDetails = z.infer<typeof UserDetails>;

/**
 * Created by an administrator (no password yet: passwordHash '' until the user sets one through a
 * reset link) or by start-up seeding. `phone` is absent on events written before it existed.
 */
const UserCreatedData = UserRights.extend(UserDetails.shape).extend({
  username: z.string(),
  phone: z.string().optional(),
  passwordHash: z.string(),
});
export type UserCreatedData = z.infer<typeof UserCreatedData>;

const Username = z.object({ username: z.string() });
export const UserCreated = defineEvent('UserCreated', UserCreatedData);
export const UserUpdated = defineEvent('UserUpdated', Username.extend(UserDetails.shape).extend(UserRights.shape));
export const UserArchived = defineEvent('UserArchived', Username);
export const UserUnarchived = defineEvent('UserUnarchived', Username);
export const ProfileUpdated = defineEvent(
  'ProfileUpdated',
  Username.extend({ firstName: z.string(), lastName: z.string(), email: z.string() }),
);
/** The user changed their own password; every other session of theirs ends (`keepSessionId` stays). */
export const PasswordChanged = defineEvent('PasswordChanged', Username.extend({ passwordHash: z.string(), keepSessionId: z.string() }));
/**
 * A reset link was issued; it replaces any earlier one. Only the SHA-256 of the link's id is kept
 * (the id itself goes to the user), so the log never holds a usable link.
 */
export const PasswordResetRequested = defineEvent(
  'PasswordResetRequested',
  Username.extend({ resetIdHash: z.string(), expiresAt: z.string(), delivery: z.enum(['email', 'handover']) }),
);
/** A reset link was used (once); every session of the user ends. */
export const PasswordReset = defineEvent('PasswordReset', Username.extend({ passwordHash: z.string(), resetIdHash: z.string() }));

export type UserCreated = EventOf<typeof UserCreated>;
export type UserUpdated = EventOf<typeof UserUpdated>;
export type UserArchived = EventOf<typeof UserArchived>;
export type UserUnarchived = EventOf<typeof UserUnarchived>;
export type ProfileUpdated = EventOf<typeof ProfileUpdated>;
export type PasswordChanged = EventOf<typeof PasswordChanged>;
export type PasswordResetRequested = EventOf<typeof PasswordResetRequested>;
export type PasswordReset = EventOf<typeof PasswordReset>;

export type UserEvent =
  UserCreated | UserUpdated | UserArchived | UserUnarchived | ProfileUpdated | PasswordChanged | PasswordResetRequested | PasswordReset;

export const USER_EVENTS = [
  UserCreated,
  UserUpdated,
  UserArchived,
  UserUnarchived,
  ProfileUpdated,
  PasswordChanged,
  PasswordResetRequested,
  PasswordReset,
] as const;
export const USER_EVENT_TYPES = USER_EVENTS.map((definition) => definition.type) satisfies readonly UserEvent['type'][];

/** Stream id factory: one stream per user. */
export const userStream = (username: string): string => `user-${username.toLowerCase()}`;
