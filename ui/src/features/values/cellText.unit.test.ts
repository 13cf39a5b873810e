import { formatCellValue, readCellText, sanitiseCellText } from './cellText.ts';

describe('cell input keeps only digits, minus and dot (spec 1 §5)', () => {
  it.each([
    ['12.5', '12.5'],
    ['-3', '-3'],
    ['1,234.5', '1234.5'],
    [' 7 ', '7'],
    ['abc', ''],
    ['1e5', '15'],
    ['+4', '4'],
    ['£12.30', '12.30'],
    ['\t9\r', '9'],
  ])('%j -> %j', (input, kept) => {
    expect(sanitiseCellText(input)).toBe(kept);
  });
});

describe('reading a cell', () => {
  it('reads numbers', () => {
    expect(readCellText('12.5')).toEqual({ readable: true, value: 12.5 });
    expect(readCellText('-0.25')).toEqual({ readable: true, value: -0.25 });
    expect(readCellText('.5')).toEqual({ readable: true, value: 0.5 });
    expect(readCellText('5.')).toEqual({ readable: true, value: 5 });
    expect(readCellText('007')).toEqual({ readable: true, value: 7 });
  });

  it('reads empty text as an empty cell', () => {
    expect(readCellText('')).toEqual({ readable: true, value: null });
    expect(readCellText('  ')).toEqual({ readable: true, value: null });
  });

  it.each(['-', '.', '-.', '1.2.3', '5-', '--5', '1-2'])('does not read %j', (text) => {
    expect(readCellText(text)).toEqual({ readable: false });
  });
});

describe('showing a stored value', () => {
  it('uses the precision', () => {
    expect(formatCellValue(12.345, 2)).toBe('12.35');
    expect(formatCellValue(3, 0)).toBe('3');
    expect(formatCellValue(3, 3)).toBe('3.000');
  });

  it('shows the plain number without a precision and empty for no value', () => {
    expect(formatCellValue(12.345, null)).toBe('12.345');
    expect(formatCellValue(null, 2)).toBe('');
    expect(formatCellValue(undefined, 2)).toBe('');
  });
});
