import {
  DATA_MESSAGES,
  ERRORS,
  MAX_DATA_RANGE_DAYS,
  daysBetween,
  factoryHourToInstant,
  gridCells,
  type DataPoint,
  dataValueRoutes,
} from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { PARAMETER_VALUES_COLLECTION, type ParameterValueDoc } from '@ftr/projector/dataValues/projection.ts';
import { OPERATIONS_COLLECTION, operationDocId } from '@ftr/projector/operations/projection.ts';
import type { TokenClaims } from '@ftr/contracts';
import { loadScreenDoc, screenColumns } from '../dataScreens/columns.ts';
import { loadScreenViewer, openableScreen } from '../dataScreens/access.ts';
import type { QueryDeps } from '../deps.ts';
import { gridHeading } from './heading.ts';
import { gridRows } from './rows.ts';

type ReadRoutes = Pick<typeof dataValueRoutes, 'gridHeading' | 'hourlyGridData' | 'dailyGridData' | 'dataPoints'>;

export const dataValueQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => {
  const { readStore } = deps;
  /** The screen the user may open (own site, access level) and the operation at the screen's site. */
  const openGrid = async (user: TokenClaims, screenId: number, operation: string) => {
    const [doc, viewer] = await Promise.all([loadScreenDoc(readStore, screenId), loadScreenViewer(readStore, user)]);
    const screen = openableScreen(doc, screenId, viewer);
    if (!(await readStore.get(OPERATIONS_COLLECTION, operationDocId(screen.SITE, operation)))) {
      throw new AppError('not_found', ERRORS.operationNotFound(operation));
    }
    return screen;
  };
  const codesOf = (screen: { MEMBERS: { code: string }[] }) => screen.MEMBERS.map((m) => m.code);

  return {
    async gridHeading({ params, user }) {
      const screen = await openGrid(user, params.screenId, params.operation);
      const columns = await screenColumns(readStore, screen);
      return gridHeading(readStore, columns, { site: screen.SITE, operation: params.operation, type: params.type, date: params.date });
    },
    async hourlyGridData({ params, user }) {
      const screen = await openGrid(user, params.screenId, params.operation);
      return gridRows(readStore, screen.SITE, codesOf(screen), gridCells('HLY', params.date, params.hourMode, deps.clock.now()));
    },
    async dailyGridData({ params, user }) {
      const screen = await openGrid(user, params.screenId, params.operation);
      return gridRows(readStore, screen.SITE, codesOf(screen), gridCells('DLY', params.date, 'END', deps.clock.now()));
    },
    /** The site guard (own site unless central office) is the auth hook's, on :site. */
    async dataPoints({ params }) {
      const span = daysBetween(params.fromDate, params.toDate);
      if (span < 0) throw new AppError('validation', DATA_MESSAGES.rangeReversed);
      if (span + 1 > MAX_DATA_RANGE_DAYS) throw new AppError('validation', DATA_MESSAGES.rangeTooLong(MAX_DATA_RANGE_DAYS));
      const docs = await readStore.find<ParameterValueDoc>(PARAMETER_VALUES_COLLECTION, {
        where: { SITE: params.site, CODE: params.code },
        range: { field: 'FTR_DATE', gte: params.fromDate, lte: params.toDate },
        sort: [{ field: 'FTR_DATE', direction: 'asc' }],
      });
      return docs.flatMap((doc) =>
        Object.entries(doc.HOURS)
          .map(([hour, cell]) => ({ hour: Number(hour), cell }))
          .sort((a, b) => a.hour - b.hour)
          .map(({ hour, cell }): DataPoint => ({
            REAL_DATETIME: factoryHourToInstant(doc.FTR_DATE, hour).toISOString(),
            PARAM_VALUE: cell.value,
            PARM_CODE: doc.CODE,
            OPTN_CODE: cell.operation,
            PARAM_DATE: doc.FTR_DATE,
            FTR_HOUR: hour,
          })),
      );
    },
  };
};
