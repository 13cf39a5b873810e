import type {
  DataRow,
  DataScreenDto,
  DataScreenParameterBody,
  GridColumnDto,
  OperationDto,
  SubmitDataBody,
  SubmitDataResult,
  WriteResult,
} from '@ftr/contracts';
import { call } from '../../api/client.ts';
import type { GridTarget } from './paths.ts';

/** Spec 1 §7: the calls of the data entry screen. */

/** The site's data-entry screens (area A) the user may open. */
export const listEntryScreens = (): Promise<DataScreenDto[]> => call('listDataScreens', { query: { AREA: 'A' } });

export const listFavouriteScreens = (): Promise<DataScreenDto[]> => call('listFavouriteScreens');

export const listOperations = (): Promise<OperationDto[]> => call('listOperations');

export const listActiveOperations = (): Promise<OperationDto[]> => call('listActiveOperations');

export const getScreen = (id: number): Promise<DataScreenDto> => call('getDataScreen', { params: { id: String(id) } });

/** `asOf` (ISO instant): the grid as it stood then (time travel); absent: now. */
export const loadHeading = (t: GridTarget, asOf?: string): Promise<GridColumnDto[]> =>
  call('gridHeading', {
    params: { screenId: String(t.screenId), operation: t.operation, type: t.type, date: t.date, hourMode: t.hourMode },
    query: { asOf },
  });

export const loadRows = (t: GridTarget, asOf?: string): Promise<DataRow[]> =>
  t.type === 'HLY'
    ? call('hourlyGridData', {
        params: { operation: t.operation, screenId: String(t.screenId), date: t.date, hourMode: t.hourMode },
        query: { asOf },
      })
    : call('dailyGridData', { params: { operation: t.operation, screenId: String(t.screenId), date: t.date }, query: { asOf } });

export const submitData = (body: SubmitDataBody): Promise<SubmitDataResult> => call('submitData', { body });

export const requestRecalculation = (operation: string, from: string | undefined): Promise<WriteResult> =>
  call('requestRecalculation', { params: { operation }, query: { from } });

export const addFavourite = (screenId: number): Promise<WriteResult> =>
  call('addFavourite', { params: { screenId: String(screenId) } });

/** Fire and forget (spec 1 §7): a failure to log a view never bothers the user. */
export const logScreenView = (screenId: number): void => {
  call('logScreenView', { params: { screenId: String(screenId) } }).catch(() => undefined);
};

export const updateColumn = (code: string, body: DataScreenParameterBody): Promise<WriteResult> =>
  call('updateParameterDisplay', { params: { code }, body });
