import type { GlobalConstantDto } from '@ftr/contracts';
import { globalBody, initialForm, limitMessage, siteBody } from './form.ts';

const row: GlobalConstantDto = {
  CODE: 'LM-CA-V-0C',
  HEADING1: 'Lime',
  IN_USE_FLAG: true,
  GROUP: 'EFF',
  GROUP_NAME: 'Efficiencies',
  UNITS: '%',
  MIN_LIMIT: 70,
  MAX_LIMIT: 100,
  BU: 87.5,
  CA: 89,
  NE: null,
  WI: 88,
};

describe('constants form', () => {
  it('sends the site value with the date and a trimmed reason (none when blank)', () => {
    expect(siteBody({ Value: 90, EffectiveFrom: '2026-11-26', Reason: '  Lab  ' })).toEqual({
      Value: 90,
      EffectiveFrom: '2026-11-26',
      Reason: 'Lab',
    });
    expect(siteBody({ Value: 90, EffectiveFrom: '2026-11-26', Reason: ' ' })).toEqual({ Value: 90, EffectiveFrom: '2026-11-26' });
  });

  it('sends head office only the sites whose value changed', () => {
    const values = { ...initialForm({ mode: 'global', constant: row }, '2026-11-26'), CA: 90, NE: 80 };
    expect(globalBody(values, row)).toEqual({ CA: 90, NE: 80, EffectiveFrom: '2026-11-26' });
  });

  it('says the limits as the server does', () => {
    expect(limitMessage(69, row)).toBe('Value must be at least 70');
    expect(limitMessage(101, row)).toBe('Value must be at most 100');
    expect(limitMessage(80, row)).toBeNull();
    expect(limitMessage(null, row)).toBeNull();
  });
});
