import { REPORT_MESSAGES as M, type DefinitionKind, type ReportDefinitionDto } from '@ftr/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { App } from 'antd';
import { useReportError } from '../../api/errors.ts';
import { useOptimisticMutation } from '../../query/useOptimisticMutation.ts';
import { archiveGrabber, archiveReport } from './service.ts';

/** Archive from a list (spec 2 §4): the row goes at once and comes back, with the server's message, if refused. */
export const useArchive = (kind: DefinitionKind, key: QueryKey) => {
  const { message } = App.useApp();
  const reportError = useReportError();
  const archive = useOptimisticMutation({
    key,
    change: (list: ReportDefinitionDto[], definition: ReportDefinitionDto) => list.filter((d) => d.ID !== definition.ID),
    write: (definition: ReportDefinitionDto) => (kind === 'REPORT' ? archiveReport(definition.ID) : archiveGrabber(definition.ID)),
    onSuccess: () => void message.success(kind === 'REPORT' ? M.reportArchived : M.grabberArchived),
    onError: (error) => reportError(error),
  });
  return (definition: ReportDefinitionDto) => archive.mutate(definition);
};
