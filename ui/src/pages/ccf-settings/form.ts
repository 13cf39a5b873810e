import { limitOrderErrors, uniquenessErrors, type CcfAnalysisBody, type CcfAnalysisDto, type CcfLimitField } from '@ftr/contracts';

/** What the modals open for: a new item, or an existing one to update (its code then read-only). */
export type Target<T> = { mode: 'insert' } | { mode: 'update'; item: T };

export type AnalysisForm = { code: string; name: string; type: string | undefined; reason?: string | undefined } & Record<
  CcfLimitField,
  number | null | undefined
>;

export const analysisFormValues = (analysis: CcfAnalysisDto): AnalysisForm => ({
  code: analysis.code,
  name: analysis.name,
  type: analysis.ccf_type,
  low_abs: analysis.low_abs,
  low_trigger: analysis.low_trigger,
  high_trigger: analysis.high_trigger,
  high_abs: analysis.high_abs,
});

/** The body sent: empty limits as null (spec 3 §3); the reason goes into the master-data history. */
export const analysisBody = (values: AnalysisForm): CcfAnalysisBody => ({
  code: values.code,
  name: values.name,
  type: values.type ?? '',
  low_abs: values.low_abs ?? null,
  low_trigger: values.low_trigger ?? null,
  high_trigger: values.high_trigger ?? null,
  high_abs: values.high_abs ?? null,
  reason: values.reason?.trim() || null,
});

/** The uniqueness message of `field` for the values in the form, against the list shown. */
export const uniquenessMessage = (
  field: 'code' | 'name',
  values: { code?: string | undefined; name?: string | undefined },
  existing: readonly { code: string; name: string }[],
  mode: 'insert' | 'update',
): string | undefined => uniquenessErrors({ code: values.code ?? '', name: values.name ?? '' }, existing, mode)[field];

/** The ordering message of a limit for the limits in the form. */
export const orderMessage = (field: CcfLimitField, values: Partial<Record<CcfLimitField, number | null | undefined>>): string | undefined =>
  limitOrderErrors(values)[field];
