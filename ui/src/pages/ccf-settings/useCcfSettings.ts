import { CCF_ANALYSES_COLLECTION, CCF_TYPES_COLLECTION, type CcfAnalysisDto, type CcfTypeDto } from '@ftr/contracts';
import { useLiveQuery, type LiveQuery } from '../../live/useLiveQuery.ts';
import { useChanges } from '../../live/socket.ts';
import { listCcfAnalyses, listCcfTypes } from './service.ts';
import { useReportClientError } from '../../api/errors.ts';

export interface CcfSettings {
  types: LiveQuery<CcfTypeDto[]>;
  analyses: LiveQuery<CcfAnalysisDto[]>;
}

/**
 * The CCF types and analyses, loaded on mount and refreshed live when either read model changes (an
 * analysis shows its type's name, so a renamed type reloads the analyses too).
 */
export const useCcfSettings = (): CcfSettings => {
  const report = useReportClientError();
  const types = useLiveQuery(CCF_TYPES_COLLECTION, listCcfTypes, report);
  const analyses = useLiveQuery(CCF_ANALYSES_COLLECTION, listCcfAnalyses, report);
  useChanges(CCF_TYPES_COLLECTION, () => void analyses.reload());
  return { types, analyses };
};
