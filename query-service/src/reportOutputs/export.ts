// One export: tabulates a window of dates at a time from the values read model and streams the rows into
// the .xlsx file, so memory stays bounded whatever the range. Runs on a worker thread (exportWorker.ts).
import {
  SHEET_MAX_COLUMNS,
  type ReportApprovalDto,
  type OutputColumn,
  type OutputPeriod,
  type OutputRow,
  type OutputSort,
} from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { readWindow, WINDOW_DAYS } from './source.ts';
import { dateWindows, datesBetween, rowCount, sortRows, tabulate, transpose } from './tabulate.ts';
import { openRowSheet, writeTransposedSheet } from './xlsxWriter.ts';

export interface ExportJob {
  /** Where the file is written. */
  path: string;
  /** The sheet's name (the report's or grabber's). */
  title: string;
  columns: OutputColumn[];
  fromDate: string;
  toDate: string;
  operation: string | null;
  period: OutputPeriod;
  suppressBlankRows: boolean;
  sort: OutputSort;
  transpose: boolean;
  /** A report's approvals of these dates: written to a sheet of their own (absent: no such sheet). */
  approvals?: ReportApprovalDto[];
}

export interface ExportOutcome {
  /** Data rows written. */
  rows: number;
  /** Values (non-empty cells) written. */
  values: number;
}

/** Thrown when a transposed sheet would need more columns than a sheet has. */
export class TooWideError extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`a transposed sheet holds at most ${limit} data columns`);
    this.limit = limit;
  }
}

/** Leading columns of a transposed sheet (site, code, headings 1-3). */
export const TRANSPOSED_LEAD = 5;
export const TRANSPOSE_LIMIT = SHEET_MAX_COLUMNS - TRANSPOSED_LEAD;

const valuesIn = (rows: readonly OutputRow[]) => rows.reduce((n, r) => n + r.values.filter((v) => v !== null).length, 0);

/** What rows an output holds: its columns over factory dates, as its period, order and blank-row rule say. */
export type RowsJob = Pick<ExportJob, 'columns' | 'fromDate' | 'toDate' | 'operation' | 'period' | 'suppressBlankRows' | 'sort'>;

/**
 * The rows of an output, a window of dates at a time in the order asked (each window read with one getMany):
 * the one data path of the workbook and the CSV, so both files hold the same rows.
 */
export async function* outputRows(readStore: ReadStore, job: RowsJob): AsyncGenerator<{ window: string[]; rows: OutputRow[] }> {
  const options = { period: job.period, operation: job.operation, suppressBlankRows: job.suppressBlankRows };
  for (const window of dateWindows(datesBetween(job.fromDate, job.toDate), WINDOW_DAYS, job.sort)) {
    const lookup = await readWindow(readStore, job.columns, window);
    yield { window, rows: sortRows(tabulate(job.columns.length, window, lookup, options), job.sort) };
  }
}

/** `progress(done, total)` counts rows before suppression; `cancelled()` is asked between windows. */
export const runExport = async (
  readStore: ReadStore,
  job: ExportJob,
  progress: (done: number, total: number) => void = () => undefined,
  cancelled: () => boolean = () => false,
): Promise<ExportOutcome> => {
  const total = rowCount(datesBetween(job.fromDate, job.toDate), job.period);
  if (job.transpose && !job.suppressBlankRows && total > TRANSPOSE_LIMIT) throw new TooWideError(TRANSPOSE_LIMIT);
  const sheet = job.transpose ? null : await openRowSheet(job.path, job.title, job.columns, job.period, job.approvals);
  const kept: OutputRow[] = [];
  let done = 0;
  let rows = 0;
  let values = 0;
  for await (const { window, rows: windowRows } of outputRows(readStore, job)) {
    if (cancelled()) break;
    rows += windowRows.length;
    values += valuesIn(windowRows);
    if (sheet) await sheet.add(windowRows);
    else {
      if (rows > TRANSPOSE_LIMIT) throw new TooWideError(TRANSPOSE_LIMIT);
      kept.push(...windowRows);
    }
    done += rowCount(window, job.period);
    progress(done, total);
  }
  if (sheet) await sheet.finish();
  else await writeTransposedSheet(job.path, job.title, job.columns, transpose(job.columns.length, kept), job.approvals);
  return { rows, values };
};
