import {
  LIVE_DATA_MESSAGES,
  liveDailyCells,
  liveHourlyCells,
  statusLabel,
  type CcfStatus,
  type LiveColumnDto,
  type ScreenType,
  liveDataRoutes,
} from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { CCFS_COLLECTION, type CcfDoc } from '@ftr/projector/ccf/projection.ts';
import { DATA_SCREENS_COLLECTION, type DataScreenDoc } from '@ftr/projector/dataScreens/docs.ts';
import { loadScreenViewer, mayOpen } from '../dataScreens/access.ts';
import { screenColumns } from '../dataScreens/columns.ts';
import { byName } from '../dataScreens/dto.ts';
import { gridRows } from '../dataValues/rows.ts';
import type { QueryDeps } from '../deps.ts';
import { openLiveScreen } from './screens.ts';

/** By parameter code: the status of the site's open CCF for it, else of its pending-close one. */
const ccfStatuses = async (readStore: ReadStore, site: string): Promise<Map<string, CcfStatus>> => {
  const [open, pending] = await Promise.all(
    (['O', 'R'] as const).map((STATUS) => readStore.find<CcfDoc>(CCFS_COLLECTION, { where: { SITE: site, STATUS } })),
  );
  return new Map([...(pending ?? []), ...(open ?? [])].map((doc): [string, CcfStatus] => [doc.PARAMETER, doc.STATUS]));
};

const requireType = (screen: DataScreenDoc, type: ScreenType): void => {
  if (screen.SCREEN_TYPE !== type) throw new AppError('validation', LIVE_DATA_MESSAGES.wrongType(screen.ID, screen.SCREEN_TYPE));
};
const codesOf = (screen: DataScreenDoc) => screen.MEMBERS.map((m) => m.code);

/** Live data reads (spec 3 §7 GET /live-data/…), over the screens, parameters, CCF and values read models. */
export const liveDataQueryHandlers = (deps: QueryDeps): Handlers<typeof liveDataRoutes> => {
  const { readStore } = deps;
  return {
    async liveScreens({ params, user }) {
      const [docs, viewer] = await Promise.all([
        readStore.find<DataScreenDoc>(DATA_SCREENS_COLLECTION, { where: { SITE: params.site, AREA: 'V' } }),
        loadScreenViewer(readStore, user),
      ]);
      return docs.filter((doc) => mayOpen(doc, viewer)).sort(byName).map((doc) => ({ ID: doc.ID, DESCRIPTION: doc.DESCRIPTION, TYPE: doc.SCREEN_TYPE }));
    },
    async liveHeading({ params, user }) {
      const screen = await openLiveScreen(readStore, user, params.site, params.screenId);
      const [columns, statuses] = await Promise.all([screenColumns(readStore, screen), ccfStatuses(readStore, screen.SITE)]);
      return columns.map((column): LiveColumnDto => ({ ...column, CCFLABEL: statusLabel(statuses.get(column.CODE) ?? null) }));
    },
    async liveHourlyData({ params, user }) {
      const screen = await openLiveScreen(readStore, user, params.site, params.screenId);
      requireType(screen, 'HLY');
      return gridRows(readStore, screen.SITE, codesOf(screen), liveHourlyCells(params.date, params.hour, params.rangeDays));
    },
    async liveDailyData({ params, user }) {
      const screen = await openLiveScreen(readStore, user, params.site, params.screenId);
      requireType(screen, 'DLY');
      return gridRows(readStore, screen.SITE, codesOf(screen), liveDailyCells(params.date, params.rangeDays));
    },
  };
};
