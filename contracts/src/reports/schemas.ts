import { z } from 'zod';
import { WriteResult } from '../http/route.ts';
import { ParameterCode } from '../parameters/fields.ts';
import { FACTORY_SITES, Site } from '../sites.ts';
import { isReportCategory } from './categories.ts';
import { REPORT_ERRORS as E, REPORT_MESSAGES as M } from './messages.ts';
import { plainText } from '../shared/plainText.ts';

/** Spec 2 §3: one entity "Report or grabber"; KIND tells which. */
export const DEFINITION_KINDS = ['REPORT', 'GRABBER'] as const;
export const DefinitionKind = z.enum(DEFINITION_KINDS);
export type DefinitionKind = z.infer<typeof DefinitionKind>;

/** REPORT_TYPE (spec 2 §9): 1 Personal, 2 Shared. */
export const PERSONAL = 1;
export const SHARED = 2;
export const ReportType = z.union([z.literal(PERSONAL), z.literal(SHARED)], { error: 'Sharing must be 1 (Personal) or 2 (Shared)' });
export type ReportType = z.infer<typeof ReportType>;
export const REPORT_TYPE_NAMES: Record<ReportType, string> = { 1: 'Personal', 2: 'Shared' };

/** PERD_CODE of a report: one row per factory hour (H) or factory date (D). */
export const REPORT_PERIODS = ['H', 'D'] as const;
export const ReportPeriod = z.enum(REPORT_PERIODS, { error: 'Period must be H (hourly) or D (daily)' });
export type ReportPeriod = z.infer<typeof ReportPeriod>;
export const REPORT_PERIOD_NAMES: Record<ReportPeriod, string> = { H: 'Hourly', D: 'Daily' };

export const REPORT_NAME_MAX = 60;
export const OUTPUT_FILE_NAME_MAX = 60;
/** ACCESS_LEVEL: an entry of the data-access list (0 to 5); new definitions get 1. */
export const REPORT_ACCESS_MIN = 0;
export const REPORT_ACCESS_MAX = 5;
export const DEFAULT_REPORT_ACCESS = 1;

export const ReportName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(REPORT_NAME_MAX, `Name must be at most ${REPORT_NAME_MAX} characters`)
  .refine(...plainText('Name'));
export const ReportAccessLevel = z
  .number({ error: 'Access is required' })
  .int('Access must be a whole number')
  .min(REPORT_ACCESS_MIN, 'Access must be 0 to 5')
  .max(REPORT_ACCESS_MAX, 'Access must be 0 to 5');
export const CategoryId = z
  .number({ error: E.unknownCategory })
  .int(E.unknownCategory)
  .refine((id) => isReportCategory(id), E.unknownCategory)
  .nullable();
/** A file name without its extension: letters, digits, spaces, '.', '-' and '_'. */
export const OutputFileName = z
  .string({ error: 'Output file name must be text' })
  .trim()
  .max(OUTPUT_FILE_NAME_MAX, `Output file name must be at most ${OUTPUT_FILE_NAME_MAX} characters`)
  .regex(/^[A-Za-z0-9 ._-]*$/, 'Output file name may contain only letters, digits, spaces, ., - and _');

/** The default OUTPUT_FILE_NAME: the name with anything a file name should not hold replaced by '_'. */
export const fileNameOf = (name: string): string =>
  name
    .replace(/[^A-Za-z0-9 ._-]/g, '_')
    .trim()
    .slice(0, OUTPUT_FILE_NAME_MAX) || 'report';

/** A definition id: a positive whole number (ids are shared by reports and grabbers). */
export const ReportIdNumber = z.number().int().positive();
const ReportIdText = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, E.invalidId)
  .transform(Number);
export const ReportIdParams = z.object({ id: ReportIdText });

/** A report parameter id: `<report id>-<parameter number>`, so its routes find the report's stream. */
export const ReportParameterId = z.string().regex(/^[1-9]\d{0,8}-[1-9]\d{0,5}$/, 'Invalid report parameter id');
export const reportParameterIdOf = (reportId: number, paramNo: number): string => `${reportId}-${paramNo}`;
export const splitReportParameterId = (id: string): { reportId: number; paramNo: number } => {
  const [reportId, paramNo] = id.split('-').map(Number);
  return { reportId: reportId ?? 0, paramNo: paramNo ?? 0 };
};
/** DELETE /report-parameters/:id removes one parameter; the GET of the same path lists a report's. */
export const ReportParameterIdParams = z.object({ id: ReportParameterId });
export const SwapReportParametersParams = z.object({ id: ReportParameterId, otherId: ReportParameterId });

/** A data site (the central office holds no data): 'invalid Site' when missing or not one (spec 2 §5). */
export const DataSite = z.enum(FACTORY_SITES, { error: M.invalidSite });

/** POST /report-parameters (spec 1 §7): the code is upper-cased. */
export const AddReportParameterBody = z.object({
  REPT_ID: z.number({ error: M.invalidReport }).int(M.invalidReport).positive(M.invalidReport),
  CODE: ParameterCode,
  SITE: DataSite,
});
export type AddReportParameterBody = z.infer<typeof AddReportParameterBody>;

