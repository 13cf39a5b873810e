import { z } from 'zod';
import { XLSX_CONTENT_TYPE } from '../dataScreens/schemas.ts';
import { FactoryDate } from '../dataValues/schemas.ts';
import { Site } from '../sites.ts';

/** One output column: a parameter of a site with the headings and display precision it is shown with. */
export const OutputColumn = z.object({
  site: Site,
  code: z.string(),
  heading1: z.string().nullable(),
  heading2: z.string().nullable(),
  heading3: z.string().nullable(),
  /** Decimal places shown (0..5); null: as stored. */
  precision: z.number().int().min(0).max(10).nullable(),
  /** Beyond the spec (optional): the parameter's unit, under its heading on screen and in exports. */
  units: z.string().nullable().optional(),
});
export type OutputColumn = z.infer<typeof OutputColumn>;

/** One row per factory hour (H) or per factory date (D: the value at the hour daily values sit at). */
export const OUTPUT_PERIODS = ['H', 'D'] as const;
export const OutputPeriod = z.enum(OUTPUT_PERIODS);
export type OutputPeriod = z.infer<typeof OutputPeriod>;

export const OUTPUT_SORTS = ['asc', 'desc'] as const;
export const OutputSort = z.enum(OUTPUT_SORTS);
export type OutputSort = z.infer<typeof OutputSort>;

/** Factory dates from..to (inclusive), optionally only values entered under one operation. */
export interface OutputRange {
  fromDate: string;
  toDate: string;
  operation: string | null;
  period: OutputPeriod;
}

/** A data row (spec 1 §3): the real and factory labels, then one value per column, in column order. */
export const OutputRow = z.object({
  REAL_DATE: z.string(),
  REAL_HOUR: z.number().int(),
  FTR_DATE: z.string(),
  FTR_HOUR: z.number().int(),
  values: z.array(z.number().nullable()),
});
export type OutputRow = z.infer<typeof OutputRow>;

/** Longest range a report or grabber covers (a grabber of 50 parameters x this many days stays a few hundred thousand points a year). */
export const MAX_OUTPUT_DAYS = 3 * 366;
/** Rows per grabber page (spec 1 §9). */
export const GRABBER_PAGE_SIZE = 100;
/** Operations the grabber and reports offer (spec 1 §9). */
export const MAX_OFFERED_OPERATIONS = 20;
/** A sheet's column limit (Excel and LibreOffice): a transposed sheet has one column per row. */
export const SHEET_MAX_COLUMNS = 16_384;

/** Progress of a long export, sent to its requester over Socket.IO (event `exportProgress`). */
export const ExportProgress = z.object({ exportId: z.string(), done: z.number().int(), total: z.number().int() });
export type ExportProgress = z.infer<typeof ExportProgress>;
export const EXPORT_PROGRESS_EVENT = 'exportProgress';
/** Header by which a client names its export, to match progress events and to cancel it. */
export const EXPORT_ID_HEADER = 'x-export-id';
export const ExportId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'invalid export id');

/** An .xlsx answer sent as bytes or streamed from a file (the handler sets its headers). */
export const XlsxDownload = z
  .custom<Uint8Array | AsyncIterable<Uint8Array>>(
    (v) => v instanceof Uint8Array || (typeof v === 'object' && v !== null && Symbol.asyncIterator in v),
  )
  .meta({ contentType: XLSX_CONTENT_TYPE });

const DefinitionId = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'Invalid report id')
  .transform(Number);
/** The report's 'NONE', or an operation code: values entered under it only. */
const OperationOrNone = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9_-]{0,19}$/, 'Operation must be an operation code or NONE')
  .transform((code) => (code === 'NONE' ? null : code));

/** GET /report/{site}/{reportId}/{fromDate}/{toDate}/{operation or NONE} (spec 1 §7). */
export const RunReportParams = z.object({
  site: z.string().trim().toUpperCase().pipe(Site),
  reportId: DefinitionId,
  fromDate: FactoryDate,
  toDate: FactoryDate,
  operation: OperationOrNone,
});
export type RunReportParams = z.infer<typeof RunReportParams>;

/** GET /stored-grabber/{id}/{from}/{to}[/{operation}] and its export (spec 1 §5: id an integer, dates required). */
export const GrabberDataParams = z.object({ id: DefinitionId, from: FactoryDate, to: FactoryDate });
export const GrabberOperationDataParams = GrabberDataParams.extend({ operation: OperationOrNone });
export const GrabberPageQuery = z.object({
  page: z
    .string()
    .regex(/^[1-9]\d{0,6}$/, 'Page must be a whole number from 1')
    .transform(Number)
    .default(1),
  sort: OutputSort.default('asc'),
});

/** POST /stored-grabber/export/... (spec 1 §7): transpose, file name, sort ascending or descending. */
export const GrabberExportBody = z.object({
  transpose: z.boolean({ error: 'transpose must be true or false' }).default(false),
  filename: z.string({ error: 'filename must be text' }).trim().max(100, 'filename must be at most 100 characters').default(''),
  sort: OutputSort.default('asc'),
});
export type GrabberExportBody = z.input<typeof GrabberExportBody>;

/** A grabber column: the output column with the parameter's label and long site name (spec 1 §3 Grabber parameter). */
export const GrabberColumnDto = OutputColumn.extend({
  label: z.string().nullable(),
  longSite: z.string(),
});
export type GrabberColumnDto = z.infer<typeof GrabberColumnDto>;

/** One page of a grabber's rows (spec 1 §9: 100 rows a page). */
export const GrabberPageDto = z.object({
  columns: z.array(GrabberColumnDto),
  rows: z.array(OutputRow),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Rows in the whole range. */
  total: z.number().int(),
});
export type GrabberPageDto = z.infer<typeof GrabberPageDto>;

export const CancelExportParams = z.object({ exportId: ExportId });
