import { parseClipboard, pasteSummary, planPaste } from './paste.ts';

describe('clipboard text from Excel', () => {
  it('splits rows on newlines and cells on tabs, ignoring the trailing newline', () => {
    expect(parseClipboard('1\t2\t3\r\n4\t5\t6\r\n')).toEqual([
      ['1', '2', '3'],
      ['4', '5', '6'],
    ]);
    expect(parseClipboard('1\t2\n3\t4')).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('keeps empty cells (they clear) and cleans each cell', () => {
    expect(parseClipboard('1,234.5\t\t-2\n')).toEqual([['1234.5', '', '-2']]);
  });

  it('reads a single value as a one-cell block', () => {
    expect(parseClipboard('42')).toEqual([['42']]);
    expect(parseClipboard('42\n')).toEqual([['42']]);
    expect(parseClipboard('')).toEqual([['']]);
  });

  it('keeps inner empty rows', () => {
    expect(parseClipboard('1\n\n3\n')).toEqual([['1'], [''], ['3']]);
  });
});

describe('where a block goes', () => {
  const size = { rows: 4, cols: 3 };
  const all = () => true;

  it('fills the block starting at the focused cell', () => {
    const plan = planPaste(
      [
        ['1', '2'],
        ['3', '4'],
        ['5', '6'],
      ],
      { row: 1, col: 1 },
      size,
      all,
    );
    expect(plan.writes).toEqual([
      { row: 1, col: 1, text: '1' },
      { row: 1, col: 2, text: '2' },
      { row: 2, col: 1, text: '3' },
      { row: 2, col: 2, text: '4' },
      { row: 3, col: 1, text: '5' },
      { row: 3, col: 2, text: '6' },
    ]);
    expect(plan.skipped).toBe(0);
    expect(plan.outside).toBe(0);
  });

  it('skips read-only cells without shifting the block, and counts them', () => {
    const plan = planPaste(
      [
        ['1', '2', '3'],
        ['4', '5', '6'],
      ],
      { row: 0, col: 0 },
      size,
      (_row, col) => col !== 1,
    );
    expect(plan.writes.map((w) => w.text)).toEqual(['1', '3', '4', '6']);
    expect(plan.writes.map((w) => w.col)).toEqual([0, 2, 0, 2]);
    expect(plan.skipped).toBe(2);
  });

  it('leaves out and counts what falls beyond the grid', () => {
    const plan = planPaste(
      [
        ['1', '2'],
        ['3', '4'],
      ],
      { row: 3, col: 2 },
      size,
      all,
    );
    expect(plan.writes).toEqual([{ row: 3, col: 2, text: '1' }]);
    expect(plan.outside).toBe(3);
  });
});

describe('the paste message', () => {
  it('says how many values went in and how many read-only cells were skipped', () => {
    expect(pasteSummary({ writes: [{ row: 0, col: 0, text: '1' }], skipped: 0, outside: 0 })).toBe('Pasted 1 value');
    const writes = [0, 1, 2, 3].map((col) => ({ row: 0, col, text: '1' }));
    expect(pasteSummary({ writes, skipped: 2, outside: 0 })).toBe('Pasted 4 values; 2 read-only cells skipped');
    expect(pasteSummary({ writes: [], skipped: 1, outside: 3 })).toBe(
      'Pasted 0 values; 1 read-only cell skipped; 3 values beyond the grid left out',
    );
  });
});
