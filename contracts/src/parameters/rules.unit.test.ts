import { CcfAnalysisCode, CcfTypeCode, ComposedParameterCode } from './fields.ts';
import {
  ccfTitle,
  composeParameterCode,
  isSubscribable,
  normaliseParameter,
  parameterLimitProblem,
  parseParameterCode,
  typeForCode,
  withCcfAnalysisDefaults,
  type ParameterInput,
} from './rules.ts';
import { CreateParameterBody } from './schemas.ts';

const input: ParameterInput = {
  HEADING1: 'Thick juice',
  HEADING2: '',
  HEADING3: 'Hourly',
  PTYP_CODE: 'REA',
  SFNC_CODE: 'SUM',
  PROCESS_TAG: 'TJ.BRIX',
  DISPLAY_PRECISION: 2,
  IN_USE_FLAG: true,
  AUDIT_FLAG: false,
  UPPER_ABS_LIMIT: 80,
  UPPER_CHK_LIMIT: 72,
  LOWER_CHK_LIMIT: 60,
  LOWER_ABS_LIMIT: 40,
  METER_ROLLOVER_VALUE: 99999,
  CONSTANT_VALUE: 5,
};
const limits = {
  UPPER_ABS_LIMIT: null,
  UPPER_CHK_LIMIT: null,
  LOWER_CHK_LIMIT: null,
  LOWER_ABS_LIMIT: null,
  LOWABS: null,
  LOWTRG: null,
  HIGHTRG: null,
  HIGHABS: null,
};

describe('parameter codes', () => {
  it('parses and composes ITEM-MEASUREMENT-STATISTIC-UNITNOPERIOD', () => {
    expect(parseParameterCode('DY-NO-V-0T')).toEqual({ item: 'DY', measurement: 'NO', statistic: 'V', unitNo: '0', period: 'T' });
    expect(composeParameterCode({ item: 'tj', measurement: 'bx', statistic: 'a', unitNo: '1', period: 'h' })).toBe('TJ-BX-A-1H');
    expect(parseParameterCode('TJBX')).toBeNull();
  });

  it('accepts composed codes (upper-cased) and refuses others on creation', () => {
    expect(ComposedParameterCode.parse(' tj-bx-a-1h ')).toBe('TJ-BX-A-1H');
    expect(ComposedParameterCode.safeParse('TJ-BX-1H').success).toBe(false);
    expect(ComposedParameterCode.safeParse('TJ-BX-A-XH').success).toBe(false);
  });

  it('forces CON for period C only', () => {
    expect(typeForCode('LM-CAO-V-0C', 'REA')).toBe('CON');
    expect(typeForCode('TJ-BX-A-1H', 'CON')).toBe('CON');
    expect(typeForCode('TJ-BX-A-1H', 'SIM')).toBe('SIM');
  });

  it('applies the new-parameter defaults', () => {
    const body = CreateParameterBody.parse({ CODE: 'tj-bx-a-1h', HEADING1: 'Thick juice', PCAT_CODE: 'qual' });
    expect(body).toMatchObject({
      CODE: 'TJ-BX-A-1H',
      PTYP_CODE: 'REA',
      DISPLAY_PRECISION: 3,
      IN_USE_FLAG: true,
      AUDIT_FLAG: false,
      PCAT_CODE: 'QUAL',
    });
    expect(CreateParameterBody.safeParse({ CODE: 'TJ-BX-A-1H', HEADING1: 'x', PCAT_CODE: 'Q', DISPLAY_PRECISION: 6 }).success).toBe(false);
  });
});

describe('normaliseParameter', () => {
  it('stores empty text as null and clears what the type does not use', () => {
    const rea = normaliseParameter(input, false);
    expect(rea).toMatchObject({
      HEADING2: null,
      HEADING3: 'Hourly',
      SFNC_CODE: null,
      CONSTANT_VALUE: null,
      PROCESS_TAG: 'TJ.BRIX',
      METER_ROLLOVER_VALUE: 99999,
    });
    const sim = normaliseParameter({ ...input, PTYP_CODE: 'SIM' }, false);
    expect(sim).toMatchObject({ SFNC_CODE: 'SUM', CONSTANT_VALUE: null, PROCESS_TAG: null, IWB_TAG: null, METER_ROLLOVER_VALUE: null });
    const con = normaliseParameter({ ...input, PTYP_CODE: 'CON' }, false);
    expect(con).toMatchObject({ SFNC_CODE: null, CONSTANT_VALUE: 5, METER_ROLLOVER_VALUE: null });
  });

  it('applies the head-office rules: precision 0, no check limits, rollover or constant', () => {
    const co = normaliseParameter({ ...input, PTYP_CODE: 'CON' }, true);
    expect(co).toMatchObject({
      DISPLAY_PRECISION: 0,
      UPPER_CHK_LIMIT: null,
      LOWER_CHK_LIMIT: null,
      CONSTANT_VALUE: null,
      METER_ROLLOVER_VALUE: null,
      UPPER_ABS_LIMIT: 80,
    });
  });
});

