import { CCF_SETTINGS_READ_MODELS } from './readModels.ts';
import { z } from 'zod';
import { LookupReason } from '../lookups/schemas.ts';
import { Site } from '../sites.ts';
import { WriteResult } from '../http/route.ts';
import { ParameterCode } from '../parameters/fields.ts';
import { CCF_SETTINGS_MESSAGES } from './messages.ts';
import { plainText } from '../shared/plainText.ts';

/** Read models (live change notices name them): company-wide CCF types and analyses. */
export const CCF_TYPES_COLLECTION = CCF_SETTINGS_READ_MODELS.ccfTypes;
export const CCF_ANALYSES_COLLECTION = CCF_SETTINGS_READ_MODELS.ccfAnalyses;

/** Spec 3 §9: CCF code lengths 3 (type) and 10 (analysis); names 20 (type) and 100 (analysis). */
export const CCF_TYPE_CODE_MAX = 3;
export const CCF_TYPE_NAME_MAX = 20;
export const CCF_ANALYSIS_CODE_MAX = 10;
export const CCF_ANALYSIS_NAME_MAX = 100;

/** Codes are trimmed and upper-cased (their uniqueness is case-insensitive). */
const code = (max: number) =>
  z
    .string({ error: 'Code is required' })
    .trim()
    .toUpperCase()
    .min(1, 'Code is required')
    .max(max, `Code must be at most ${max} characters`);
const name = (max: number) =>
  z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(max, `Name must be at most ${max} characters`)
    .refine(...plainText('Name'));

export const CcfTypeCodeField = code(CCF_TYPE_CODE_MAX);
export const CcfTypeNameField = name(CCF_TYPE_NAME_MAX);
export const CcfAnalysisCodeField = code(CCF_ANALYSIS_CODE_MAX);
export const CcfAnalysisNameField = name(CCF_ANALYSIS_NAME_MAX);
/** The analysis's CCF type, sent as the type code (spec 3 §3). */
export const CcfTypeRef = z
  .string({ error: CCF_SETTINGS_MESSAGES.typeMustBeSelected })
  .trim()
  .toUpperCase()
  .min(1, CCF_SETTINGS_MESSAGES.typeMustBeSelected)
  .max(CCF_TYPE_CODE_MAX, CCF_SETTINGS_MESSAGES.typeMustBeSelected);
/** A limit: a number, or empty (null). */
export const CcfLimit = z.number({ error: 'Limits must be numbers' }).nullable().default(null);

/** POST /ccf-types: creates the type, or renames it when the code exists. */
export const CcfTypeBody = z.object({ code: CcfTypeCodeField, name: CcfTypeNameField });
export type CcfTypeBody = z.infer<typeof CcfTypeBody>;

/** POST and PUT /ccf-analysis. */
export const CcfAnalysisBody = z.object({
  code: CcfAnalysisCodeField,
  name: CcfAnalysisNameField,
  type: CcfTypeRef,
  low_abs: CcfLimit,
  low_trigger: CcfLimit,
  high_trigger: CcfLimit,
  high_abs: CcfLimit,
  /** Why: optional, kept in the master-data history with the old and new limits. */
  reason: LookupReason,
});
export type CcfAnalysisBody = z.infer<typeof CcfAnalysisBody>;

/** Any CCF type or analysis code in a path. */
export const CcfCodeParams = z.object({ code: code(CCF_ANALYSIS_CODE_MAX) });
/** A parameter code of the signed-in site in a path. */
export const CcfParameterParams = z.object({ code: ParameterCode });

export const CcfTypeDto = z.object({ code: z.string(), name: z.string() });
export type CcfTypeDto = z.infer<typeof CcfTypeDto>;

const limit = z.number().nullable();
/** An analysis as the screens read it: its type as an object with a name, and as the code the edit form reads (ccf_type). */
export const CcfAnalysisDto = z.object({
  code: z.string(),
  name: z.string(),
  type: CcfTypeDto,
  ccf_type: z.string(),
  low_abs: limit,
  low_trigger: limit,
  high_trigger: limit,
  high_abs: limit,
});
export type CcfAnalysisDto = z.infer<typeof CcfAnalysisDto>;

/** A parameter (of any site) that uses an analysis. */
export const CcfParameterUsage = z.object({ SITE: Site, CODE: z.string() });
export type CcfParameterUsage = z.infer<typeof CcfParameterUsage>;

export const SaveCcfTypeResult = WriteResult.extend(CcfTypeDto.shape);
export type SaveCcfTypeResult = z.infer<typeof SaveCcfTypeResult>;
/** The saved analysis (spec 3 §7: PUT returns the updated record), with the write's message and position. */
export const SaveCcfAnalysisResult = WriteResult.extend(CcfAnalysisDto.shape);
export type SaveCcfAnalysisResult = z.infer<typeof SaveCcfAnalysisResult>;
