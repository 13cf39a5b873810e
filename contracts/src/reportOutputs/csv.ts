import { z } from 'zod';
import { FactoryDate } from '../dataValues/schemas.ts';
import { defineRoute } from '../http/route.ts';
import { REPORT_OUTPUT_MESSAGES as M } from './messages.ts';
import { OutputSort } from './schemas.ts';
import { AnyOperation, Selection } from './selection.ts';

// The grabber's rows as CSV, beside its workbook (docs/reportOutputs.md, "CSV"): the same rows, read the
// same way; only the file differs.

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** A CSV answer, streamed (the handler sets its headers). */
export const CsvDownload = z
  .custom<AsyncIterable<Uint8Array | string>>((v) => typeof v === 'object' && v !== null && Symbol.asyncIterator in v)
  .meta({ contentType: CSV_CONTENT_TYPE });

/**
 * Which rows: a stored grabber's (grabberId, as GET /stored-grabber/{id}/…) or picked parameters' (as
 * POST /grabber/selection/data), over factory dates, under one operation or any.
 */
export const CsvRows = z
  .object({
    grabberId: z.number({ error: 'grabberId must be a whole number' }).int('grabberId must be a whole number').positive().optional(),
    parameters: Selection.optional(),
    from: FactoryDate,
    to: FactoryDate,
    operation: AnyOperation,
  })
  .refine((rows) => (rows.grabberId === undefined) !== (rows.parameters === undefined), { error: M.csvRowsNamed });
export type CsvRows = z.input<typeof CsvRows>;
/** The rows as the schema parsed them (operation null: any). */
export type ParsedCsvRows = z.output<typeof CsvRows>;

/** POST /csv, the spec's `{data: rows}` answered by CSV text: the rows, and the file's name and order as the workbook's Export. */
export const CsvExportBody = z.object({
  data: CsvRows,
  filename: z.string({ error: 'filename must be text' }).trim().max(100, 'filename must be at most 100 characters').default(''),
  sort: OutputSort.default('asc'),
});
export type CsvExportBody = z.input<typeof CsvExportBody>;

export const csvRoutes = {
  exportGrabberCsv: defineRoute({
    method: 'POST',
    path: '/csv',
    service: 'query',
    permission: 'DATA_GRABBER',
    writeAccess: 0,
    summary:
      "A grabber's rows (a stored grabber or picked parameters) as CSV: UTF-8 with a byte-order mark, the workbook's columns, ISO dates, '.' decimals, ',' between fields; 'No data to export' when empty",
    body: CsvExportBody,
    response: CsvDownload,
  }),
};
