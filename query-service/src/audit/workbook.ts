import ExcelJS from 'exceljs';
import type { AuditRow } from '@ftr/contracts';

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
];

/** The trail as one sheet with a bold, frozen header row; answers the .xlsx bytes. */
export const trailWorkbook = async (title: string, rows: readonly AuditRow[]): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'FTR';
  const ws = workbook.addWorksheet(title.slice(0, 31) || 'Audit Trail', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  ws.getRow(1).font = { bold: true };
  for (const row of rows) ws.addRow(COLUMNS.map((c) => c.value(row)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
