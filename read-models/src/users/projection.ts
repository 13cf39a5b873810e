import {
  assertNever,
  flagRow,
  siteAccessRow,
  type Site,
  type StoredOf,
  type UserDto,
  type UserEvent,
  type UserRights,
  USER_EVENT_TYPES,
  READ_MODELS,
} from '@ftr/contracts';
import type { UserAccessDoc } from '@ftr/infra/auth/sessions.ts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';

/**
 * The users read model: the DTO of the list and form, plus what lookups and the session verifier need
 * (never a password hash; a reset link only as the hash of its id).
 */
export type UserDoc = ProjectedDoc &
  UserAccessDoc &
  UserDto & {
    SITES: Site[];
    /** Lower-cased EMAIL, for the reset-by-email lookup. */
    EMAIL_KEY: string;
    RESET_HASH: string | null;
    RESET_EXPIRES: string | null;
    /** When the sessions were last revoked (for people; the verifier compares REVOKED_POSITION). */
    REVOKED_BEFORE: string | null;
  };
type Fields = Omit<UserDoc, '_position'>;

const names = (firstName: string, lastName: string) => ({
  FIRST_NAME: firstName,
  LAST_NAME: lastName,
  FULL_NAME: `${firstName} ${lastName}`.trim(),
});
const email = (value: string) => ({ EMAIL: value, EMAIL_KEY: value.trim().toLowerCase() });
const rights = (d: UserRights) => ({
  ...siteAccessRow(d.sites),
  ...flagRow(d.flags),
  SITES: d.sites,
  READ_ACCESS: d.readAccess,
  WRITE_ACCESS: d.writeAccess,
});
const updated = (event: StoredOf<UserEvent>) => ({ LAST_UPDATED_BY: event.metadata.userId, LAST_UPDATED_DTS: event.metadata.timestamp });
const revoked = (event: StoredOf<UserEvent>, keep: string | null) => ({
  REVOKED_POSITION: event.position.toString(),
  REVOKED_BEFORE: event.metadata.timestamp,
  KEEP_SESSION: keep,
});
const noReset = { RESET_HASH: null, RESET_EXPIRES: null };

export const usersProjection: ProjectionOf<UserDoc, UserEvent> = {
  collection: {
    name: READ_MODELS.users,
    indexes: [{ fields: ['EMAIL_KEY'] }, { fields: ['RESET_HASH'] }, { fields: ['USERS', 'ACTIVE'] }],
  },
  handles: USER_EVENT_TYPES,
  id: (event) => event.data.username,
  evolve(doc, event): Fields | null {
    const patch = (fields: Partial<Fields>): Fields | null => (doc ? { ...doc, ...fields } : null);
    switch (event.type) {
      case 'UserCreated': {
        const d = event.data;
        return {
          _id: d.username,
          USERNAME: d.username,
          ...names(d.firstName, d.lastName),
          ...email(d.email),
          PHONE: d.phone ?? '',
          ...rights(d),
          ACTIVE: true,
          ...updated(event),
          ...noReset,
          REVOKED_POSITION: null,
          REVOKED_BEFORE: null,
          KEEP_SESSION: null,
        };
      }
      case 'UserUpdated': {
        const d = event.data;
        return patch({ ...names(d.firstName, d.lastName), ...email(d.email), PHONE: d.phone, ...rights(d), ...updated(event) });
      }
      case 'UserArchived':
        return patch({ ACTIVE: false, ...noReset, ...revoked(event, null), ...updated(event) });
      case 'UserUnarchived':
        return patch({ ACTIVE: true, ...updated(event) });
      case 'ProfileUpdated':
        return patch({ ...names(event.data.firstName, event.data.lastName), ...email(event.data.email), ...updated(event) });
      case 'PasswordChanged':
        return patch({ ...noReset, ...revoked(event, event.data.keepSessionId) });
      case 'PasswordResetRequested':
        return patch({ RESET_HASH: event.data.resetIdHash, RESET_EXPIRES: event.data.expiresAt });
      case 'PasswordReset':
        return patch({ ...noReset, ...revoked(event, null) });
      default:
        return assertNever(event);
    }
  },
};
