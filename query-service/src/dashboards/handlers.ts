import { DASHBOARD_ERRORS as E, ERRORS, dashboardReadRoutes, isCentralOffice, reachableSites, type RoutesOf } from '@ftr/contracts';
import { cachedRead } from '@ftr/infra/http/answerCache.ts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { DASHBOARDS_COLLECTION, type DashboardDoc } from '@ftr/read-models/dashboards/projection.ts';
import type { QueryDeps } from '../deps.ts';
import { loadReadable, requireDashboardReader } from './access.ts';
import { readDashboardData } from './data.ts';
import { opsumDashboard } from './opsum.ts';
import { createValueDays } from './valueDays.ts';
import { byName, toDashboardDto, toLayoutDto, toLayoutItemDtos, toParameterDtos } from './dto.ts';

type ReadRoutes = RoutesOf<typeof dashboardReadRoutes, 'query'>;

interface ListFilter {
  manageId?: number | undefined;
  formatId?: number | undefined;
}
const matches = (doc: DashboardDoc, filter: ListFilter): boolean =>
  (filter.manageId === undefined || doc.MANAGE_TYPE === filter.manageId) &&
  (filter.formatId === undefined || doc.FORMAT_TYPE === filter.formatId);

export const dashboardQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => {
  const store = deps.readStore;
  const readDays = createValueDays(store, deps.progress);
  const list = async (where: Record<string, string>, filter: ListFilter) =>
    (await store.find<DashboardDoc>(DASHBOARDS_COLLECTION, { where }))
      .filter((doc) => matches(doc, filter))
      .sort(byName)
      .map(toDashboardDto);

  /**
   * Dashboard data is the same for everyone the handler let through (checked first, per user), so it is
   * cached, as the grid's is, under the read side's position when the request began and what it depends on:
   * control rooms showing one dashboard on several screens read it once per change.
   */
  const cacheable = <T>(position: bigint | undefined, parts: readonly (string | number)[], compute: () => Promise<T>) =>
    position === undefined ? compute() : Promise.resolve(cachedRead(`dashboard ${position} ${JSON.stringify(parts)}`, compute));

  return {
    listCorporateDashboards({ query, user }) {
      requireDashboardReader(user);
      if (!isCentralOffice(user.site)) throw new AppError('forbidden', E.corporateOnlyAtCo);
      return list({ TYPE: 'C' }, query);
    },
    listSiteDashboards({ params, query, user }) {
      requireDashboardReader(user);
      if (params.site !== user.site) throw new AppError('forbidden', ERRORS.wrongSite);
      return list({ SITE: params.site }, query);
    },
    async getDashboard({ params, user }) {
      return toDashboardDto(await loadReadable(store, params.id, user));
    },
    async listDashboardParameters({ params, user }) {
      return toParameterDtos(await loadReadable(store, params.id, user));
    },
    async listLayoutItems({ params, user }) {
      return toLayoutItemDtos(await loadReadable(store, params.dashboardId, user));
    },
    async getDashboardLayout({ params, user }) {
      return toLayoutDto(await loadReadable(store, params.address, user));
    },
    async getDashboardData({ params, query, user }) {
      const position = deps.progress.position();
      const doc = await loadReadable(store, params.dashboardId, user);
      if (doc.TYPE === 'S' && params.site !== doc.SITE) throw new AppError('forbidden', ERRORS.wrongSite);
      const reachable = reachableSites(user);
      const range = query.range;
      return cacheable(position, [doc.ID, doc._position, params.site, params.type, params.date, range ?? '', reachable.join()], () =>
        readDashboardData(store, doc, { site: params.site, type: params.type, date: params.date, range, reachable }, readDays),
      );
    },
    async getOperationalSummary({ params, user }) {
      requireDashboardReader(user);
      const position = deps.progress.position();
      const doc = opsumDashboard(user, params.site);
      const reachable = reachableSites(user);
      return cacheable(position, ['opsum', doc.TYPE, params.site, params.type, params.date, reachable.join()], () =>
        readDashboardData(store, doc, { site: params.site, type: params.type, date: params.date, reachable }, readDays),
      );
    },
  };
};
