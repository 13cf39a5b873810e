import { z } from 'zod';
import { SignatureInput } from '../signatures/schemas.ts';
import { ChangeReason } from './history.ts';
import { StandardFunctionCode } from '../functions/standard.ts';
import { Site } from '../sites.ts';
import {
  CategoryCode,
  CcfAnalysisCode,
  CcfTypeCode,
  Comments,
  ComposedParameterCode,
  DEFAULT_DISPLAY_PRECISION,
  DisplayPrecision,
  Heading1,
  Heading2,
  Heading3,
  IwbTag,
  Label,
  LocalFlag,
  NewDisplayPrecision,
  ParameterCode,
  ParameterType,
  ProcessTag,
  Units,
  optionalNumber,
} from './fields.ts';

/** The editable fields of a parameter as the server stores them (spec 2 §3 names; null = not set). */
export const ParameterFields = z.object({
  HEADING1: z.string(),
  HEADING2: z.string().nullable(),
  HEADING3: z.string().nullable(),
  PTYP_CODE: ParameterType,
  SFNC_CODE: StandardFunctionCode.nullable(),
  PROCESS_TAG: z.string().nullable(),
  IWB_TAG: z.string().nullable(),
  DISPLAY_PRECISION: z.number().int(),
  PCAT_CODE: z.string().nullable(),
  IN_USE_FLAG: z.boolean(),
  AUDIT_FLAG: z.boolean(),
  UPPER_ABS_LIMIT: z.number().nullable(),
  UPPER_CHK_LIMIT: z.number().nullable(),
  LOWER_CHK_LIMIT: z.number().nullable(),
  LOWER_ABS_LIMIT: z.number().nullable(),
  METER_ROLLOVER_VALUE: z.number().nullable(),
  CONSTANT_VALUE: z.number().nullable(),
  COMMENTS: z.string().nullable(),
  UNITS: z.string().nullable(),
  LABEL: z.string().nullable(),
  CCF_TYPE: z.string().nullable(),
  /** A parameter is a CCF parameter when CCF_ANALYSIS is set. */
  CCF_ANALYSIS: z.string().nullable(),
  /** CCF trigger thresholds (spec 1 §3), ordered LOWABS <= LOWTRG <= HIGHTRG <= HIGHABS where present. */
  LOWABS: z.number().nullable(),
  LOWTRG: z.number().nullable(),
  HIGHTRG: z.number().nullable(),
  HIGHABS: z.number().nullable(),
});
export type ParameterFields = z.infer<typeof ParameterFields>;

/** A parameter as every reader sees it (the `parameters` read model, one per site and code). */
export const ParameterDto = ParameterFields.extend({
  SITE: Site,
  CODE: z.string(),
  LOCAL_FLAG: LocalFlag,
  LAST_UPDATED_DTS: z.string(),
  LAST_UPDATED_BY: z.string(),
});
export type ParameterDto = z.infer<typeof ParameterDto>;

/** What a client may send for the fields that are optional on both create and edit. */
const OptionalFields = z.object({
  HEADING2: Heading2,
  HEADING3: Heading3,
  SFNC_CODE: StandardFunctionCode.nullable().optional(),
  PROCESS_TAG: ProcessTag,
  IWB_TAG: IwbTag,
  UPPER_ABS_LIMIT: optionalNumber('Upper absolute limit'),
  UPPER_CHK_LIMIT: optionalNumber('Upper check limit'),
  LOWER_CHK_LIMIT: optionalNumber('Lower check limit'),
  LOWER_ABS_LIMIT: optionalNumber('Lower absolute limit'),
  METER_ROLLOVER_VALUE: optionalNumber('Meter rollover'),
  CONSTANT_VALUE: optionalNumber('Constant value'),
  COMMENTS: Comments,
  UNITS: Units,
  LABEL: Label,
  CCF_TYPE: CcfTypeCode,
  CCF_ANALYSIS: CcfAnalysisCode,
  LOWABS: optionalNumber('Low absolute'),
  LOWTRG: optionalNumber('Low trigger'),
  HIGHTRG: optionalNumber('High trigger'),
  HIGHABS: optionalNumber('High absolute'),
  /** Why: kept in the parameter's history with the old and new values. */
  REASON: ChangeReason,
});

