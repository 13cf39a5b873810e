import type { Workbook } from 'exceljs';
import type { ReportApprovalDto } from '@ftr/contracts';

/** The sheet of a report's workbook that lists the approvals of the run's dates, with each signature. */
export const SIGNATURE_SHEET = 'Signatures';

const HEADERS = ['From', 'To', 'Approved by', 'Approved at', 'Printed name', 'Username', 'Meaning', 'Signed at'] as const;

/** Approvals whose dates overlap the run's (an approval of the week shows on a run of one of its days too). */
export const approvalsOf = (approvals: readonly ReportApprovalDto[], fromDate: string, toDate: string): ReportApprovalDto[] =>
  approvals.filter((a) => a.fromDate <= toDate && a.toDate >= fromDate);

/** Adds the sheet (also to a streaming workbook: rows and the sheet are committed as they are written). */
export const addSignatureSheet = (workbook: Workbook, approvals: readonly ReportApprovalDto[]): void => {
  const sheet = workbook.addWorksheet(SIGNATURE_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = HEADERS.map((header) => ({ header, width: header === 'Printed name' ? 24 : 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const a of approvals) {
    const s = a.signature;
    sheet.addRow([a.fromDate, a.toDate, a.approvedBy, a.approvedAt, s?.printedName, s?.username, s?.meaning, s?.signedAt]).commit();
  }
  sheet.commit();
};
