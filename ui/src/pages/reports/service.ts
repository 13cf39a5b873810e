import type { ExportStart } from '../../features/exports/useExportRun.ts';
import { downloadFile } from '../../api/download.ts';

export interface ReportRun {
  site: string;
  reportId: number;
  from: string;
  to: string;
  operation: string | null;
}

/** GET /report/{site}/{reportId}/{fromDate}/{toDate}/{operation or NONE}: saves the workbook, answers its file name. */
export const runReport =
  (r: ReportRun): ExportStart =>
  (options) =>
    downloadFile(
      'runReport',
      { site: r.site, reportId: String(r.reportId), fromDate: r.from, toDate: r.to, operation: r.operation ?? 'NONE' },
      'report.xlsx',
      {},
      options,
    );
