import type { ConstantDto, ConstantsQuery, GlobalConstantDto } from '@ftr/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { useReportError } from '../../api/errors.ts';
import { useRouteQuery } from '../../query/useRouteQuery.ts';

export interface ConstantsView {
  constants: ConstantDto[];
  global: GlobalConstantDto[];
  groups: { CODE: string; NAME: string }[];
  loading: boolean;
}

/**
 * The site's constants (a site user) or head office's global table, filtered on the server by group and
 * search; change notices to the constants read model refresh it (query/liveRoutes.ts).
 */
export const useConstants = (headOffice: boolean, filter: Pick<ConstantsQuery, 'group' | 'search'>): ConstantsView => {
  const report = useReportError();
  const query = { ...(filter.group ? { group: filter.group } : {}), ...(filter.search ? { search: filter.search } : {}) };
  const config = { placeholderData: keepPreviousData, onError: (error: Error) => report(error) };
  const site = useRouteQuery('listConstants', { query }, { ...config, enabled: !headOffice });
  const global = useRouteQuery('listGlobalConstants', { query }, { ...config, enabled: headOffice });
  const data = headOffice ? global.data : site.data;
  return {
    constants: site.data?.constants ?? [],
    global: global.data?.constants ?? [],
    groups: data?.groups ?? [],
    loading: headOffice ? global.isLoading : site.isLoading,
  };
};
