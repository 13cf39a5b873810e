import type { BodyOf, Routes, TokenResult, UserDto } from '@ftr/contracts';
import { call } from '../../api/client.ts';

export type ProfileBody = BodyOf<Routes['updateProfile']>;
export type ChangePasswordBody = BodyOf<Routes['changePassword']>;

/** GET /user/:id for the signed-in user (everyone may read themself). */
export const loadProfile = (username: string): Promise<UserDto> => call('getUser', { params: { id: username } });

/** PUT /profile (spec 3 §7): names and email; answers 'Profile Updated' and a new token. */
export const updateProfile = (body: ProfileBody): Promise<TokenResult> => call('updateProfile', { body });

/** PATCH /user/password (spec 3 §7): answers 'Password Updated' and a new token; other sessions end. */
export const changePassword = (body: ChangePasswordBody): Promise<TokenResult> => call('changePassword', { body });
