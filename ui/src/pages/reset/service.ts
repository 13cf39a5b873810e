import type { BodyOf, MessageResult, Routes, WriteResult } from '@ftr/contracts';
import { call } from '../../api/client.ts';

export type ResetBody = BodyOf<Routes['completePasswordReset']>;

/** POST /user-reset/link/:email (spec 3 §7): the same answer whether or not the address has an account. */
export const requestPasswordReset = (email: string): Promise<MessageResult> => call('requestPasswordReset', { params: { email } });

/** POST /user-reset/reset/:id: sets the new password once; every session of the user ends. */
export const completePasswordReset = (id: string, body: ResetBody): Promise<WriteResult> =>
  call('completePasswordReset', { params: { id }, body });
