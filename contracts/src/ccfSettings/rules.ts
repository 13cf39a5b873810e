import { CCF_SETTINGS_MESSAGES as M } from './messages.ts';

/**
 * The CCF settings rules of spec 3 §5 as pure functions, used by the command decider (on the folded
 * stream) and by the UI forms (on the lists shown), so both refuse the same input with the same text.
 */

export const CCF_LIMIT_FIELDS = ['low_abs', 'low_trigger', 'high_trigger', 'high_abs'] as const;
export type CcfLimitField = (typeof CCF_LIMIT_FIELDS)[number];
export const CCF_LIMIT_NAMES: Record<CcfLimitField, string> = {
  low_abs: 'Low Absolute Limit',
  low_trigger: 'Low Trigger Limit',
  high_trigger: 'High Trigger Limit',
  high_abs: 'High Absolute Limit',
};
export type CcfLimits = Record<CcfLimitField, number | null>;

export type CcfTypeField = 'code' | 'name';
export type CcfAnalysisField = CcfTypeField | 'type' | CcfLimitField;
/** The error map of a form: at most one message per field. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export const CCF_ANALYSIS_FIELDS: readonly CcfAnalysisField[] = ['code', 'name', 'type', ...CCF_LIMIT_FIELDS];

export const normaliseCcfCode = (code: string): string => code.trim().toUpperCase();
const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

interface Coded {
  code: string;
  name: string;
}

/**
 * Uniqueness: on insert the code must be new (case-insensitive, trimmed); the name (trimmed,
 * case-insensitive) must not be another item's name, on insert and on update.
 */
export const uniquenessErrors = (input: Coded, existing: readonly Coded[], mode: 'insert' | 'update'): FieldErrors<CcfTypeField> => {
  const code = normaliseCcfCode(input.code);
  const errors: FieldErrors<CcfTypeField> = {};
  if (mode === 'insert' && code !== '' && existing.some((item) => normaliseCcfCode(item.code) === code)) errors.code = M.mustBeUnique;
  const name = input.name.trim();
  if (name !== '' && existing.some((item) => normaliseCcfCode(item.code) !== code && sameName(item.name, name)))
    errors.name = M.mustBeUnique;
  return errors;
};

/**
 * Ordering low_abs <= low_trigger <= high_trigger <= high_abs where present: a limit below the nearest
 * lower limit that is set gets 'Must be greater than or equal to {that limit's name}'. Checking each
 * set limit against the nearest set one below it covers every pair (the order is transitive).
 */
export const limitOrderErrors = (limits: Partial<Record<CcfLimitField, number | null | undefined>>): FieldErrors<CcfLimitField> => {
  const errors: FieldErrors<CcfLimitField> = {};
  let lower: { field: CcfLimitField; value: number } | undefined;
  for (const field of CCF_LIMIT_FIELDS) {
    const value = limits[field];
    if (value === null || value === undefined) continue;
    if (lower && value < lower.value) errors[field] = M.mustBeAtLeast(CCF_LIMIT_NAMES[lower.field]);
    lower = { field, value };
  }
  return errors;
};

/** The analysis's type must be chosen and must exist. */
export const analysisTypeErrors = (type: string | null | undefined, types: readonly Pick<Coded, 'code'>[]): FieldErrors<'type'> => {
  const code = normaliseCcfCode(type ?? '');
  if (code === '') return { type: M.typeMustBeSelected };
  return types.some((t) => normaliseCcfCode(t.code) === code) ? {} : { type: M.typeUnknown(code) };
};

export interface CcfAnalysisInput extends Coded, Partial<Record<CcfLimitField, number | null | undefined>> {
  type: string | null | undefined;
}

/** Every cross-field and cross-item problem of an analysis (uniqueness, type, ordering), as an error map. */
export const ccfAnalysisErrors = (
  input: CcfAnalysisInput,
  analyses: readonly Coded[],
  types: readonly Pick<Coded, 'code'>[],
  mode: 'insert' | 'update',
): FieldErrors<CcfAnalysisField> => ({
  ...uniquenessErrors(input, analyses, mode),
  ...analysisTypeErrors(input.type, types),
  ...limitOrderErrors(input),
});

/** The first error of a map, in the given field order. */
export const firstFieldError = <K extends string>(errors: FieldErrors<K>, order: readonly K[]): { field: K; message: string } | null => {
  for (const field of order) {
    const message = errors[field];
    if (message !== undefined) return { field, message };
  }
  return null;
};

/**
 * A refusal's text names the field it is about, as the server's schema validation does:
 * 'name: Must be unique'. The UI puts the message back on that field.
 */
export const fieldMessage = (field: string, message: string): string => `${field}: ${message}`;

export const parseFieldMessage = <K extends string>(text: string, fields: readonly K[]): { field: K; message: string } | null => {
  const colon = text.indexOf(': ');
  if (colon < 0) return null;
  const field = fields.find((f) => f === text.slice(0, colon));
  return field ? { field, message: text.slice(colon + 2) } : null;
};
