import type {
  AdminResetResult,
  ArchiveUserResult,
  CreateUserBody,
  CreateUserResult,
  DataAccessLevel,
  ScreenLogEntryDto,
  Site,
  UpdateUserBody,
  UserDto,
  WriteResult,
} from '@ftr/contracts';
import { call } from '../../api/client.ts';

/**
 * The read model the users list and form read: the projector's change notices name it, so the list
 * refreshes live (infra/src/auth/sessions.ts USERS_COLLECTION).
 */
export const USERS_COLLECTION = 'users';

/** Spec 2 §7 Users, spec 3 §7 user calls. */
export const listUsers = (): Promise<UserDto[]> => call('listUsers');

export const getUser = (id: string): Promise<UserDto> => call('getUser', { params: { id } });

export const createUser = (body: CreateUserBody): Promise<CreateUserResult> => call('createUser', { body });

export const updateUser = (id: string, body: UpdateUserBody): Promise<WriteResult> =>
  call('updateUser', { params: { id }, body });

/** Archives an active user or unarchives an archived one; answers the message and the new ACTIVE. */
export const archiveUser = (username: string): Promise<ArchiveUserResult> => call('archiveUser', { params: { username } });

/** Emails a reset link ('Email Sent'), or answers one to hand over to a user without email. */
export const resetUserPassword = (username: string): Promise<AdminResetResult> =>
  call('adminPasswordReset', { params: { username } });

export const listDataAccess = (): Promise<DataAccessLevel[]> => call('listDataAccess');

/** GET /data-screen-log/:site/:userId/:from/:to: the user's data screen openings at a site, per screen. */
export const listScreenLog = (site: Site, userId: string, from: string, to: string): Promise<ScreenLogEntryDto[]> =>
  call('listScreenLog', { params: { site, userId, from, to } });
