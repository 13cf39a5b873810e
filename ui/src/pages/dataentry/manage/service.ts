import type { CreateDataScreenBody, MemberWriteResult, ScreenWriteResult, UpdateDataScreenBody, WriteResult } from '@ftr/contracts';
import { call } from '../../../api/client.ts';
import { downloadFile } from '../../../api/download.ts';

const id = (value: number | string) => ({ id: String(value) });

/** Spec 1 §7 "Data screens" calls used by the manage list and the editor. */

export const createScreen = (body: CreateDataScreenBody): Promise<ScreenWriteResult> => call('createDataScreen', { body });
export const updateScreen = (screenId: number, body: UpdateDataScreenBody): Promise<WriteResult> =>
  call('updateDataScreen', { params: id(screenId), body });
export const duplicateScreen = (screenId: number): Promise<ScreenWriteResult> => call('duplicateDataScreen', { params: id(screenId) });
export const archiveScreen = (screenId: number): Promise<WriteResult> => call('archiveDataScreen', { params: id(screenId) });

export const addMember = (screenId: number, code: string): Promise<MemberWriteResult> =>
  call('addScreenMember', { params: { id: String(screenId), value: code } });
export const removeMember = (memberId: string): Promise<WriteResult> => call('removeScreenMember', { params: { id: memberId } });
export const setSeparator = (memberId: string, separator: boolean): Promise<WriteResult> =>
  call('setScreenMemberSeparator', { params: { id: memberId, value: separator ? 'true' : 'false' } });
/** A drag: the member moves to `sequence` (1-based) in one step. */
export const moveMember = (memberId: string, sequence: number): Promise<WriteResult> =>
  call('moveScreenMember', { params: { id: memberId, sequence: String(sequence) } });

/** The Export buttons; each answers the name of the file saved. */
export const exportScreens = (): Promise<string> => downloadFile('exportDataScreens', {}, 'data-screens.xlsx');
export const exportMembers = (screenId: number): Promise<string> =>
  downloadFile('exportScreenMembers', id(screenId), `screen-${screenId}.xlsx`);
