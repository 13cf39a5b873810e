import type { CcfAnalysisData } from '../ccfSettings/events.ts';
import type { CcfLimits } from '../ccfSettings/rules.ts';
import { DEFAULT_STANDARD_FUNCTION, type StandardFunctionCode } from '../functions/standard.ts';
import { COMPOSED_CODE_PATTERN, PARAMETER_PERIODS, type ParameterPeriod, type ParameterType } from './fields.ts';
import { PARAMETER_MESSAGES } from './messages.ts';
import type { ParameterFields, UpdateParameterBody } from './schemas.ts';

/** Read-model id of a parameter: one per site and code. */
export const parameterId = (site: string, code: string): string => `${site}_${code}`;

export interface CodeParts {
  item: string;
  measurement: string;
  statistic: string;
  unitNo: string;
  period: ParameterPeriod | null;
}

/** The parts of a composed code ITEM-MEASUREMENT-STATISTIC-UNITNOPERIOD; null for any other code. */
export const parseParameterCode = (code: string): CodeParts | null => {
  const match = COMPOSED_CODE_PATTERN.exec(code);
  if (!match) return null;
  const [, item = '', measurement = '', statistic = '', unitNo = '', letter = ''] = match;
  const period = letter in PARAMETER_PERIODS ? (letter as ParameterPeriod) : null;
  return { item, measurement, statistic, unitNo, period };
};

export const composeParameterCode = (parts: Omit<CodeParts, 'period'> & { period: string }): string =>
  `${parts.item}-${parts.measurement}-${parts.statistic}-${parts.unitNo}${parts.period}`.toUpperCase();

/** Spec 2 §4: on a new parameter, period C (constant) forces type CON. */
export const typeForCode = (code: string, requested: ParameterType): ParameterType =>
  parseParameterCode(code)?.period === 'C' ? 'CON' : requested;

/** What a create or edit body carries for the fields (CODE and audit fields aside). */
export type ParameterInput = Omit<UpdateParameterBody, 'CODE'>;

const blank = (value: string | null | undefined): string | null => (value === undefined || value === null || value === '' ? null : value);
const number = (value: number | null | undefined): number | null => value ?? null;

/**
 * The stored fields for a create or edit (pure). Empty text is null. Spec 2 §4 type rules: a non-SIM
 * type clears the calculation function, a non-CON type clears the constant value; tags and meter
 * rollover belong to REA only. Spec 2 §5 head-office rules: precision forced to 0, no check limits, no
 * meter rollover and no constant value at the central office.
 */
export const normaliseParameter = (input: ParameterInput, centralOffice: boolean): ParameterFields => {
  const type = input.PTYP_CODE;
  return {
    HEADING1: input.HEADING1,
    HEADING2: blank(input.HEADING2),
    HEADING3: blank(input.HEADING3),
    PTYP_CODE: type,
    SFNC_CODE: type === 'SIM' ? (input.SFNC_CODE ?? null) : null,
    PROCESS_TAG: type === 'REA' ? blank(input.PROCESS_TAG) : null,
    IWB_TAG: type === 'REA' ? blank(input.IWB_TAG) : null,
    DISPLAY_PRECISION: centralOffice ? 0 : input.DISPLAY_PRECISION,
    PCAT_CODE: blank(input.PCAT_CODE),
    IN_USE_FLAG: input.IN_USE_FLAG,
    AUDIT_FLAG: input.AUDIT_FLAG,
    UPPER_ABS_LIMIT: number(input.UPPER_ABS_LIMIT),
    UPPER_CHK_LIMIT: centralOffice ? null : number(input.UPPER_CHK_LIMIT),
    LOWER_CHK_LIMIT: centralOffice ? null : number(input.LOWER_CHK_LIMIT),
    LOWER_ABS_LIMIT: number(input.LOWER_ABS_LIMIT),
    METER_ROLLOVER_VALUE: type === 'REA' && !centralOffice ? number(input.METER_ROLLOVER_VALUE) : null,
    CONSTANT_VALUE: type === 'CON' && !centralOffice ? number(input.CONSTANT_VALUE) : null,
    COMMENTS: blank(input.COMMENTS),
    UNITS: blank(input.UNITS),
    LABEL: blank(input.LABEL),
    CCF_TYPE: blank(input.CCF_TYPE),
    CCF_ANALYSIS: blank(input.CCF_ANALYSIS),
    // The CCF thresholds live on the CCF analysis only (docs/ccfSettings.md): a parameter
    // keeps no copy, whatever is sent.
    LOWABS: null,
    LOWTRG: null,
    HIGHTRG: null,
    HIGHABS: null,
  };
};

