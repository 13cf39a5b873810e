import { gridPath, parseGridTarget } from './paths.ts';

describe('the grid route (spec 1 §2)', () => {
  const target = { screenId: 12, operation: 'BC2026', type: 'HLY', date: '2026-11-22', hourMode: 'NOW' } as const;

  it('builds /dataentry/{screenId}/{operationCode}/{screenType}/{date}/{hourMode}', () => {
    expect(gridPath(target)).toBe('/dataentry/12/BC2026/HLY/2026-11-22/NOW');
  });

  it('reads it back', () => {
    expect(parseGridTarget({ screenId: '12', operationCode: 'BC2026', screenType: 'HLY', date: '2026-11-22', hourMode: 'NOW' })).toEqual(
      target,
    );
    expect(parseGridTarget({ screenId: '3', operationCode: 'jr-1', screenType: 'dly', date: '2026-02-28', hourMode: 'end' })).toEqual({
      screenId: 3,
      operation: 'JR-1',
      type: 'DLY',
      date: '2026-02-28',
      hourMode: 'END',
    });
  });

  it.each([
    { screenId: 'x', operationCode: 'BC', screenType: 'HLY', date: '2026-11-22', hourMode: 'NOW' },
    { screenId: '0', operationCode: 'BC', screenType: 'HLY', date: '2026-11-22', hourMode: 'NOW' },
    { screenId: '1', operationCode: '', screenType: 'HLY', date: '2026-11-22', hourMode: 'NOW' },
    { screenId: '1', operationCode: 'BC', screenType: 'WLY', date: '2026-11-22', hourMode: 'NOW' },
    { screenId: '1', operationCode: 'BC', screenType: 'HLY', date: '2026-02-30', hourMode: 'NOW' },
    { screenId: '1', operationCode: 'BC', screenType: 'HLY', date: '2026-11-22', hourMode: 'LATER' },
    {},
  ])('refuses %j', (params) => {
    expect(parseGridTarget(params)).toBeNull();
  });
});