/**
 * POST /parameter (spec 2 §5 New parameter): the composed CODE plus the fields. Defaults: type REA,
 * in use, not audited, precision 3 (0 to 5).
 */
export const CreateParameterBody = OptionalFields.extend({
  CODE: ComposedParameterCode,
  HEADING1: Heading1,
  PTYP_CODE: ParameterType.default('REA'),
  PCAT_CODE: CategoryCode,
  DISPLAY_PRECISION: NewDisplayPrecision.default(DEFAULT_DISPLAY_PRECISION),
  IN_USE_FLAG: z.boolean({ error: 'In use must be true or false' }).default(true),
  AUDIT_FLAG: z.boolean({ error: 'Audit must be true or false' }).default(false),
});
export type CreateParameterBody = z.infer<typeof CreateParameterBody>;

/**
 * PUT /parameter/:code (spec 2 §5 Parameter edit): the whole parameter without code and audit fields
 * (a CODE in the body, if sent, must match the path; other read-model fields are ignored).
 */
export const UpdateParameterBody = OptionalFields.extend({
  CODE: ParameterCode.optional(),
  HEADING1: Heading1,
  PTYP_CODE: ParameterType,
  PCAT_CODE: CategoryCode.nullable().optional(),
  DISPLAY_PRECISION: DisplayPrecision,
  IN_USE_FLAG: z.boolean({ error: 'In use must be true or false' }),
  AUDIT_FLAG: z.boolean({ error: 'Audit must be true or false' }),
  /** The editor's electronic signature, required when the site's settings say changing limits needs one. */
  signature: SignatureInput.optional(),
});
export type UpdateParameterBody = z.infer<typeof UpdateParameterBody>;

/**
 * PATCH /parameter/data-screen/:code (spec 1 §7): a data-entry column's headings, precision and check
 * limits. An absent field is left as it is; null clears heading 2, heading 3 or a check limit.
 */
export const DataScreenParameterBody = z.object({
  HEADING1: Heading1.optional(),
  HEADING2: Heading2,
  HEADING3: Heading3,
  PRECISION: DisplayPrecision.optional(),
  UPPER_CHECK: optionalNumber('Upper check'),
  LOWER_CHECK: optionalNumber('Lower check'),
  REASON: ChangeReason,
  signature: SignatureInput.optional(),
});
export type DataScreenParameterBody = z.infer<typeof DataScreenParameterBody>;

export const ParameterParams = z.object({ code: ParameterCode });
export const SiteParameterParams = z.object({ site: Site, code: ParameterCode });

/** GET /parameters answers at most this many, ordered by code. */
export const PARAMETER_SEARCH_LIMIT = 200;
/** GET /parameters/recent: the most recently updated parameters of the site. */
export const PARAMETER_RECENT_LIMIT = 10;
/** Parameter search pages in the UI (spec 2 §9). */
export const PARAMETER_PAGE_SIZE = 12;

/**
 * GET /parameters?search=: codes starting with the text, or headings or label containing it; in-use
 * parameters only unless inUse=false. The user's site (central office: every site unless `site` is given).
 */
export const ParameterSearchQuery = z.object({
  search: z.string().trim().max(60, 'Search must be at most 60 characters').optional(),
  inUse: z.enum(['true', 'false'], { error: 'inUse must be true or false' }).optional(),
  site: Site.optional(),
});
export type ParameterSearchQuery = z.infer<typeof ParameterSearchQuery>;

/** GET /parameter-types */
export const ParameterTypeDto = z.object({ CODE: ParameterType, NAME: z.string() });
/** GET /standard-functions */
export const StandardFunctionDto = z.object({ CODE: StandardFunctionCode, NAME: z.string(), DESCRIPTION: z.string() });
/** GET /ccf-parameters/list (spec 3 §3 CCF parameter list entry) */
export const CcfParameterDto = z.object({
  CODE: z.string(),
  CCF_TITLE: z.string(),
  CCF_TYPE: z.string().nullable(),
  CCF_ANALYSIS: z.string(),
});
export type CcfParameterDto = z.infer<typeof CcfParameterDto>;
