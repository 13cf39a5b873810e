import type { LookupDto } from '@ftr/contracts';
import { codeLengthMessage, lookupBody, lookupFormValues } from './form.ts';

const bs: LookupDto = {
  code: 'BS',
  description: 'Beet Slice',
  parameters: 3,
  active_parameters: 2,
  updatedAt: '2026-11-22T10:00:00.000Z',
  updatedBy: 'admin',
};

describe('lookup form helpers', () => {
  it('opens an update with the code and description, and a create empty', () => {
    expect(lookupFormValues({ mode: 'update', lookup: bs })).toEqual({ code: 'BS', description: 'Beet Slice' });
    expect(lookupFormValues({ mode: 'create' })).toEqual({});
  });

  it('sends the code and description on create, and the entry, the description and the reason (blank: none) on update', () => {
    expect(lookupBody({ mode: 'create' }, { code: 'XX', description: 'New', reason: 'ignored' })).toEqual({
      code: 'XX',
      description: 'New',
    });
    expect(lookupBody({ mode: 'update', lookup: bs }, { code: 'OTHER', description: 'Beet Slices', reason: '  ' })).toEqual({
      code: 'BS',
      description: 'Beet Slices',
      reason: null,
    });
    expect(lookupBody({ mode: 'update', lookup: bs }, { code: 'BS', description: 'Beet Slices', reason: ' Lab name ' }).reason).toBe(
      'Lab name',
    );
  });

  it("checks a code against its list's length as the user types", () => {
    expect(codeLengthMessage('statistic', 'ABCDE')).toBe('Code must be at most 4 characters');
    expect(codeLengthMessage('statistic', 'ABCD')).toBeUndefined();
    expect(codeLengthMessage('item', 'ABCDEFGH')).toBeUndefined();
    expect(codeLengthMessage('item', undefined)).toBeUndefined();
  });
});
