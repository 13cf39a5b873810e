// The streaming .xlsx writer of reports and grabber exports: exceljs's WorkbookWriter commits each row to
// the file as it goes, so a workbook is never held in memory. Numbers are numbers with
// the column's display precision as their format, dates are dates, the header is frozen.
import type { Style } from 'exceljs';
import { SITE_NAMES, type OutputColumn, type OutputPeriod, type OutputRow, type ReportApprovalDto } from '@ftr/contracts';
import { dailyNotes, summaryLabel, summaryOf } from './summary.ts';
import type { Transposed } from './tabulate.ts';
import { loadExcel } from '../workbooks/excel.ts';
import { addSignatureSheet } from '../signatures/signatureSheet.ts';

const LABELS = ['Real Date', 'Real Hour', 'Factory Date', 'Factory Hour'] as const;
const DATE_FORMAT = 'yyyy-mm-dd';

/** The number format of a display precision: 2 → '0.00'; null → General (as stored). */
export const numberFormat = (precision: number | null): string =>
  precision === null ? 'General' : precision === 0 ? '0' : `0.${'0'.repeat(precision)}`;

/** A factory or real date as a spreadsheet date (midnight UTC: exceljs writes the day's serial). */
const asDate = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

/** A column's unit, or null when its parameter has none. */
const unitOf = (c: OutputColumn): string | null => c.units?.trim() || null;
/** Units get their own header line (column, when transposed) only when some parameter has one. */
const hasUnits = (columns: readonly OutputColumn[]): boolean => columns.some((c) => unitOf(c) !== null);

/** A site as a manager knows it: its name (Bardney), not its code (BA). */
const siteName = (c: OutputColumn): string => SITE_NAMES[c.site];

/**
 * The header lines over the value columns: headings 1-3, the units when any column has one, the site's name
 * when the columns span sites, what a daily row holds of an hourly code (daily reports), the code.
 */
export const headerLines = (
  columns: readonly OutputColumn[],
  period: OutputPeriod = 'H',
): { label: string; cells: (string | null)[] }[] => {
  const spansSites = new Set(columns.map((c) => c.site)).size > 1;
  const units = hasUnits(columns);
  const notes = dailyNotes(columns, period);
  return [
    { label: 'Heading 1', cells: columns.map((c) => c.heading1) },
    { label: 'Heading 2', cells: columns.map((c) => c.heading2) },
    { label: 'Heading 3', cells: columns.map((c) => c.heading3) },
    ...(units ? [{ label: 'Units', cells: columns.map(unitOf) }] : []),
    ...(spansSites ? [{ label: 'Site', cells: columns.map(siteName) }] : []),
    ...(notes ? [{ label: 'Note', cells: notes }] : []),
    { label: 'Code', cells: columns.map((c) => c.code) },
  ];
};

/** A sheet name Excel accepts: no []:*?/\ and at most 31 characters. */
export const sheetName = (title: string): string =>
  title
    .replace(/[[\]:*?/\\\s]+/g, ' ')
    .trim()
    .slice(0, 31) || 'Data';

/** A file name safe in a Content-Disposition header, ending .xlsx (or the extension given). */
export const outputFileName = (name: string, extension: 'xlsx' | 'csv' = 'xlsx'): string => {
  const stem = name
    .replace(new RegExp(`\\.${extension}$`, 'i'), '')
    .replace(/[^A-Za-z0-9._ -]+/g, '_')
    .trim()
    .replace(/^[_.]+|[_.]+$/g, '');
  return `${stem || 'export'}.${extension}`;
};

export interface RowSheet {
  /** Writes rows (in order) to the file and lets them go; resolves once the zip has had a turn to flush them. */
  add(rows: readonly OutputRow[]): Promise<void>;
  finish(): Promise<void>;
}

const newWorkbook = async (path: string) => {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true, useSharedStrings: false });
  workbook.creator = 'FTR';
  return workbook;
};

/**
 * One row per data row: four label columns, then one value column per output column; under the last data
 * row (no blank row after it) the summary each column's statistic allows.
 */
