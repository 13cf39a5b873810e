import type { DashboardDto, DashboardLayoutDto } from '@ftr/contracts';
import { useQueryClient } from '@tanstack/react-query';

/** The dashboard lists a name can be found in before the dashboard's own reads answer. */
const LISTS = ['listCorporateDashboards', 'listSiteDashboards'] as const;

/**
 * A dashboard's name at once: its layout's when read, else the name in a dashboard list already in the
 * cache (the list the user opened it from), so the title never waits for the data.
 */
export const useDashboardTitle = (id: number, layout: DashboardLayoutDto | undefined): string | undefined => {
  const queryClient = useQueryClient();
  if (layout) return layout.dashboard.DESCRIPTION;
  for (const list of LISTS)
    for (const [, dashboards] of queryClient.getQueriesData<DashboardDto[]>({ queryKey: [list] })) {
      const found = dashboards?.find((d) => d.ID === id || d.ADDRESS === String(id));
      if (found) return found.DESCRIPTION;
    }
  return undefined;
};
