import { analysisBody, analysisFormValues, orderMessage, uniquenessMessage } from './form.ts';

const thinph = {
  code: 'THINPH',
  name: 'Thin juice pH',
  type: { code: 'QC', name: 'Quality' },
  ccf_type: 'QC',
  low_abs: 8.6,
  low_trigger: 8.9,
  high_trigger: 9.3,
  high_abs: null,
};

describe('CCF settings form helpers', () => {
  it('edits an analysis from its ccf_type and sends empty limits as null', () => {
    const values = analysisFormValues(thinph);
    expect(values.type).toBe('QC');
    expect(analysisBody({ ...values, low_abs: undefined })).toEqual({
      code: 'THINPH',
      name: 'Thin juice pH',
      type: 'QC',
      low_abs: null,
      low_trigger: 8.9,
      high_trigger: 9.3,
      high_abs: null,
      reason: null,
    });
    expect(analysisBody({ ...values, type: undefined }).type).toBe('');
    expect(analysisBody({ ...values, reason: ' Tighter control ' }).reason).toBe('Tighter control');
  });

  it('checks uniqueness against the list shown, as the user types', () => {
    expect(uniquenessMessage('code', { code: 'thinph' }, [thinph], 'insert')).toBe('Must be unique');
    expect(uniquenessMessage('name', { code: 'OTHER', name: 'THIN JUICE PH ' }, [thinph], 'insert')).toBe('Must be unique');
    expect(uniquenessMessage('name', { code: 'THINPH', name: 'Thin juice pH' }, [thinph], 'update')).toBeUndefined();
    expect(uniquenessMessage('code', {}, [thinph], 'insert')).toBeUndefined();
  });

  it('puts the ordering message on the higher limit only', () => {
    const limits = { low_abs: 5, low_trigger: 4, high_trigger: undefined, high_abs: 6 };
    expect(orderMessage('low_trigger', limits)).toBe('Must be greater than or equal to Low Absolute Limit');
    expect(orderMessage('low_abs', limits)).toBeUndefined();
    expect(orderMessage('high_abs', limits)).toBeUndefined();
  });
});
