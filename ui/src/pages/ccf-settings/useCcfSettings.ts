import type { CcfAnalysisDto, CcfTypeDto } from '@ftr/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useReportClientError } from '../../api/errors.ts';
import { useRouteQuery } from '../../query/useRouteQuery.ts';

export interface CcfSettings {
  types: UseQueryResult<CcfTypeDto[]>;
  analyses: UseQueryResult<CcfAnalysisDto[]>;
}

/**
 * The CCF types and analyses: cached reads refreshed live when either read model changes (an analysis
 * shows its type's name, so a renamed type reloads the analyses too: query/liveRoutes.ts).
 */
export const useCcfSettings = (): CcfSettings => {
  const report = useReportClientError();
  const types = useRouteQuery('listCcfTypes', {}, { onError: report });
  const analyses = useRouteQuery('listCcfAnalyses', {}, { onError: report });
  return { types, analyses };
};
