import type { WriteResult } from '@ftr/contracts';
import { call } from '../../api/client.ts';
import type { RegistrationBody } from './form.ts';

/** POST /auth/register (spec 3 §7): mails the request to the administrators; answers 'Please check your inbox'. */
export const requestAccount = (body: RegistrationBody): Promise<WriteResult> => call('register', { body });
