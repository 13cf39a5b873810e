import { parseTagCsv, splitCsvLine } from './csv.ts';

describe('tag back-fill CSV', () => {
  it('splits fields on commas, quotes allowed', () => {
    expect(splitCsvLine(' BA , PHD,"A,B","say ""hi""",1')).toEqual(['BA', 'PHD', 'A,B', 'say "hi"', '1']);
  });

  it('reads the rows under a header in any order, with line numbers, skipping blank lines', () => {
    const text =
      'Timestamp,Value,Tag,Source,Site,Retrieval_Type\n2026-11-26T10:00:00Z,1.5,T1,phd,ba,avg\n\n2026-11-26T10:01:00Z,,T1,iwb,WI,\n';
    expect(parseTagCsv(text)).toEqual({
      rows: [
        {
          ok: true,
          line: 2,
          site: 'BA',
          source: 'PHD',
          reading: { tag: 'T1', timestamp: '2026-11-26T10:00:00Z', value: 1.5, retrievalType: 'avg' },
        },
        { ok: true, line: 4, site: 'WI', source: 'IWB', reading: { tag: 'T1', timestamp: '2026-11-26T10:01:00Z', value: undefined } },
      ],
    });
  });

  it('gives the reason of rows it cannot place, and refuses a header without the columns', () => {
    const { rows } = parseTagCsv('site,source,tag,timestamp,value\nCO,PHD,T,2026-11-26T10:00:00Z,1\nBA,OPC,T,2026-11-26T10:00:00Z,1\n');
    expect(rows).toEqual([
      { ok: false, line: 2, reason: 'CO is not a factory site' },
      { ok: false, line: 3, reason: 'Source must be PHD or IWB' },
    ]);
    expect(parseTagCsv('site,tag,value\n').error).toBe(
      'The header must name the columns site, source, tag, timestamp, value (missing: source, timestamp)',
    );
  });
});
