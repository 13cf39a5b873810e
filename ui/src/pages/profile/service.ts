import type { BodyOf, Routes, TokenResult } from '@ftr/contracts';
import { call } from '../../api/client.ts';

export type ProfileBody = BodyOf<Routes['updateProfile']>;
export type ChangePasswordBody = BodyOf<Routes['changePassword']>;

/** PUT /profile (spec 3 §7): names and email; answers 'Profile Updated' and a new token. */
export const updateProfile = (body: ProfileBody): Promise<TokenResult> => call('updateProfile', { body });

/** PATCH /user/password (spec 3 §7): answers 'Password Updated' and a new token; other sessions end. */
export const changePassword = (body: ChangePasswordBody): Promise<TokenResult> => call('changePassword', { body });
