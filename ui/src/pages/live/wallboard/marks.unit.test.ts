import { MARK_SYMBOL, cellMark } from './marks.ts';

const limits = { UPPER_CHECK: 20, LOWER_CHECK: 10, UPPER_ABSOLUTE: 100, LOWER_ABSOLUTE: 0 };

describe('cellMark', () => {
  it.each([
    [15, 'plain', ''],
    [20, 'plain', ''],
    [10, 'plain', ''],
    [25, 'high', '▲'],
    [5, 'low', '▼'],
    [101, 'absHigh', '▲▲'],
    [-1, 'absLow', '▼▼'],
  ])('given %p, then %s with "%s"', (value, mark, symbol) => {
    expect(cellMark(limits, value)).toBe(mark);
    expect(MARK_SYMBOL[cellMark(limits, value)]).toBe(symbol);
  });

  it('given no limits or no value, then plain', () => {
    expect(cellMark({ UPPER_CHECK: null, LOWER_CHECK: null, UPPER_ABSOLUTE: null, LOWER_ABSOLUTE: null }, 1e9)).toBe('plain');
    expect(cellMark(limits, null)).toBe('plain');
  });
});
