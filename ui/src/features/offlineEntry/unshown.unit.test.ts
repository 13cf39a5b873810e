import type { KeptCell } from './db.ts';
import { withUnshown } from './unshown.ts';

const cell = (code: string, hour: number, text: string): KeptCell => ({ code, date: '2026-11-26', hour, text, original: null });

describe('withUnshown', () => {
  it('adds the kept cells the grid could not show; a cell the grid holds is the grid’s', () => {
    expect(withUnshown([cell('A', 1, '1'), cell('B', 2, '7')], [cell('B', 2, '5'), cell('GONE', 3, '9')])).toEqual([
      cell('A', 1, '1'),
      cell('B', 2, '7'),
      cell('GONE', 3, '9'),
    ]);
  });
});
