import {
  DATA_MESSAGES,
  ERRORS,
  MAX_DATA_RANGE_DAYS,
  daysBetween,
  gridCells,
  dataValueRoutes,
} from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { OPERATIONS_COLLECTION, operationDocId } from '@ftr/projector/operations/projection.ts';
import type { TokenClaims } from '@ftr/contracts';
import { loadScreenDoc, screenColumns } from '../dataScreens/columns.ts';
import { loadScreenViewer, openableScreen } from '../dataScreens/access.ts';
import type { QueryDeps } from '../deps.ts';
import { asOfInstant } from '../timeTravel/asOf.ts';
import { dataPointsAsOf, headingAsOf, rowsAsOf } from '../timeTravel/grid.ts';
import { createStreamCache } from '../timeTravel/streamCache.ts';
import { readDataPoints } from './dataPoints.ts';
import { gridHeading } from './heading.ts';
import { gridRows } from './rows.ts';

type ReadRoutes = Pick<typeof dataValueRoutes, 'gridHeading' | 'hourlyGridData' | 'dailyGridData' | 'dataPoints'>;

export const dataValueQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => {
  const { readStore } = deps;
  const asOfDeps = { readStore, streams: createStreamCache(deps.eventStore) };
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
    async gridHeading({ params, query, user }) {
      const asOf = asOfInstant(query.asOf, deps.clock.now());
      const screen = await openGrid(user, params.screenId, params.operation);
      if (asOf) return headingAsOf(asOfDeps, asOf, { ...params, site: screen.SITE });
      const columns = await screenColumns(readStore, screen);
      return gridHeading(readStore, columns, { site: screen.SITE, operation: params.operation, type: params.type, date: params.date });
    },
    async hourlyGridData({ params, query, user }) {
      const asOf = asOfInstant(query.asOf, deps.clock.now());
      const screen = await openGrid(user, params.screenId, params.operation);
      if (asOf) return rowsAsOf(asOfDeps, asOf, { ...params, type: 'HLY', site: screen.SITE });
      return gridRows(readStore, screen.SITE, codesOf(screen), gridCells('HLY', params.date, params.hourMode, deps.clock.now()));
    },
    async dailyGridData({ params, query, user }) {
      const asOf = asOfInstant(query.asOf, deps.clock.now());
      const screen = await openGrid(user, params.screenId, params.operation);
      if (asOf) return rowsAsOf(asOfDeps, asOf, { ...params, type: 'DLY', hourMode: 'END', site: screen.SITE });
      return gridRows(readStore, screen.SITE, codesOf(screen), gridCells('DLY', params.date, 'END', deps.clock.now()));
    },
    /** The site guard (own site unless central office) is the auth hook's, on :site. */
    async dataPoints({ params, query }) {
      const asOf = asOfInstant(query.asOf, deps.clock.now());
      const span = daysBetween(params.fromDate, params.toDate);
      if (span < 0) throw new AppError('validation', DATA_MESSAGES.rangeReversed);
      if (span + 1 > MAX_DATA_RANGE_DAYS) throw new AppError('validation', DATA_MESSAGES.rangeTooLong(MAX_DATA_RANGE_DAYS));
      return asOf ? dataPointsAsOf(asOfDeps, asOf, params) : readDataPoints(readStore, params);
    },
  };
};
