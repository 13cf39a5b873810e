import type {
  CreateDataScreenBody,
  DataAccessLevel,
  DataScreenDto,
  MemberWriteResult,
  ScreenColumnDto,
  ScreenWriteResult,
  UpdateDataScreenBody,
  WriteResult,
} from '@ftr/contracts';
import { call } from '../../../api/client.ts';
import { downloadFile } from '../../../api/download.ts';

/** The read model whose live changes mean "the screens changed" (projector/src/dataScreens/docs.ts). */
export const DATA_SCREENS_COLLECTION = 'data_screens';

const id = (value: number | string) => ({ id: String(value) });

/** Spec 1 §7 "Data screens" calls used by the manage list and the editor. */
export const listScreens = (): Promise<DataScreenDto[]> => call('listDataScreens', { query: {} });
export const findScreensByParameter = (parameterCode: string): Promise<DataScreenDto[]> =>
  call('findScreensByParameter', { params: { parameterCode } });
export const getScreen = (screenId: number): Promise<DataScreenDto> => call('getDataScreen', { params: id(screenId) });
export const getScreenColumns = (screenId: number): Promise<ScreenColumnDto[]> => call('getScreenHeading', { params: id(screenId) });
export const listAccessLevels = (): Promise<DataAccessLevel[]> => call('listScreenAccessLevels');

export const createScreen = (body: CreateDataScreenBody): Promise<ScreenWriteResult> => call('createDataScreen', { body });
export const updateScreen = (screenId: number, body: UpdateDataScreenBody): Promise<WriteResult> =>
  call('updateDataScreen', { params: id(screenId), body });
export const duplicateScreen = (screenId: number): Promise<ScreenWriteResult> => call('duplicateDataScreen', { params: id(screenId) });
export const archiveScreen = (screenId: number): Promise<WriteResult> => call('archiveDataScreen', { params: id(screenId) });

export const addMember = (screenId: number, code: string): Promise<MemberWriteResult> =>
  call('addScreenMember', { params: { screenId: String(screenId), code } });
export const removeMember = (memberId: string): Promise<WriteResult> => call('removeScreenMember', { params: { id: memberId } });
export const setSeparator = (memberId: string, separator: boolean): Promise<WriteResult> =>
  call('setScreenMemberSeparator', { params: { id: memberId, separator: separator ? 'true' : 'false' } });
/** A drag: the member moves to `sequence` (1-based) in one step. */
export const moveMember = (memberId: string, sequence: number): Promise<WriteResult> =>
  call('moveScreenMember', { params: { id: memberId, sequence: String(sequence) } });

/** The Export buttons; each answers the name of the file saved. */
export const exportScreens = (): Promise<string> => downloadFile('exportDataScreens', {}, 'data-screens.xlsx');
export const exportMembers = (screenId: number): Promise<string> =>
  downloadFile('exportScreenMembers', id(screenId), `screen-${screenId}.xlsx`);