/** PUT /grabber/:id (spec 2 §7): name, access, sharing and category. */
export const UpdateGrabberBody = z.object({
  REPORT_NAME: ReportName,
  ACCESS_LEVEL: ReportAccessLevel,
  REPORT_TYPE: ReportType,
  RCAT_ID: CategoryId,
});
export type UpdateGrabberBody = z.infer<typeof UpdateGrabberBody>;

/** PUT /report/:id and POST /report: a grabber's fields plus the report's period, blank rows and file name. */
export const ReportBody = UpdateGrabberBody.extend({
  PERD_CODE: ReportPeriod.default('D'),
  SUPPRESS_BLANK_ROWS: z.boolean({ error: 'Suppress blank rows must be true or false' }).default(false),
  OUTPUT_FILE_NAME: OutputFileName.optional(),
});
export type ReportBody = z.infer<typeof ReportBody>;

/** POST /grabber (spec 1 §3: name, sourceId): Save As copies the source's parameters; no source: an empty grabber. */
export const CreateGrabberBody = z.object({
  name: ReportName,
  sourceId: ReportIdNumber.nullish(),
  ACCESS_LEVEL: ReportAccessLevel.optional(),
  REPORT_TYPE: ReportType.optional(),
  RCAT_ID: CategoryId.optional(),
});
export type CreateGrabberBody = z.infer<typeof CreateGrabberBody>;

/** GET /report-categories?ShowAll=true: every category; without it, those holding a shared report you can run. */
export const CategoriesQuery = z.object({ ShowAll: z.enum(['true', 'false']).optional() });
/** GET /reports/Shared?category= */
export const SharedReportsQuery = z.object({
  category: z
    .string()
    .regex(/^\d{1,6}$/, E.unknownCategory)
    .transform(Number)
    .optional(),
});
export const CategoryParams = z.object({
  category: z
    .string()
    .regex(/^\d{1,6}$/, E.unknownCategory)
    .transform(Number),
});

export const ReportCategoryDto = z.object({ ID: z.number().int(), NAME: z.string() });
export type ReportCategoryDto = z.infer<typeof ReportCategoryDto>;

/** A report or grabber (spec 2 §3). CATEGORY is the category's name; DATA_ACCESS_LEVEL the access level's. */
export const ReportDefinitionDto = z.object({
  ID: ReportIdNumber,
  KIND: DefinitionKind,
  SITE: Site,
  OWNER: z.string(),
  REPORT_NAME: z.string(),
  ACCESS_LEVEL: z.number().int(),
  DATA_ACCESS_LEVEL: z.string(),
  REPORT_TYPE: ReportType,
  RCAT_ID: z.number().int().nullable(),
  CATEGORY: z.string().nullable(),
  PERD_CODE: ReportPeriod,
  SUPPRESS_BLANK_ROWS: z.boolean(),
  OUTPUT_FILE_NAME: z.string(),
  PARAMETER_COUNT: z.number().int().nonnegative(),
  LAST_UPDATED_DTS: z.string(),
  LAST_UPDATED_BY: z.string(),
});
export type ReportDefinitionDto = z.infer<typeof ReportDefinitionDto>;

/** A report parameter (spec 2 §3): headings as copied when it was added; SEQ_NO its place, 1-based. */
export const ReportParameterDto = z.object({
  ID: ReportParameterId,
  REPT_ID: ReportIdNumber,
  CODE: z.string(),
  SITE: Site,
  LONG_SITE: z.string(),
  HEADING1: z.string(),
  HEADING2: z.string(),
  HEADING3: z.string(),
  SEQ_NO: z.number().int().positive(),
});
export type ReportParameterDto = z.infer<typeof ReportParameterDto>;

/** A grabber column (spec 1 §3 Grabber parameter), with the parameter's current LABEL and DISPLAY_PRECISION. */
export const GrabberParameterDto = ReportParameterDto.extend({
  LABEL: z.string().nullable(),
  DISPLAY_PRECISION: z.number().int().nullable(),
});
export type GrabberParameterDto = z.infer<typeof GrabberParameterDto>;

/** A report or grabber that uses a parameter (the parameter detail page). */
export const ReportUsageDto = z.object({
  ID: ReportIdNumber,
  KIND: DefinitionKind,
  REPORT_NAME: z.string(),
  SITE: Site,
  CATEGORY: z.string().nullable(),
});
export type ReportUsageDto = z.infer<typeof ReportUsageDto>;
/** Personal ones are private: COUNT counts everyone's, ITEMS lists the caller's own. */
export const PersonalReportUsageDto = z.object({ COUNT: z.number().int().nonnegative(), ITEMS: z.array(ReportUsageDto) });
export type PersonalReportUsageDto = z.infer<typeof PersonalReportUsageDto>;

export const ReportWriteResult = WriteResult.extend({ ID: ReportIdNumber });
export type ReportWriteResult = z.infer<typeof ReportWriteResult>;
export const ReportParameterWriteResult = WriteResult.extend({ ID: ReportParameterId });
export type ReportParameterWriteResult = z.infer<typeof ReportParameterWriteResult>;
