import { DEMO_SEQUENCE_ROWS, sequenceSum } from './sequenceSum.ts';

describe('sequenceSum (standard add/subtract function)', () => {
  it('adds the values with a positive sequence and subtracts those with a negative sequence', () => {
    expect(
      sequenceSum([
        { sequence: 1, value: 5 },
        { sequence: 2, value: 7 },
        { sequence: -3, value: 2 },
      ]),
    ).toBe(10);
  });

  it('gives 50 for the demo rows (-1, 10), (2, 10), (3, 50)', () => {
    expect(sequenceSum(DEMO_SEQUENCE_ROWS)).toBe(50);
  });

  it('is 0 for no rows', () => {
    expect(sequenceSum([])).toBe(0);
  });

  it('ignores sequence 0 and rows missing a sequence or a value', () => {
    expect(
      sequenceSum([
        { sequence: 0, value: 100 },
        { sequence: null, value: 100 },
        { sequence: 4, value: null },
        { sequence: 1, value: 3 },
      ]),
    ).toBe(3);
  });

  it('handles negative and fractional values by the same rule', () => {
    expect(
      sequenceSum([
        { sequence: 1, value: -2.5 },
        { sequence: -1, value: -4 },
      ]),
    ).toBeCloseTo(1.5);
  });

  it('ignores non-finite numbers', () => {
    expect(
      sequenceSum([
        { sequence: 1, value: Number.NaN },
        { sequence: Number.POSITIVE_INFINITY, value: 1 },
        { sequence: 2, value: 2 },
      ]),
    ).toBe(2);
  });

  it('does not depend on the order of the rows', () => {
    const rows = [
      { sequence: 3, value: 1 },
      { sequence: -2, value: 8 },
      { sequence: 1, value: 4 },
    ];
    expect(sequenceSum([...rows].reverse())).toBe(sequenceSum(rows));
  });
});
