import type { CreateOperationBody, UpdateOperationBody, WriteResult } from '@ftr/contracts';
import { call } from '../../api/client.ts';

/** Spec 1 §7 Operations calls. */
export const createOperation = (body: CreateOperationBody): Promise<WriteResult> => call('createOperation', { body });

export const updateOperation = (code: string, body: UpdateOperationBody): Promise<WriteResult> =>
  call('updateOperation', { params: { code }, body });

export const deleteOperation = (code: string): Promise<WriteResult> => call('deleteOperation', { params: { code } });
