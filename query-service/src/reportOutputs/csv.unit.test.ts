import type { OutputColumn } from '@ftr/contracts';
import { csvField, csvHeader, csvLines, csvNumber } from './csv.ts';

const column = (site: 'BA' | 'WI', code: string): OutputColumn => ({
  site,
  code,
  heading1: null,
  heading2: null,
  heading3: null,
  precision: 2,
});

describe('CSV text of grabber rows', () => {
  it('quotes a field only when it holds a comma, a quote or a line break (RFC 4180)', () => {
    expect(csvField('TJ-BX-V-1H')).toBe('TJ-BX-V-1H');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it("writes values in full with '.' as the decimal point, and nothing for no value", () => {
    expect([1.5, -0.25, 1234567.125, 0, null].map(csvNumber)).toEqual(['1.5', '-0.25', '1234567.125', '0', '']);
  });

  it('names the columns by code, adding the site when they span sites; lines end CRLF', () => {
    expect(csvHeader([column('BA', 'A-B-V-1H')])).toBe('Real Date,Real Hour,Factory Date,Factory Hour,A-B-V-1H\r\n');
    expect(csvHeader([column('BA', 'A-B-V-1H'), column('WI', 'A-B-V-1H')])).toBe(
      'Real Date,Real Hour,Factory Date,Factory Hour,A-B-V-1H (BA),A-B-V-1H (WI)\r\n',
    );
    expect(csvLines([{ REAL_DATE: '2026-10-24', REAL_HOUR: 24, FTR_DATE: '2026-10-25', FTR_HOUR: 17, values: [null, 2.5] }])).toBe(
      '2026-10-24,24,2026-10-25,17,,2.5\r\n',
    );
  });
});
