import {
  PARAMETER_PERIODS,
  UpdateParameterBody,
  composeParameterCode,
  type CreateParameterBody,
  type ParameterDto,
  type ParameterPeriod,
  type ParameterType,
} from '@ftr/contracts';

/** Fields of the parameter form whose input depends on the type or the site (spec 2 §5 Enabled rules). */
export type RuledField =
  | 'SFNC_CODE'
  | 'PROCESS_TAG'
  | 'IWB_TAG'
  | 'METER_ROLLOVER_VALUE'
  | 'CONSTANT_VALUE'
  | 'UPPER_CHK_LIMIT'
  | 'LOWER_CHK_LIMIT'
  | 'DISPLAY_PRECISION';

/** Spec 2 §5: which ruled fields can be edited for a type, at head office or a site (the server enforces the same). */
export const enabledFields = (type: ParameterType, headOffice: boolean): Record<RuledField, boolean> => ({
  SFNC_CODE: type === 'SIM',
  PROCESS_TAG: type === 'REA',
  IWB_TAG: type === 'REA',
  METER_ROLLOVER_VALUE: type === 'REA' && !headOffice,
  CONSTANT_VALUE: type === 'CON' && !headOffice,
  UPPER_CHK_LIMIT: !headOffice,
  LOWER_CHK_LIMIT: !headOffice,
  DISPLAY_PRECISION: !headOffice,
});

/** Spec 2 §4: a non-SIM type clears the calculation function, a non-CON type the constant value. */
export const clearedByType = (type: ParameterType): Partial<Record<'SFNC_CODE' | 'CONSTANT_VALUE', null>> => ({
  ...(type === 'SIM' ? {} : { SFNC_CODE: null }),
  ...(type === 'CON' ? {} : { CONSTANT_VALUE: null }),
});

/** The form's values: the body's fields (numbers may be left empty). */
export type ParameterFormValues = Omit<UpdateParameterBody, 'CODE'>;

/** Every field PUT /parameter/:code takes (the body without CODE). */
// The signature is the signer's act, not a field of the parameter (SignatureFields adds it when the site asks).
export const PARAMETER_FORM_FIELDS = Object.keys(UpdateParameterBody.shape).filter(
  (key) => key !== 'CODE' && key !== 'signature',
) as (keyof ParameterFormValues)[];

/** A loaded parameter as the form's initial values (every field PUT takes, as stored). */
export const formValuesOf = (parameter: ParameterDto): ParameterFormValues => {
  const source: Record<string, unknown> = parameter;
  return Object.fromEntries(PARAMETER_FORM_FIELDS.map((key) => [key, source[key] ?? null])) as ParameterFormValues;
};

const emptyToNull = (value: unknown): unknown => (value === undefined || value === '' ? null : value);

/**
 * PUT /parameter/:code body: the stored parameter with the form's values over it (fields the form does not
 * show keep their stored values), empty inputs as null.
 */
export const updateBodyOf = (parameter: ParameterDto, values: Partial<ParameterFormValues>): ParameterFormValues => {
  const merged: Record<string, unknown> = { ...formValuesOf(parameter) };
  for (const [key, value] of Object.entries(values)) merged[key] = emptyToNull(value);
  return merged as ParameterFormValues;
};

/** The new-parameter form (spec 2 §3 New-parameter code parts, §5 New parameter). */
export interface NewParameterValues {
  ITEM_CODE?: string;
  MEASUREMENT_CODE?: string;
  STATISTIC_CODE?: string;
  UNIT_NO?: string;
  PERIOD_CODE?: ParameterPeriod;
  HEADING1?: string;
  HEADING2?: string;
  HEADING3?: string;
  PTYP_CODE: ParameterType;
  PCAT_CODE?: string;
  DISPLAY_PRECISION: number;
  IN_USE_FLAG: boolean;
  AUDIT_FLAG: boolean;
  UNITS?: string;
  LABEL?: string;
}

export const NEW_PARAMETER_DEFAULTS = { PTYP_CODE: 'REA', DISPLAY_PRECISION: 3, IN_USE_FLAG: true, AUDIT_FLAG: false } as const;

/** ITEM-MEASUREMENT-STATISTIC-UNITNOPERIOD once every part is chosen, else null. */
export const composedCode = (v: Partial<NewParameterValues>): string | null =>
  v.ITEM_CODE && v.MEASUREMENT_CODE && v.STATISTIC_CODE && v.UNIT_NO && /^[0-9]{1,3}$/.test(v.UNIT_NO) && v.PERIOD_CODE
    ? composeParameterCode({
        item: v.ITEM_CODE,
        measurement: v.MEASUREMENT_CODE,
        statistic: v.STATISTIC_CODE,
        unitNo: v.UNIT_NO,
        period: v.PERIOD_CODE,
      })
    : null;

/** Spec 2 §4: period C forces CON; another period while the type is CON resets it to REA; otherwise the type stays. */
export const typeForPeriod = (period: ParameterPeriod | undefined, type: ParameterType): ParameterType =>
  period === 'C' ? 'CON' : type === 'CON' ? 'REA' : type;

type Describe = (code: string | undefined) => string | undefined;

/** Spec 2 §4: heading 1 from the item, heading 2 from the measurement, heading 3 from the statistic and the period. */
export const headingsFor = (
  v: Partial<NewParameterValues>,
  describe: { item: Describe; measurement: Describe; statistic: Describe },
): Pick<NewParameterValues, 'HEADING1' | 'HEADING2' | 'HEADING3'> => {
  const period = v.PERIOD_CODE ? PARAMETER_PERIODS[v.PERIOD_CODE] : undefined;
  const third = [describe.statistic(v.STATISTIC_CODE), period].filter((part): part is string => Boolean(part)).join(' ');
  return { HEADING1: describe.item(v.ITEM_CODE) ?? '', HEADING2: describe.measurement(v.MEASUREMENT_CODE) ?? '', HEADING3: third };
};

/** POST /parameter body from the new-parameter form and its composed code. */
export const createBodyOf = (code: string, v: NewParameterValues): CreateParameterBody => ({
  CODE: code,
  HEADING1: v.HEADING1 ?? '',
  HEADING2: v.HEADING2 || null,
  HEADING3: v.HEADING3 || null,
  PTYP_CODE: v.PTYP_CODE,
  PCAT_CODE: v.PCAT_CODE ?? '',
  DISPLAY_PRECISION: v.DISPLAY_PRECISION,
  IN_USE_FLAG: v.IN_USE_FLAG,
  AUDIT_FLAG: v.AUDIT_FLAG,
  UNITS: v.UNITS || null,
  LABEL: v.LABEL || null,
});

/** Spec 2 §6: dependency Edit and Remove are disabled for a site user on a head-office (N) parameter and for head office on a local (Y) one. */
export const mayChangeDependencies = (localFlag: 'Y' | 'N', headOffice: boolean): boolean =>
  headOffice ? localFlag === 'N' : localFlag === 'Y';
