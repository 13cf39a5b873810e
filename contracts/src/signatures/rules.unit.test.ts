import { oldCorrections } from './corrections.ts';
import { limitsChanged } from './limits.ts';
import { SignatureSettingsBody, signatureLine } from './schemas.ts';

describe('signature rules', () => {
  it('a change of limits is a limit set to another value; a field not named is kept', () => {
    const before = { UPPER_CHK_LIMIT: 72, LOWER_CHK_LIMIT: null, HEADING1: 'Brix' };
    expect(limitsChanged(before, { UPPER_CHK_LIMIT: 72 })).toBe(false);
    expect(limitsChanged(before, { LOWER_CHK_LIMIT: undefined })).toBe(false);
    expect(limitsChanged(before, { UPPER_CHK_LIMIT: 73 })).toBe(true);
    expect(limitsChanged(before, { HIGHTRG: 9 })).toBe(true);
  });
  it('an old correction is an update or deletion of a date more than the days before today', () => {
    const changes = [
      { TYPE: 'Update', FTR_DATE: '2026-11-19' },
      { TYPE: 'Delete', FTR_DATE: '2026-11-18' },
      { TYPE: 'Insert', FTR_DATE: '2026-11-01' },
      { TYPE: 'Update', FTR_DATE: '2026-11-23' },
    ];
    expect(oldCorrections(changes, '2026-11-26', 3).map((c) => c.FTR_DATE)).toEqual(['2026-11-19', '2026-11-18']);
    expect(oldCorrections(changes, '2026-11-26', 0)).toHaveLength(3);
  });
  it('settings keep each action once; days are whole and not negative', () => {
    expect(SignatureSettingsBody.parse({ actions: ['ccfClose', 'ccfClose'], correctionDays: 2 }).actions).toEqual(['ccfClose']);
    expect(SignatureSettingsBody.safeParse({ actions: [], correctionDays: 1.5 }).success).toBe(false);
  });
  it('shows as one line', () => {
    const signature = { userId: 'a', username: 'a', printedName: 'A B', meaning: 'Closed' as const, signedAt: '2026-11-25T10:30:00.000Z' };
    expect(signatureLine(signature)).toBe('Signed: A B (a), Closed, 2026-11-25T10:30:00.000Z');
  });
});
