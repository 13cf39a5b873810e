import type { Workbook } from 'exceljs';
import { signatureLine, type AuditRow, type ParameterHistoryEntry } from '@ftr/contracts';
import { loadExcel } from '../workbooks/excel.ts';

interface Column {
  header: string;
  width: number;
  value(row: AuditRow): string | number | null;
}

const COLUMNS: Column[] = [
  { header: 'Position', width: 12, value: (r) => r.position },
  { header: 'When', width: 26, value: (r) => r.at },
  { header: 'User', width: 18, value: (r) => r.user },
  { header: 'Factory Date', width: 13, value: (r) => r.date },
  { header: 'Hour', width: 6, value: (r) => r.hour },
  { header: 'Operation', width: 12, value: (r) => r.operation },
  { header: 'Change', width: 14, value: (r) => r.kind },
  { header: 'Old Value', width: 12, value: (r) => r.previous },
  { header: 'New Value', width: 12, value: (r) => r.value },
  { header: 'Source', width: 14, value: (r) => r.source },
  { header: 'Submission / Job', width: 38, value: (r) => r.submissionId ?? r.jobId },
  { header: 'Reason', width: 40, value: (r) => r.reason },
  { header: 'Signature', width: 60, value: (r) => (r.signature ? signatureLine(r.signature) : null) },
];

/** One row per changed field of a master-data change. */
interface MasterDataRow {
  entry: ParameterHistoryEntry;
  field: string;
  from: string | number | boolean | null;
  to: string | number | boolean | null;
}

const MASTER_DATA_COLUMNS: { header: string; width: number; value(row: MasterDataRow): string | number | boolean | null }[] = [
  { header: 'Position', width: 12, value: (r) => r.entry.position },
  { header: 'When', width: 26, value: (r) => r.entry.at },
  { header: 'User', width: 18, value: (r) => r.entry.by },
  { header: 'Change', width: 24, value: (r) => r.entry.change },
  { header: 'Field', width: 30, value: (r) => r.field },
  { header: 'From', width: 14, value: (r) => r.from },
  { header: 'To', width: 14, value: (r) => r.to },
  { header: 'Reason', width: 40, value: (r) => r.entry.reason },
  { header: 'Signature', width: 60, value: (r) => (r.entry.signature ? signatureLine(r.entry.signature) : null) },
];

/** The master-data sheet's name. */
export const MASTER_DATA_SHEET = 'Master data changes';

const sheet = <R>(
  workbook: Workbook,
  name: string,
  columns: { header: string; width: number; value(row: R): unknown }[],
  rows: readonly R[],
) => {
  const ws = workbook.addWorksheet(name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  ws.getRow(1).font = { bold: true };
  for (const row of rows) ws.addRow(columns.map((c) => c.value(row)));
};

/**
 * The trail as one sheet and the parameter's master-data changes (newest first, one row per changed
 * field) as a second, each with a bold, frozen header row; answers the .xlsx bytes.
 */
export const trailWorkbook = async (
  title: string,
  rows: readonly AuditRow[],
  masterData: readonly ParameterHistoryEntry[] = [],
): Promise<Buffer> => {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'FTR';
  sheet(workbook, title || 'Audit Trail', COLUMNS, rows);
  const changes = masterData.flatMap((entry) => entry.changes.map((c) => ({ entry, field: c.field, from: c.from, to: c.to })));
  sheet(workbook, MASTER_DATA_SHEET, MASTER_DATA_COLUMNS, changes);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
