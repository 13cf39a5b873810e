import type { RouteName } from '@ftr/contracts';

/** The reads a change to a dashboard makes stale (its manage screen and its preview). */
export const DASHBOARD_READS: readonly RouteName[] = [
  'getDashboard',
  'listDashboardParameters',
  'listLayoutItems',
  'getDashboardLayout',
  'getDashboardData',
  'listSiteDashboards',
];
