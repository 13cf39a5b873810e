// The grabber's rows as CSV (POST /csv): the workbook's rows from the same data path (outputRows), written as
// text for any program that reads CSV. Excel takes the file as UTF-8 only with a byte-order mark, and
// splits it at ',' with '.' decimals: the convention of its English locales, the plant's (docs/reportOutputs.md).
import { Readable } from 'node:stream';
import { CSV_CONTENT_TYPE, REPORT_OUTPUT_MESSAGES as M, type OutputColumn, type OutputRow } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import type { FastifyReply } from 'fastify';
import { outputRows, type RowsJob } from './export.ts';
import { outputFileName } from './xlsxWriter.ts';

export const BYTE_ORDER_MARK = '\uFEFF';
const LINE_END = '\r\n';
/** The label columns, named as in the workbook. */
const LABELS = ['Real Date', 'Real Hour', 'Factory Date', 'Factory Hour'];

/** A field as RFC 4180 writes it: quoted when it holds a separator, a quote or a line break. */
export const csvField = (text: string): string => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** A value in full, '.' as the decimal point (never a locale's ','); an empty field when there is none. */
export const csvNumber = (value: number | null): string => (value === null ? '' : String(value));

/** The header: the labels, then each column's code, with its site when the columns span sites (the workbook's Site line). */
export const csvHeader = (columns: readonly OutputColumn[]): string => {
  const spansSites = new Set(columns.map((c) => c.site)).size > 1;
  const names = columns.map((c) => (spansSites ? `${c.code} (${c.site})` : c.code));
  return [...LABELS, ...names].map(csvField).join(',') + LINE_END;
};

/** Rows as lines: ISO dates, hours as whole numbers, then the values. */
export const csvLines = (rows: readonly OutputRow[]): string =>
  rows
    .map((r) => [r.REAL_DATE, String(r.REAL_HOUR), r.FTR_DATE, String(r.FTR_HOUR), ...r.values.map(csvNumber)].join(',') + LINE_END)
    .join('');

const holdsValue = (rows: readonly OutputRow[]) => rows.some((r) => r.values.some((v) => v !== null));

/**
 * Answers the rows as a CSV download, streamed a window of dates at a time. Windows are read up to the
 * first that holds a value before anything is sent, so an export with no value is refused ('No data to
 * export', as the workbook's) rather than answered empty. A client that goes away stops the reading.
 */
export const serveCsv = async (reply: FastifyReply, readStore: ReadStore, job: RowsJob, fileName: string): Promise<Readable> => {
  if (job.columns.length === 0) throw new AppError('validation', M.noDataToExport);
  const windows = outputRows(readStore, job);
  const head = [BYTE_ORDER_MARK + csvHeader(job.columns)];
  for (;;) {
    const next = await windows.next();
    if (next.done) throw new AppError('validation', M.noDataToExport);
    head.push(csvLines(next.value.rows));
    if (holdsValue(next.value.rows)) break;
  }
  async function* text(): AsyncGenerator<string> {
    yield head.join('');
    // The generator goes on from the window after the last one read above.
    for await (const { rows } of windows) yield csvLines(rows);
  }
  reply
    .header('content-type', CSV_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${outputFileName(fileName, 'csv')}"`)
    .header('cache-control', 'no-store');
  // Bytes, not objects: the compression stream and the socket take them as they come.
  return Readable.from(text(), { objectMode: false });
};
