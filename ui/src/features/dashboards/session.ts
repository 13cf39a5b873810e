import type { DashboardRange, DashboardViewType, Site } from '@ftr/contracts';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** Spec 1 §9: the dashboard type (Campaign or Juice Run) and site are kept for the session (sessionStorage). */
export const dashboardTypeAtom = atomWithStorage<DashboardViewType>(
  'ftr.dashboards.type',
  'BC',
  createJSONStorage<DashboardViewType>(() => sessionStorage),
  { getOnInit: true },
);
/** The site a Central Office user reads corporate dashboards for: CO (every factory site) or one of them. */
export const dashboardSiteAtom = atomWithStorage<Site>(
  'ftr.dashboards.site',
  'CO',
  createJSONStorage<Site>(() => sessionStorage),
  {
    getOnInit: true,
  },
);
/** Each dashboard's time range, by dashboard id, for the session (absent: its parameters' own histories). */
export const dashboardRangesAtom = atomWithStorage<Partial<Record<string, DashboardRange>>>(
  'ftr.dashboards.ranges',
  {},
  createJSONStorage<Partial<Record<string, DashboardRange>>>(() => sessionStorage),
  { getOnInit: true },
);
