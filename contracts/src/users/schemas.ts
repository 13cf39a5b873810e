import { z } from 'zod';
import { WriteResult } from '../http/route.ts';
import { Username } from '../auth/schemas.ts';
import {
  EmailAddress,
  FirstName,
  flagShape,
  LastName,
  optionalFlagShape,
  OptionalEmail,
  Phone,
  ReadAccess,
  siteAccessShape,
  SITE_ACCESS_KEYS,
  WriteAccess,
} from './fields.ts';

/** A user as the users list and the user form read it (spec 3 §3, spec 2 §3); every flag a boolean. */
export const UserDto = z.object({
  USERNAME: z.string(),
  FIRST_NAME: z.string(),
  LAST_NAME: z.string(),
  FULL_NAME: z.string(),
  EMAIL: z.string(),
  PHONE: z.string(),
  READ_ACCESS: z.number().int(),
  WRITE_ACCESS: z.number().int(),
  ...siteAccessShape,
  ...flagShape,
  ACTIVE: z.boolean(),
  LAST_UPDATED_BY: z.string(),
  LAST_UPDATED_DTS: z.string(),
});
export type UserDto = z.infer<typeof UserDto>;

const atLeastOneSite = (v: Record<string, unknown>) => SITE_ACCESS_KEYS.some((key) => v[key] === true);
const noSite = { message: 'Tick at least one site' };

const createFields = {
  FIRST_NAME: FirstName,
  LAST_NAME: LastName,
  EMAIL: OptionalEmail,
  PHONE: Phone,
  READ_ACCESS: ReadAccess,
  WRITE_ACCESS: WriteAccess,
  ...siteAccessShape,
};

/** POST /user: names, email, access levels and site flags (spec 3 §5); PHONE optional. No flags: a new user has none. */
export const CreateUserBody = z.object(createFields).refine(atLeastOneSite, noSite);
export type CreateUserBody = z.infer<typeof CreateUserBody>;

/**
 * PUT /user/:id: the user with their flags. Extra fields of the DTO (FULL_NAME, ACTIVE, LAST_UPDATED_*)
 * are ignored, so the form may send back what it loaded; USERNAME, if sent, must match. A flag left out
 * keeps its stored value (flags added after the spec, such as PUSH_TAG_READINGS, are unknown to its clients).
 */
export const UpdateUserBody = z
  .object({ ...createFields, ...optionalFlagShape, USERNAME: z.string().optional() })
  .refine(atLeastOneSite, noSite);
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

/** PUT /profile (spec 3 §7): the signed-in user's own names and email. */
export const ProfileBody = z.object({ FIRST_NAME: FirstName, LAST_NAME: LastName, EMAIL: OptionalEmail });
export type ProfileBody = z.infer<typeof ProfileBody>;

export const UserIdParams = z.object({ id: Username });
export const UsernameParams = z.object({ username: Username });
export const EmailParams = z.object({ email: EmailAddress });
/** A reset link's id: opaque, url-safe. */
export const ResetIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Invalid link') });

export const CreateUserResult = WriteResult.extend({ USERNAME: z.string() });
export type CreateUserResult = z.infer<typeof CreateUserResult>;

/** PATCH /user/archive/:username: 'User archived' or 'User unarchived', and the new ACTIVE. */
export const ArchiveUserResult = WriteResult.extend({ ACTIVE: z.boolean() });
export type ArchiveUserResult = z.infer<typeof ArchiveUserResult>;

/** Answers that carry only a message (same answer whatever happened, e.g. reset requests). */
export const MessageResult = z.object({ message: z.string() });
export type MessageResult = z.infer<typeof MessageResult>;

/** GET /user-reset/:id: whether the link can still be used, and for whom. */
export const ResetLinkStatus = z.object({ valid: z.boolean(), USERNAME: z.string().optional() });
export type ResetLinkStatus = z.infer<typeof ResetLinkStatus>;

/** POST /user-reset/user/:username: 'Email Sent', or for a user without email the link to hand over. */
export const AdminResetResult = WriteResult.extend({ link: z.string().optional() });
export type AdminResetResult = z.infer<typeof AdminResetResult>;

/** GET /data-access: the access levels 0 to 5 (spec 3 §3). */
export const DataAccessLevel = z.object({ ID: z.number().int(), DESCRIPTION: z.string() });
export type DataAccessLevel = z.infer<typeof DataAccessLevel>;
export const DATA_ACCESS_LEVELS: readonly DataAccessLevel[] = [
  { ID: 0, DESCRIPTION: 'None' },
  { ID: 1, DESCRIPTION: 'Basic' },
  { ID: 2, DESCRIPTION: 'Standard' },
  { ID: 3, DESCRIPTION: 'Enhanced' },
  { ID: 4, DESCRIPTION: 'Senior' },
  { ID: 5, DESCRIPTION: 'Full' },
];