type Limits = Pick<
  ParameterFields,
  'UPPER_ABS_LIMIT' | 'UPPER_CHK_LIMIT' | 'LOWER_CHK_LIMIT' | 'LOWER_ABS_LIMIT' | 'LOWABS' | 'LOWTRG' | 'HIGHTRG' | 'HIGHABS'
>;

const THRESHOLDS = [
  ['LOWABS', 'Low Absolute Limit'],
  ['LOWTRG', 'Low Trigger Limit'],
  ['HIGHTRG', 'High Trigger Limit'],
  ['HIGHABS', 'High Absolute Limit'],
] as const;

/**
 * The first cross-field problem of a parameter's limits, or null. Upper limits are at least the lower
 * ones; the absolute limits enclose the check limits where both are set; the CCF thresholds are ordered
 * LOWABS <= LOWTRG <= HIGHTRG <= HIGHABS where present (spec 3 §5 CCF analysis rule).
 */
export const parameterLimitProblem = (f: Limits): string | null => {
  const m = PARAMETER_MESSAGES;
  const { UPPER_ABS_LIMIT: ua, UPPER_CHK_LIMIT: uc, LOWER_CHK_LIMIT: lc, LOWER_ABS_LIMIT: la } = f;
  if (ua !== null && la !== null && ua < la) return m.limitsReversed('Upper absolute limit', 'Lower absolute limit');
  if (uc !== null && lc !== null && uc < lc) return m.limitsReversed('Upper check limit', 'Lower check limit');
  for (const check of [uc, lc]) {
    if (check === null) continue;
    if ((la !== null && check < la) || (ua !== null && check > ua)) return m.checkOutsideAbsolute;
  }
  for (const [high, [highKey, highName]] of THRESHOLDS.entries()) {
    for (const [lowKey, lowName] of THRESHOLDS.slice(0, high)) {
      const h = f[highKey];
      const l = f[lowKey];
      if (h !== null && l !== null && h < l) return m.thresholdsOutOfOrder(highName, lowName);
    }
  }
  return null;
};

/** What a CCF parameter takes from its analysis: the analysis's type code and four limits. */
export type CcfAnalysisDefaults = Pick<CcfAnalysisData, 'type'> & CcfLimits;

/**
 * A CCF parameter's defaults from its analysis (pure): an empty CCF_TYPE takes the analysis's type. The
 * four thresholds are not copied: labelling reads the analysis's limits in force at each value's time.
 */
export const withCcfAnalysisDefaults = (fields: ParameterFields, analysis: CcfAnalysisDefaults): ParameterFields => ({
  ...fields,
  CCF_TYPE: fields.CCF_TYPE ?? analysis.type,
});

/** A parameter is a CCF parameter when CCF_ANALYSIS is set. */
export const isCcfParameter = (p: Pick<ParameterFields, 'CCF_ANALYSIS'>): boolean => p.CCF_ANALYSIS !== null;

/** Spec 2 §6: subscribing is offered only for in-use REA parameters. */
export const isSubscribable = (p: Pick<ParameterFields, 'IN_USE_FLAG' | 'PTYP_CODE'>): boolean => p.IN_USE_FLAG && p.PTYP_CODE === 'REA';

/** The function a SIM parameter is calculated with (SEQSUM when none is chosen). */
export const calculationFunctionOf = (p: Pick<ParameterFields, 'SFNC_CODE'>): StandardFunctionCode =>
  p.SFNC_CODE ?? DEFAULT_STANDARD_FUNCTION;

/** CCF_TITLE of the CCF parameter list: the label, else the headings joined. */
export const ccfTitle = (p: Pick<ParameterFields, 'LABEL' | 'HEADING1' | 'HEADING2' | 'HEADING3'>): string =>
  p.LABEL ?? [p.HEADING1, p.HEADING2, p.HEADING3].filter((h): h is string => h !== null).join(' ');
