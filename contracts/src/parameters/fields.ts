import { z } from 'zod';
import { plainText } from '../shared/plainText.ts';
import { PARAMETER_MESSAGES } from './messages.ts';

/**
 * Field schemas of a parameter (spec 2 §3, §5), one per field so the UI can check each field on change
 * with the contract's own message (`contractRule(Heading1)`).
 */

export const PARAMETER_TYPES = ['REA', 'SIM', 'CON'] as const;
export const ParameterType = z.enum(PARAMETER_TYPES, { error: 'Type must be REA, SIM or CON' });
export type ParameterType = z.infer<typeof ParameterType>;

/** PTYP_CODE names (spec 2 §3: REA measured, SIM simulated, CON constant). */
export const PARAMETER_TYPE_NAMES: Record<ParameterType, string> = {
  REA: 'Measured',
  SIM: 'Simulated',
  CON: 'Constant',
};

/** Any parameter code as it is looked up (upper-cased; the composed form is checked on creation only). */
export const ParameterCode = z
  .string({ error: 'Code is required' })
  .trim()
  .toUpperCase()
  .min(1, 'Code is required')
  .max(40, 'Code must be at most 40 characters')
  .regex(/^[A-Z0-9][A-Z0-9_.-]*$/, 'Code may contain only letters, digits, ., - and _');

/**
 * The composed code ITEM-MEASUREMENT-STATISTIC-UNITNOPERIOD (spec 2 §4), e.g. DY-NO-V-0T: item,
 * measurement and statistic codes, then the unit number and the one-letter period.
 */
export const COMPOSED_CODE_PATTERN = /^([A-Z0-9]{1,8})-([A-Z0-9]{1,8})-([A-Z0-9]{1,4})-([0-9]{1,3})([A-Z])$/;
export const ComposedParameterCode = ParameterCode.regex(COMPOSED_CODE_PATTERN, PARAMETER_MESSAGES.notComposed);

/** Period codes, the last letter of a composed code. Period C (constant) forces type CON (spec 2 §4). */
export const PARAMETER_PERIODS = {
  H: 'Hourly',
  D: 'Daily',
  W: 'Weekly',
  M: 'Monthly',
  T: 'To Date',
  C: 'Constant',
} as const;
export type ParameterPeriod = keyof typeof PARAMETER_PERIODS;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...plainText(label));

/** Optional text: empty or null both mean "not set" (stored as null). Names and labels are plain text; free text (comments) may hold line breaks. */
const optionalText = (label: string, max: number, plain = true) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(plain ? plainText(label)[0] : () => true, plainText(label)[1])
    .nullable()
    .optional();

/** Limits and constants are numeric (spec 2 §5); null or absent means not set. */
export const optionalNumber = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .nullable()
    .optional();

export const DISPLAY_PRECISION_MAX = 7;
export const NEW_DISPLAY_PRECISION_MAX = 5;
export const DEFAULT_DISPLAY_PRECISION = 3;
const precision = (max: number) =>
  z
    .number({ error: `Display precision must be a number from 0 to ${max}` })
    .int('Display precision must be a whole number')
    .min(0, `Display precision must be from 0 to ${max}`)
    .max(max, `Display precision must be from 0 to ${max}`);
/** DISPLAY_PRECISION on edit: 0 to 7. */
export const DisplayPrecision = precision(DISPLAY_PRECISION_MAX);
/** DISPLAY_PRECISION on create: 0 to 5. */
export const NewDisplayPrecision = precision(NEW_DISPLAY_PRECISION_MAX);

export const HEADING_MAX = 60;
export const Heading1 = text('Heading 1', HEADING_MAX);
export const Heading2 = optionalText('Heading 2', HEADING_MAX);
export const Heading3 = optionalText('Heading 3', HEADING_MAX);
export const ProcessTag = optionalText('Process tag', 60);
export const IwbTag = optionalText('IWB tag', 60);
export const Units = optionalText('Units', 20);
export const Label = optionalText('Label', 100);
export const Comments = optionalText('Comments', 2000, false);
/** PCAT_CODE: the parameter category (group) code. */
export const CategoryCode = z
  .string({ error: 'Category is required' })
  .trim()
  .toUpperCase()
  .min(1, 'Category is required')
  .max(10, 'Category must be at most 10 characters')
  .regex(/^[A-Z0-9_]+$/, 'Category may contain only letters, digits and _');
/** Optional CCF settings codes: trimmed and upper-cased like the settings' own codes; empty or null means not set. */
const optionalCcfCode = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .toUpperCase()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...plainText(label))
    .nullable()
    .optional();
export const CcfTypeCode = optionalCcfCode('CCF type', 3);
export const CcfAnalysisCode = optionalCcfCode('CCF analysis', 10);

export const LocalFlag = z.enum(['Y', 'N']);
export type LocalFlag = z.infer<typeof LocalFlag>;
