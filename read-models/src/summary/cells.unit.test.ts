import { packCells, parseCells, type SummaryCell } from './cells.ts';

describe('packed month cells', () => {
  it('gives back the same values (every double) and operations', () => {
    const cells = new Map<string, SummaryCell>([
      ['01/1', [0.1 + 0.2, 'BC2026']],
      ['31/25', [-1e-7, 'JR_2026-B']],
      ['15/7', [123456789.123456, 'BO2026']],
    ]);
    expect(parseCells(packCells(cells))).toEqual(cells);
    expect(parseCells('')).toEqual(new Map());
    expect(packCells(new Map())).toBe('');
  });
});
