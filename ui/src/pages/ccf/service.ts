import type {
  CcfCommentBody,
  CcfCommentDto,
  CcfCommentType,
  CcfDataBody,
  CcfDataResult,
  CcfDataValueDto,
  CcfParameterDto,
  CcfView,
  CcfWriteResult,
  CloseCcfBody,
  OperationDto,
  RaiseCcfBody,
  Site,
} from '@ftr/contracts';
import { call } from '../../api/client.ts';

/** Spec 3 §7: the calls of the CCF list and detail pages. */

export const listCcfs = (closed: boolean, site?: Site): Promise<CcfView[]> => call('listCcfs', { query: { closed, site } });

export const getCcf = (id: string): Promise<CcfView> => call('getCcf', { params: { id } });

export const raiseCcf = (body: RaiseCcfBody) => call('raiseCcf', { body });

export const deleteCcf = (id: string): Promise<CcfWriteResult> => call('deleteCcf', { params: { id } });

export const commentCount = async (id: string): Promise<number> => (await call('ccfCommentCount', { params: { id } })).count;

export const closeCcf = (id: string, body: CloseCcfBody): Promise<CcfWriteResult> => call('closeCcf', { params: { id }, body });

export const listCommentTypes = (): Promise<CcfCommentType[]> => call('ccfCommentTypes');

export const listComments = (id: string): Promise<CcfCommentDto[]> => call('ccfComments', { params: { id } });

export const addComment = (id: string, body: CcfCommentBody) => call('addCcfComment', { params: { id }, body });

export const editComment = (id: string, commentId: string, body: CcfCommentBody): Promise<CcfWriteResult> =>
  call('editCcfComment', { params: { id, commentId }, body });

export const listDataValues = (id: string): Promise<CcfDataValueDto[]> => call('ccfDataValues', { params: { id } });

export const addDataValue = (id: string, body: CcfDataBody): Promise<CcfDataResult> => call('addCcfDataValue', { params: { id }, body });

export const listCcfParameters = (): Promise<CcfParameterDto[]> => call('listCcfParameters');

export const listOperations = (): Promise<OperationDto[]> => call('listOperations');
