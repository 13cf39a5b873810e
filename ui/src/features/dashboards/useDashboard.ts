import { DASHBOARD_MESSAGES as M, isCentralOffice, type DashboardDataDto, type DashboardLayoutDto } from '@ftr/contracts';
import { App } from 'antd';
import { useAtomValue } from 'jotai';
import { useFactoryToday } from '../../components/useFactoryToday.ts';
import { useRouteQuery } from '../../query/useRouteQuery.ts';
import { claimsAtom } from '../../session/atoms.ts';
import { EMPTY_DASHBOARD_DATA } from './points.ts';
import { useDashboardRange } from './RangeControl.tsx';
import { dashboardSiteAtom, dashboardTypeAtom } from './session.ts';

export interface LoadedDashboard {
  layout: DashboardLayoutDto | undefined;
  /** The shared hours and each parameter's series over them (empty while loading or after a failure). */
  data: DashboardDataDto;
  loading: boolean;
  failed: boolean;
  /** When the data on screen was read (0: not yet): "updated n s ago". */
  updatedAt: number;
}

/**
 * A dashboard's layout and data for the session's type, site and the dashboard's time range, up to today's factory date. Change
 * notices to the values read model reload the data (query/liveRoutes.ts): no polling. A failed load
 * empties the data and says 'There was a problem running this dashboard' (spec 1 §8).
 */
export const useDashboard = (id: number): LoadedDashboard => {
  const { message } = App.useApp();
  const claims = useAtomValue(claimsAtom);
  const type = useAtomValue(dashboardTypeAtom);
  const chosenSite = useAtomValue(dashboardSiteAtom);
  const today = useFactoryToday();
  const userSite = claims?.site ?? 'CO';
  const site = isCentralOffice(userSite) ? chosenSite : userSite;
  const [range] = useDashboardRange(id);
  const onError = () => void message.error(M.runFailed);
  const layout = useRouteQuery('getDashboardLayout', { params: { address: String(id) } }, { onError, enabled: id > 0 });
  const data = useRouteQuery(
    'getDashboardData',
    { params: { site, dashboardId: String(id), type, date: today }, query: range ? { range } : {} },
    { onError, enabled: id > 0 && layout.data !== undefined },
  );
  const failed = layout.isError || data.isError;
  return {
    layout: layout.data,
    data: failed ? EMPTY_DASHBOARD_DATA : (data.data ?? EMPTY_DASHBOARD_DATA),
    loading: layout.isLoading || data.isLoading,
    failed,
    updatedAt: data.dataUpdatedAt,
  };
};
