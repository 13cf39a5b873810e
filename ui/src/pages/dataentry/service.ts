import type { DataScreenParameterBody, SubmitDataBody, SubmitDataResult, WriteResult } from '@ftr/contracts';
import { call } from '../../api/client.ts';

/** Spec 1 §7: the calls of the data entry screen. */

export const submitData = (body: SubmitDataBody): Promise<SubmitDataResult> => call('submitData', { body });

export const addFavourite = (screenId: number): Promise<WriteResult> => call('addFavourite', { params: { screenId: String(screenId) } });

/** Logs that the user opened a screen (spec 1 §7). */
export const logScreenView = (screenId: number): Promise<WriteResult> => call('logScreenView', { params: { screenId: String(screenId) } });

export const updateColumn = (code: string, body: DataScreenParameterBody): Promise<WriteResult> =>
  call('updateParameterDisplay', { params: { code }, body });
