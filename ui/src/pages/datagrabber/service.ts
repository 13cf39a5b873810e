import type {
  CsvExportBody,
  FACTORY_SITES,
  GrabberExportBody,
  SaveSelectionBody,
  SelectedParameter,
  SelectionExportBody,
  ReportParameterWriteResult,
  ReportWriteResult,
  WriteResult,
} from '@ftr/contracts';
import { call } from '../../api/client.ts';
import { downloadFile } from '../../api/download.ts';
import type { ExportStart } from '../../features/exports/useExportRun.ts';

/** A site that holds data (the grabber's site picker omits CO, spec 1 §6). */
export type DataSiteCode = (typeof FACTORY_SITES)[number];

/** Spec 1 §7 Reports and grabber: the grabber's writes (definitions are reports/'s) and its export. */
export const addGrabberParameter = (grabberId: number, code: string, site: DataSiteCode): Promise<ReportParameterWriteResult> =>
  call('addReportParameter', { body: { REPT_ID: grabberId, CODE: code, SITE: site } });

export const clearGrabberCodes = (grabberId: number): Promise<WriteResult> =>
  call('clearReportParameters', { params: { id: String(grabberId) } });

export const saveGrabberAs = (name: string, sourceId: number): Promise<ReportWriteResult> =>
  call('createGrabber', { body: { name, sourceId } });

export interface GrabberExport {
  id: number;
  from: string;
  to: string;
  operation: string | null;
  body: GrabberExportBody;
}

/** POST /stored-grabber/export/{id}/{from}/{to}/{operation or NONE}: saves the workbook, answers its file name. */
export const exportGrabber =
  (e: GrabberExport): ExportStart =>
  (options) =>
    downloadFile(
      'exportGrabberOperation',
      { id: String(e.id), from: e.from, to: e.to, operation: e.operation ?? 'NONE' },
      'grabber.xlsx',
      {},
      { ...options, body: e.body },
    );

/** Keeps the picked parameters as a new personal grabber (POST /grabber/selection, one append). */
export const saveGrabberSelection = (name: string, parameters: readonly SelectedParameter[]): Promise<ReportWriteResult> => {
  const body: SaveSelectionBody = { name, parameters: parameters.map(({ SITE, CODE }) => ({ SITE, CODE })) };
  return call('saveGrabberSelection', { body });
};

/** POST /grabber/selection/export: the picked parameters' workbook, without a stored grabber. */
export const exportSelection =
  (body: SelectionExportBody): ExportStart =>
  (options) =>
    downloadFile('exportGrabberSelection', {}, 'grabber.xlsx', {}, { ...options, body });

/** POST /csv: the same rows as CSV text (a stored grabber's or the picked parameters'). */
export const exportCsv =
  (body: CsvExportBody): ExportStart =>
  (options) =>
    downloadFile('exportGrabberCsv', {}, 'grabber.csv', {}, { ...options, body });
