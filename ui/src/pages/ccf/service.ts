import type { CcfCommentBody, CcfDataBody, CcfDataResult, CcfWriteResult, CloseCcfBody, RaiseCcfBody } from '@ftr/contracts';
import { call } from '../../api/client.ts';

/** Spec 3 §7: the calls of the CCF list and detail pages. */

export const raiseCcf = (body: RaiseCcfBody) => call('raiseCcf', { body });

export const deleteCcf = (id: string): Promise<CcfWriteResult> => call('deleteCcf', { params: { id } });

export const closeCcf = (id: string, body: CloseCcfBody): Promise<CcfWriteResult> => call('closeCcf', { params: { id }, body });

export const addComment = (id: string, body: CcfCommentBody) => call('addCcfComment', { params: { id }, body });

export const editComment = (id: string, commentId: string, body: CcfCommentBody): Promise<CcfWriteResult> =>
  call('editCcfComment', { params: { id, commentId }, body });

export const addDataValue = (id: string, body: CcfDataBody): Promise<CcfDataResult> => call('addCcfDataValue', { params: { id }, body });