export const openRowSheet = async (
  path: string,
  title: string,
  columns: readonly OutputColumn[],
  period: OutputPeriod = 'H',
  approvals?: readonly ReportApprovalDto[],
): Promise<RowSheet> => {
  const workbook = await newWorkbook(path);
  const lines = headerLines(columns, period);
  const summary = summaryOf(columns);
  const sheet = workbook.addWorksheet(sheetName(title), { views: [{ state: 'frozen', xSplit: LABELS.length, ySplit: lines.length }] });
  sheet.columns = [
    { key: 'REAL_DATE', width: 12 },
    { key: 'REAL_HOUR', width: 10 },
    { key: 'FTR_DATE', width: 13 },
    { key: 'FTR_HOUR', width: 12 },
    ...columns.map((c, i) => ({ key: `v${i}`, width: Math.max(12, c.code.length + 2) })),
  ];
  // One style object per column, shared by its cells: exceljs remembers a style object's id, so a row
  // costs no style lookups (a fresh style per cell was a quarter of the export's time).
  const date: Partial<Style> = { numFmt: DATE_FORMAT };
  const plain: Partial<Style> = {};
  const styles = [date, plain, date, plain, ...columns.map((c): Partial<Style> => ({ numFmt: numberFormat(c.precision) }))];
  lines.forEach((line, i) => {
    const last = i === lines.length - 1;
    const row = sheet.addRow([...(last ? LABELS : [line.label, null, null, null]), ...line.cells]);
    row.font = { bold: true };
    row.commit();
  });
  return {
    async add(rows) {
      summary.add(rows);
      for (const r of rows) {
        const row = sheet.addRow([asDate(r.REAL_DATE), r.REAL_HOUR, asDate(r.FTR_DATE), r.FTR_HOUR, ...r.values]);
        styles.forEach((style, i) => {
          const cell = row.findCell(i + 1);
          if (cell) cell.style = style;
        });
        row.commit();
      }
      // Reads are synchronous underneath (SQLite): without a turn of the event loop the compressed rows
      // would wait in memory for the file until the end.
      await new Promise((resolve) => setImmediate(resolve));
    },
    async finish() {
      if (summary.kinds.some((k) => k !== null)) {
        const row = sheet.addRow([summaryLabel(columns), null, null, null, ...summary.values()]);
        row.font = { bold: true };
        styles.forEach((style, i) => {
          const cell = row.findCell(i + 1);
          if (cell && i >= LABELS.length) cell.style = { ...style, font: { bold: true } };
        });
        row.commit();
      }
      sheet.commit();
      if (approvals) addSignatureSheet(workbook, approvals);
      await workbook.commit();
    },
  };
};

/**
 * Transposed: one line per output column (site, code, headings, units when any column has one, then its
 * values), one column per data row.
 */
export const writeTransposedSheet = async (
  path: string,
  title: string,
  columns: readonly OutputColumn[],
  table: Transposed,
  approvals?: readonly ReportApprovalDto[],
): Promise<void> => {
  const workbook = await newWorkbook(path);
  const units = hasUnits(columns);
  const lead = ['Site', 'Code', 'Heading 1', 'Heading 2', 'Heading 3', ...(units ? ['Units'] : [])];
  const sheet = workbook.addWorksheet(sheetName(title), { views: [{ state: 'frozen', xSplit: lead.length, ySplit: LABELS.length + 1 }] });
  sheet.columns = [...lead.map((key) => ({ key, width: key === 'Code' ? 24 : 14 })), ...table.labels.map(() => ({ width: 12 }))];
  const label = (name: string, cells: (string | number | Date)[], format?: string) => {
    const row = sheet.addRow([...lead.slice(1).map(() => null), name, ...cells]);
    row.font = { bold: true };
    if (format) row.eachCell((cell, n) => n > lead.length && (cell.numFmt = format));
    row.commit();
  };
  label(
    LABELS[0],
    table.labels.map((l) => asDate(l.REAL_DATE)),
    DATE_FORMAT,
  );
  label(
    LABELS[1],
    table.labels.map((l) => l.REAL_HOUR),
  );
  label(
    LABELS[2],
    table.labels.map((l) => asDate(l.FTR_DATE)),
    DATE_FORMAT,
  );
  label(
    LABELS[3],
    table.labels.map((l) => l.FTR_HOUR),
  );
  const head = sheet.addRow(lead);
  head.font = { bold: true };
  head.commit();
  columns.forEach((c, i) => {
    const head = [siteName(c), c.code, c.heading1, c.heading2, c.heading3, ...(units ? [unitOf(c)] : [])];
    const row = sheet.addRow([...head, ...(table.lines[i] ?? [])]);
    const format = numberFormat(c.precision);
    row.eachCell((cell, n) => n > lead.length && (cell.numFmt = format));
    row.commit();
  });
  sheet.commit();
  if (approvals) addSignatureSheet(workbook, approvals);
  await workbook.commit();
};
