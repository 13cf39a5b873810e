import { chooseSummaryDefault, currentStream } from './defaults.ts';

const op = (OPTN_CODE: string, TYPE_ID: string, START_DATE: string, END_DATE: string) => ({ OPTN_CODE, TYPE_ID, START_DATE, END_DATE });
const month = (CODE: string, counts: Record<string, number>) => ({
  CODE,
  OPERATIONS: Object.fromEntries(Object.entries(counts).map(([o, count]) => [o, { count }])),
});

describe('the summary a site opens on', () => {
  it("takes the stream of the operation running today, else of the latest started, else the spec's", () => {
    const ops = [
      op('BC2025', 'BC', '2025-09-01', '2026-01-31'),
      op('JR2026', 'JR', '2026-02-10', '2026-03-20'),
      op('BC2026', 'BC', '2026-09-01', '2027-01-31'),
    ];
    expect(currentStream(ops, '2026-03-01')).toBe('JR');
    expect(currentStream(ops, '2026-05-01')).toBe('JR'); // between the two: the latest started
    expect(currentStream(ops, '2026-11-29')).toBe('BC');
    expect(currentStream([op('BO1', 'BO', '2026-01-01', '2026-12-31')], '2026-11-29')).toBe('BC');
    expect(currentStream([], '2026-11-29')).toBe('BC');
  });

  it("opens on the spec's code when the site has values of it in the stream, else on a code of the newest month", () => {
    const inStream = new Set(['BC2026']);
    expect(chooseSummaryDefault('BA', 'BC', inStream, [month('DY-NO-V-0T', { BC2026: 3 })], [month('X-Y-V-1H', { BC2026: 1 })])).toEqual({
      site: 'BA',
      code: 'DY-NO-V-0T',
      stream: 'BC',
      statistic: 'MAX',
    });
    expect(
      chooseSummaryDefault(
        'BA',
        'BC',
        inStream,
        [month('DY-NO-V-0T', { JR2026: 3 })],
        [month('A-B-V-1H', { JR2026: 2 }), month('X-Y-V-1H', { BC2026: 1 })],
      ).code,
    ).toBe('X-Y-V-1H');
    expect(chooseSummaryDefault('BA', 'BC', inStream, [], []).code).toBe('DY-NO-V-0T');
  });
});
