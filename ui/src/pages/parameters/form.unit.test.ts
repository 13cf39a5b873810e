import type { ParameterDto } from '@ftr/contracts';
import {
  clearedByType,
  composedCode,
  createBodyOf,
  enabledFields,
  formValuesOf,
  headingsFor,
  mayChangeDependencies,
  typeForPeriod,
  updateBodyOf,
  NEW_PARAMETER_DEFAULTS,
} from './form.ts';

const parameter = {
  SITE: 'BA',
  CODE: 'TJ-NY-V-1H',
  LOCAL_FLAG: 'Y',
  LAST_UPDATED_DTS: '2026-11-22T10:00:00.000Z',
  LAST_UPDATED_BY: 'supervisor.ba',
  HEADING1: 'Thick Juice',
  HEADING2: null,
  HEADING3: null,
  PTYP_CODE: 'REA',
  SFNC_CODE: null,
  PROCESS_TAG: 'TAG1',
  IWB_TAG: null,
  DISPLAY_PRECISION: 2,
  PCAT_CODE: 'LAB',
  IN_USE_FLAG: true,
  AUDIT_FLAG: false,
  UPPER_ABS_LIMIT: 50,
  UPPER_CHK_LIMIT: 40,
  LOWER_CHK_LIMIT: 10,
  LOWER_ABS_LIMIT: 0,
  METER_ROLLOVER_VALUE: null,
  CONSTANT_VALUE: null,
  COMMENTS: null,
  UNITS: 'mg/l',
  LABEL: null,
  CCF_TYPE: null,
  CCF_ANALYSIS: null,
} as unknown as ParameterDto;

describe('parameter form rules (spec 2 §4, §5)', () => {
  it('enables the function for SIM, tags for REA, rollover and constant outside head office only', () => {
    expect(enabledFields('SIM', false)).toMatchObject({
      SFNC_CODE: true,
      PROCESS_TAG: false,
      METER_ROLLOVER_VALUE: false,
      CONSTANT_VALUE: false,
    });
    expect(enabledFields('REA', false)).toMatchObject({ SFNC_CODE: false, PROCESS_TAG: true, IWB_TAG: true, METER_ROLLOVER_VALUE: true });
    expect(enabledFields('REA', true)).toMatchObject({ PROCESS_TAG: true, METER_ROLLOVER_VALUE: false });
    expect(enabledFields('CON', false)).toMatchObject({ CONSTANT_VALUE: true, PROCESS_TAG: false });
    expect(enabledFields('CON', true)).toMatchObject({ CONSTANT_VALUE: false });
  });

  it('disables check limits and precision at head office', () => {
    expect(enabledFields('REA', true)).toMatchObject({ UPPER_CHK_LIMIT: false, LOWER_CHK_LIMIT: false, DISPLAY_PRECISION: false });
    expect(enabledFields('REA', false)).toMatchObject({ UPPER_CHK_LIMIT: true, LOWER_CHK_LIMIT: true, DISPLAY_PRECISION: true });
  });

  it('clears the function for a non-SIM type and the constant for a non-CON type', () => {
    expect(clearedByType('REA')).toEqual({ SFNC_CODE: null, CONSTANT_VALUE: null });
    expect(clearedByType('SIM')).toEqual({ CONSTANT_VALUE: null });
    expect(clearedByType('CON')).toEqual({ SFNC_CODE: null });
  });

  it('lets a site change local dependencies and head office global ones', () => {
    expect(mayChangeDependencies('Y', false)).toBe(true);
    expect(mayChangeDependencies('N', false)).toBe(false);
    expect(mayChangeDependencies('N', true)).toBe(true);
    expect(mayChangeDependencies('Y', true)).toBe(false);
  });

  it('sends the whole parameter without code and audit fields, the form over the stored values, empty as null', () => {
    const values = formValuesOf(parameter);
    expect(values).not.toHaveProperty('CODE');
    expect(values).not.toHaveProperty('LAST_UPDATED_BY');
    expect(updateBodyOf(parameter, { HEADING1: 'TJ', UNITS: '', UPPER_CHK_LIMIT: undefined })).toEqual({
      ...values,
      HEADING1: 'TJ',
      UNITS: null,
      UPPER_CHK_LIMIT: null,
    });
  });
});

describe('new parameter (spec 2 §4, §5)', () => {
  const describe_ = (names: Record<string, string>) => (code: string | undefined) => (code ? names[code] : undefined);

  it('composes the code once every part is chosen', () => {
    expect(composedCode({ ITEM_CODE: 'TJ', MEASUREMENT_CODE: 'NY', STATISTIC_CODE: 'V', UNIT_NO: '1', PERIOD_CODE: 'H' })).toBe(
      'TJ-NY-V-1H',
    );
    expect(composedCode({ ITEM_CODE: 'TJ', MEASUREMENT_CODE: 'NY', STATISTIC_CODE: 'V', PERIOD_CODE: 'H' })).toBeNull();
    expect(composedCode({ ITEM_CODE: 'TJ', MEASUREMENT_CODE: 'NY', STATISTIC_CODE: 'V', UNIT_NO: 'x', PERIOD_CODE: 'H' })).toBeNull();
  });

  it('forces CON for period C and resets CON to REA for another period', () => {
    expect(typeForPeriod('C', 'REA')).toBe('CON');
    expect(typeForPeriod('H', 'CON')).toBe('REA');
    expect(typeForPeriod('H', 'SIM')).toBe('SIM');
    expect(typeForPeriod(undefined, 'SIM')).toBe('SIM');
  });

  it('fills the headings from the item, the measurement, and the statistic with the period', () => {
    const names = {
      item: describe_({ TJ: 'Thick Juice' }),
      measurement: describe_({ NY: 'Nitrogen' }),
      statistic: describe_({ V: 'Value' }),
    };
    expect(headingsFor({ ITEM_CODE: 'TJ', MEASUREMENT_CODE: 'NY', STATISTIC_CODE: 'V', PERIOD_CODE: 'H' }, names)).toEqual({
      HEADING1: 'Thick Juice',
      HEADING2: 'Nitrogen',
      HEADING3: 'Value Hourly',
    });
    expect(headingsFor({ ITEM_CODE: 'TJ' }, names)).toEqual({ HEADING1: 'Thick Juice', HEADING2: '', HEADING3: '' });
  });

  it('defaults to REA, in use, not audited, precision 3, and builds the create body', () => {
    expect(NEW_PARAMETER_DEFAULTS).toEqual({ PTYP_CODE: 'REA', DISPLAY_PRECISION: 3, IN_USE_FLAG: true, AUDIT_FLAG: false });
    expect(createBodyOf('TJ-NY-V-1H', { ...NEW_PARAMETER_DEFAULTS, HEADING1: 'Thick Juice', HEADING2: '', PCAT_CODE: 'LAB' })).toEqual({
      CODE: 'TJ-NY-V-1H',
      HEADING1: 'Thick Juice',
      HEADING2: null,
      HEADING3: null,
      PTYP_CODE: 'REA',
      PCAT_CODE: 'LAB',
      DISPLAY_PRECISION: 3,
      IN_USE_FLAG: true,
      AUDIT_FLAG: false,
      UNITS: null,
      LABEL: null,
    });
  });
});