describe('parameterLimitProblem', () => {
  it('accepts consistent or partly missing limits', () => {
    expect(
      parameterLimitProblem({ ...limits, UPPER_ABS_LIMIT: 80, UPPER_CHK_LIMIT: 72, LOWER_CHK_LIMIT: 60, LOWER_ABS_LIMIT: 40 }),
    ).toBeNull();
    expect(parameterLimitProblem({ ...limits, UPPER_CHK_LIMIT: 72, LOWER_CHK_LIMIT: 72 })).toBeNull();
    expect(parameterLimitProblem({ ...limits, LOWTRG: 1, HIGHABS: 9 })).toBeNull();
    expect(parameterLimitProblem(limits)).toBeNull();
  });

  it('refuses reversed limits and check limits outside the absolute ones', () => {
    expect(parameterLimitProblem({ ...limits, UPPER_ABS_LIMIT: 10, LOWER_ABS_LIMIT: 20 })).toBe(
      'Upper absolute limit must be greater than or equal to Lower absolute limit',
    );
    expect(parameterLimitProblem({ ...limits, UPPER_CHK_LIMIT: 10, LOWER_CHK_LIMIT: 20 })).toBe(
      'Upper check limit must be greater than or equal to Lower check limit',
    );
    expect(parameterLimitProblem({ ...limits, UPPER_ABS_LIMIT: 80, UPPER_CHK_LIMIT: 81 })).toBe(
      'Check limits must lie within the absolute limits',
    );
    expect(parameterLimitProblem({ ...limits, LOWER_ABS_LIMIT: 40, LOWER_CHK_LIMIT: 39 })).toBe(
      'Check limits must lie within the absolute limits',
    );
    expect(parameterLimitProblem({ ...limits, LOWER_ABS_LIMIT: 40, UPPER_CHK_LIMIT: 39 })).toBe(
      'Check limits must lie within the absolute limits',
    );
  });

  it('refuses CCF thresholds out of order, naming both', () => {
    expect(parameterLimitProblem({ ...limits, LOWABS: 5, LOWTRG: 4 })).toBe(
      'Low Trigger Limit must be greater than or equal to Low Absolute Limit',
    );
    expect(parameterLimitProblem({ ...limits, LOWTRG: 5, HIGHABS: 4 })).toBe(
      'High Absolute Limit must be greater than or equal to Low Trigger Limit',
    );
    expect(parameterLimitProblem({ ...limits, LOWABS: 1, LOWTRG: 2, HIGHTRG: 3, HIGHABS: 2.5 })).toBe(
      'High Absolute Limit must be greater than or equal to High Trigger Limit',
    );
  });
});

describe('parameter predicates', () => {
  it('offers subscription only for in-use REA parameters', () => {
    expect(isSubscribable({ IN_USE_FLAG: true, PTYP_CODE: 'REA' })).toBe(true);
    expect(isSubscribable({ IN_USE_FLAG: false, PTYP_CODE: 'REA' })).toBe(false);
    expect(isSubscribable({ IN_USE_FLAG: true, PTYP_CODE: 'SIM' })).toBe(false);
  });

  it('titles a CCF parameter by its label, else its headings', () => {
    expect(ccfTitle({ LABEL: 'TJ pH', HEADING1: 'Thick', HEADING2: 'pH', HEADING3: null })).toBe('TJ pH');
    expect(ccfTitle({ LABEL: null, HEADING1: 'Thick', HEADING2: 'pH', HEADING3: null })).toBe('Thick pH');
  });
});

describe('CCF type and analysis of a parameter', () => {
  it('trims and upper-cases the codes (empty stays empty: not set)', () => {
    expect(CcfAnalysisCode.parse(' thinph ')).toBe('THINPH');
    expect(CcfTypeCode.parse('qc')).toBe('QC');
    expect(CcfTypeCode.parse('')).toBe('');
    expect(CcfAnalysisCode.safeParse('a-very-long-code').error?.issues[0]?.message).toBe('CCF analysis must be at most 10 characters');
  });

  it('fills an empty type from the analysis and keeps no copy of its thresholds, whatever was sent', () => {
    const analysis = { type: 'QC', low_abs: 1, low_trigger: 2, high_trigger: 8, high_abs: 9 };
    const none = { LOWABS: null, LOWTRG: null, HIGHTRG: null, HIGHABS: null };
    const bare = normaliseParameter({ ...input, CCF_ANALYSIS: 'THINPH' }, false);
    expect(withCcfAnalysisDefaults(bare, analysis)).toMatchObject({ CCF_TYPE: 'QC', ...none });
    const sent = normaliseParameter({ ...input, CCF_ANALYSIS: 'THINPH', CCF_TYPE: 'FS', HIGHABS: 12 }, false);
    expect(withCcfAnalysisDefaults(sent, analysis)).toMatchObject({ CCF_TYPE: 'FS', ...none });
  });
});
