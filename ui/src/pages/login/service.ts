import type { LoginBody, LoginResult } from '@ftr/contracts';
import { call } from '../../api/client.ts';

/** POST /auth (spec 3 §7) from the web client. */
export const signIn = (body: Omit<LoginBody, 'source'>): Promise<LoginResult> => call('login', { body: { ...body, source: 'Web' } });
