import { DATA_MESSAGES, MAX_DATA_RANGE_DAYS, daysBetween, gridCells, dataValueRoutes } from '@ftr/contracts';
import { cachedRead } from '@ftr/infra/http/answerCache.ts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { screenColumns } from '../dataScreens/columns.ts';
import type { QueryDeps } from '../deps.ts';
import { asOfInstant } from '../timeTravel/asOf.ts';
import { dataPointsAsOf, headingAsOf, rowsAsOf } from '../timeTravel/grid.ts';
import { createStreamCache } from '../timeTravel/streamCache.ts';
import { readDataPoints } from './dataPoints.ts';
import { createNoticedPositions } from '../consistency/noticedPositions.ts';
import { PARAMETER_VALUES_COLLECTION } from '@ftr/read-models/dataValues/projection.ts';
import { createGridOpener } from './gridAccess.ts';
import { gridHeading } from './heading.ts';
import { gridDocumentIds, gridRows } from './rows.ts';

type ReadRoutes = Pick<typeof dataValueRoutes, 'gridHeading' | 'hourlyGridData' | 'dailyGridData' | 'dataPoints'>;

export const dataValueQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => {
  const { readStore } = deps;
  const asOfDeps = { readStore, streams: createStreamCache(deps.eventStore) };
  /** The screen the user may open (own site, access level) and the operation at the screen's site. */
  const openGrid = createGridOpener(readStore);
  const codesOf = (screen: { MEMBERS: { code: string }[] }) => screen.MEMBERS.map((m) => m.code);
  /**
   * Grid answers are the same for everyone allowed to open the grid (checked first, for each user), so
   * they are cached under what they depend on: a read position taken when the request began (the read
   * side's for the heading, the rows' own documents' below; a change notice arrives after its writes are
   * committed, so what is read is at least that recent), the site, the columns and the cells. Without a
   * known position they are made afresh.
   */
  const cacheable = <T>(position: bigint | string | undefined, parts: readonly (string | number)[], compute: () => Promise<T>) =>
    position === undefined ? compute() : Promise.resolve(cachedRead(`${position} ${JSON.stringify(parts)}`, compute));
  /**
   * Rows are read from the values documents of their codes and dates alone, so they are keyed by the last
   * notice naming one of those documents (noticedPositions.ts): a value entered elsewhere, another day or
   * another code, leaves the grid's cached answer in place.
   */
  const valuesPositionOf = createNoticedPositions(deps.progress, (change) =>
    change.collection === PARAMETER_VALUES_COLLECTION ? change.id : undefined,
  );
  const rowsPosition = (site: string, codes: readonly string[], cells: readonly { date: string }[]) =>
    valuesPositionOf(gridDocumentIds(site, codes, cells));

  return {
    async gridHeading({ params, query, user }) {
      const asOf = asOfInstant(query.asOf, deps.clock.now());
      const position = deps.progress.position();
      const screen = await openGrid(position, user, params.screenId, params.operation);
      if (asOf) return headingAsOf(asOfDeps, asOf, { ...params, site: screen.SITE });
      const heading = { site: screen.SITE, operation: params.operation, type: params.type, date: params.date };
      return cacheable(
        position,
        ['heading', screen.SITE, params.screenId, params.operation, params.type, params.date, ...codesOf(screen)],
        async () => gridHeading(readStore, await screenColumns(readStore, screen), heading),
      );
    },
    async hourlyGridData({ params, query, user }) {
      const asOf = asOfInstant(query.asOf, deps.clock.now());
      const position = deps.progress.position();
      const screen = await openGrid(position, user, params.screenId, params.operation);
      if (asOf) return rowsAsOf(asOfDeps, asOf, { ...params, type: 'HLY', site: screen.SITE });
      const cells = gridCells('HLY', params.date, params.hourMode, deps.clock.now());
      const codes = codesOf(screen);
      return cacheable(rowsPosition(screen.SITE, codes, cells), ['HLY', screen.SITE, params.date, cells.length, ...codes], () =>
        gridRows(readStore, screen.SITE, codes, cells),
      );
    },
    async dailyGridData({ params, query, user }) {
      const asOf = asOfInstant(query.asOf, deps.clock.now());
      const position = deps.progress.position();
      const screen = await openGrid(position, user, params.screenId, params.operation);
      if (asOf) return rowsAsOf(asOfDeps, asOf, { ...params, type: 'DLY', hourMode: 'END', site: screen.SITE });
      const cells = gridCells('DLY', params.date, 'END', deps.clock.now());
      const codes = codesOf(screen);
      return cacheable(
        rowsPosition(screen.SITE, codes, cells),
        ['DLY', screen.SITE, cells[0]?.date ?? params.date, cells.length, ...codes],
        () => gridRows(readStore, screen.SITE, codes, cells),
      );
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
