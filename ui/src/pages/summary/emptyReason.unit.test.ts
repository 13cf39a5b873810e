import type { OperationDto } from '@ftr/contracts';
import { emptyReason } from './emptyReason.ts';

const op = (OPTN_CODE: string, TYPE_ID: 'BC' | 'JR', START_DATE: string, END_DATE: string) =>
  ({ SITE: 'WI', OPTN_CODE, TYPE_ID, START_DATE, END_DATE }) as OperationDto;
const choice = { site: 'WI' as const, code: 'DY-NO-V-0T', stream: 'BC' as const, statistic: 'MAX' as const };

describe('why a summary is empty', () => {
  it('names the code, the site and the dates the operations of the stream cover (a running one up to today)', () => {
    const ops = [
      op('BC2026', 'BC', '2026-10-30', '2027-02-01'),
      op('BC2025', 'BC', '2025-09-10', '2026-01-31'),
      op('JR2026', 'JR', '2026-03-01', '2026-04-01'),
    ];
    expect(emptyReason(choice, ops, '2026-11-29')).toBe(
      'No values for DY-NO-V-0T at Wissington between 2025-09-10 and 2026-11-29 (Campaign (BC) operations BC2025, BC2026)',
    );
  });

  it('says when the site has no operation of the stream, or before its operations are read', () => {
    expect(emptyReason({ ...choice, stream: 'JR' }, [op('BC2026', 'BC', '2026-10-30', '2027-02-01')], '2026-11-29')).toBe(
      'No values for DY-NO-V-0T at Wissington: Wissington has no Juice Run (JR) operations',
    );
    expect(emptyReason(choice, undefined, '2026-11-29')).toBe('No values for DY-NO-V-0T at Wissington in Campaign (BC) operations');
  });
});
