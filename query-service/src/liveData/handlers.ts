import { LIVE_DATA_MESSAGES, liveDailyCells, liveHourlyCells, type ScreenType, liveDataRoutes } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { DATA_SCREENS_COLLECTION, type DataScreenDoc } from '@ftr/read-models/dataScreens/docs.ts';
import { loadScreenViewer, mayOpen } from '../dataScreens/access.ts';
import { byName } from '../dataScreens/dto.ts';
import { gridRows } from '../dataValues/rows.ts';
import type { QueryDeps } from '../deps.ts';
import { asOfInstant } from '../timeTravel/asOf.ts';
import { cellRowsAsOf } from '../timeTravel/grid.ts';
import { liveColumnsAsOf } from '../timeTravel/live.ts';
import { createStreamCache } from '../timeTravel/streamCache.ts';
import { liveColumns } from './columns.ts';
import { openLiveScreen } from './screens.ts';

const requireType = (screen: DataScreenDoc, type: ScreenType): void => {
  if (screen.SCREEN_TYPE !== type) throw new AppError('validation', LIVE_DATA_MESSAGES.wrongType(screen.ID, screen.SCREEN_TYPE));
};
const codesOf = (screen: DataScreenDoc) => screen.MEMBERS.map((m) => m.code);

/**
 * Live data reads (spec 3 §7 GET /live-data/…), over the screens, parameters, CCF and values read models;
 * with `?asOf=` over the same models refolded as they stood then (time travel; access is checked as of now).
 */
export const liveDataQueryHandlers = (deps: QueryDeps): Handlers<typeof liveDataRoutes> => {
  const { readStore } = deps;
  const asOfDeps = { readStore, streams: createStreamCache(deps.eventStore) };
  return {
    async liveScreens({ params, user }) {
      const [docs, viewer] = await Promise.all([
        readStore.find<DataScreenDoc>(DATA_SCREENS_COLLECTION, { where: { SITE: params.site, AREA: 'V' } }),
        loadScreenViewer(readStore, user),
      ]);
      return docs
        .filter((doc) => mayOpen(doc, viewer))
        .sort(byName)
        .map((doc) => ({ ID: doc.ID, DESCRIPTION: doc.DESCRIPTION, TYPE: doc.SCREEN_TYPE }));
    },
    async liveHeading({ params, query, user }) {
      const asOf = asOfInstant(query.asOf, deps.clock.now());
      const screen = await openLiveScreen(readStore, user, params.site, params.screenId);
      return asOf ? liveColumnsAsOf(asOfDeps, asOf, screen.ID, screen.SITE) : liveColumns(readStore, screen);
    },
    async liveHourlyData({ params, query, user }) {
      const asOf = asOfInstant(query.asOf, deps.clock.now());
      const screen = await openLiveScreen(readStore, user, params.site, params.screenId);
      requireType(screen, 'HLY');
      const cells = liveHourlyCells(params.date, params.hour, params.rangeDays);
      if (asOf) return cellRowsAsOf(asOfDeps, asOf, { screenId: screen.ID, site: screen.SITE }, cells);
      return gridRows(readStore, screen.SITE, codesOf(screen), cells);
    },
    async liveDailyData({ params, query, user }) {
      const asOf = asOfInstant(query.asOf, deps.clock.now());
      const screen = await openLiveScreen(readStore, user, params.site, params.screenId);
      requireType(screen, 'DLY');
      const cells = liveDailyCells(params.date, params.rangeDays);
      if (asOf) return cellRowsAsOf(asOfDeps, asOf, { screenId: screen.ID, site: screen.SITE }, cells);
      return gridRows(readStore, screen.SITE, codesOf(screen), cells);
    },
  };
};
