import type { AdminResetResult, ArchiveUserResult, CreateUserBody, CreateUserResult, UpdateUserBody, WriteResult } from '@ftr/contracts';
import { call } from '../../api/client.ts';

/** Spec 2 §7 Users, spec 3 §7 user calls. */
export const createUser = (body: CreateUserBody): Promise<CreateUserResult> => call('createUser', { body });

export const updateUser = (id: string, body: UpdateUserBody): Promise<WriteResult> => call('updateUser', { params: { id }, body });

/** Archives an active user or unarchives an archived one; answers the message and the new ACTIVE. */
export const archiveUser = (username: string): Promise<ArchiveUserResult> => call('archiveUser', { params: { username } });

/** Emails a reset link ('Email Sent'), or answers one to hand over to a user without email. */
export const resetUserPassword = (username: string): Promise<AdminResetResult> => call('adminPasswordReset', { params: { username } });
