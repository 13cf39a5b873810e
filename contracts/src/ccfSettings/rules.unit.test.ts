import { CcfAnalysisBody, CcfTypeBody } from './schemas.ts';
import { ccfAnalysisErrors, limitOrderErrors, parseFieldMessage, uniquenessErrors } from './rules.ts';

const types = [
  { code: 'FS', name: 'Food Safety' },
  { code: 'QC', name: 'Quality' },
];
const analyses = [{ code: 'THINPH', name: 'Thin juice pH' }];
const analysis = { code: 'brix', name: 'Brix', type: 'qc', low_abs: 1, low_trigger: 2, high_trigger: 3, high_abs: 4 };

describe('CCF settings rules (spec 3 §5)', () => {
  describe('uniqueness', () => {
    it('refuses a code taken on insert, whatever its case and spaces', () => {
      expect(uniquenessErrors({ code: ' fs ', name: 'Other' }, types, 'insert')).toEqual({ code: 'Must be unique' });
    });
    it('lets an update keep its own code and name', () => {
      expect(uniquenessErrors({ code: 'FS', name: 'Food Safety' }, types, 'update')).toEqual({});
    });
    it('refuses a name another item has (trimmed, case-insensitive), on insert and on update', () => {
      expect(uniquenessErrors({ code: 'HS', name: '  quality ' }, types, 'insert')).toEqual({ name: 'Must be unique' });
      expect(uniquenessErrors({ code: 'FS', name: 'QUALITY' }, types, 'update')).toEqual({ name: 'Must be unique' });
    });
    it('says nothing about empty fields (the field rules do)', () => {
      expect(uniquenessErrors({ code: '', name: '' }, types, 'insert')).toEqual({});
    });
  });

  describe('limit ordering', () => {
    it('accepts ordered, equal and partly empty limits', () => {
      expect(limitOrderErrors({ low_abs: 1, low_trigger: 1, high_trigger: 3, high_abs: 3 })).toEqual({});
      expect(limitOrderErrors({ low_abs: null, low_trigger: null, high_trigger: 40, high_abs: 50 })).toEqual({});
      expect(limitOrderErrors({})).toEqual({});
    });
    it.each([
      [{ low_abs: 5, low_trigger: 4 }, { low_trigger: 'Must be greater than or equal to Low Absolute Limit' }],
      [{ low_trigger: 5, high_trigger: 4 }, { high_trigger: 'Must be greater than or equal to Low Trigger Limit' }],
      [{ high_trigger: 5, high_abs: 4 }, { high_abs: 'Must be greater than or equal to High Trigger Limit' }],
      // the nearest limit set below is the one named
      [{ low_abs: 5, high_abs: 4 }, { high_abs: 'Must be greater than or equal to Low Absolute Limit' }],
      [{ low_abs: 1, low_trigger: 6, high_abs: 4 }, { high_abs: 'Must be greater than or equal to Low Trigger Limit' }],
    ])('puts the message on the higher field: %o', (limits, errors) => {
      expect(limitOrderErrors(limits)).toEqual(errors);
    });
  });

  it('collects every cross-field problem of an analysis', () => {
    expect(ccfAnalysisErrors(analysis, analyses, types, 'insert')).toEqual({});
    expect(ccfAnalysisErrors({ ...analysis, name: 'thin JUICE ph', type: '', high_abs: 0 }, analyses, types, 'insert')).toEqual({
      name: 'Must be unique',
      type: 'CCF Type must be selected',
      high_abs: 'Must be greater than or equal to High Trigger Limit',
    });
    expect(ccfAnalysisErrors({ ...analysis, type: 'XX' }, analyses, types, 'insert')).toEqual({ type: 'CCF Type XX does not exist' });
  });

  it('reads the field back from a refusal text', () => {
    expect(parseFieldMessage('name: Must be unique', ['code', 'name'])).toEqual({ field: 'name', message: 'Must be unique' });
    expect(parseFieldMessage('FS is assigned to one or more analyses', ['code', 'name'])).toBeNull();
    expect(parseFieldMessage('other: text', ['code', 'name'])).toBeNull();
  });

  describe('schemas', () => {
    it('trims and upper-cases codes, trims names, and sends empty limits and an empty reason as null', () => {
      expect(CcfTypeBody.parse({ code: ' fs ', name: ' Food Safety ' })).toEqual({ code: 'FS', name: 'Food Safety' });
      expect(CcfAnalysisBody.parse({ code: ' brix', name: 'Brix ', type: 'qc' })).toEqual({
        code: 'BRIX',
        name: 'Brix',
        type: 'QC',
        low_abs: null,
        low_trigger: null,
        high_trigger: null,
        high_abs: null,
        reason: null,
      });
    });
    it.each([
      [{ code: 'ABCD', name: 'x' }, 'Code must be at most 3 characters'],
      [{ code: 'A', name: 'x'.repeat(21) }, 'Name must be at most 20 characters'],
      [{ code: ' ', name: 'x' }, 'Code is required'],
      [{ code: 'A', name: '' }, 'Name is required'],
    ])('limits a type %o', (body, message) => {
      expect(CcfTypeBody.safeParse(body).error?.issues[0]?.message).toBe(message);
    });
    it.each([
      [{ ...analysis, code: 'X'.repeat(11) }, 'Code must be at most 10 characters'],
      [{ ...analysis, name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
      [{ ...analysis, type: '' }, 'CCF Type must be selected'],
      [{ ...analysis, type: null }, 'CCF Type must be selected'],
      [{ ...analysis, low_abs: 'one' }, 'Limits must be numbers'],
    ])('limits an analysis %o', (body, message) => {
      expect(CcfAnalysisBody.safeParse(body).error?.issues[0]?.message).toBe(message);
    });
    it('accepts names at their maximum lengths', () => {
      expect(CcfTypeBody.safeParse({ code: 'ABC', name: 'x'.repeat(20) }).success).toBe(true);
      expect(CcfAnalysisBody.safeParse({ ...analysis, code: 'X'.repeat(10), name: 'x'.repeat(100) }).success).toBe(true);
    });
  });
});
