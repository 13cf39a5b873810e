import { STANDARD_FUNCTION_CODES, STANDARD_FUNCTIONS, applyStandardFunction, orderInputs, type FunctionInput } from './standard.ts';

const rows = (...pairs: [number, number | null][]): FunctionInput[] => pairs.map(([sequence, value]) => ({ sequence, value }));

describe('standard functions', () => {
  it('has one entry, with a name and description, per code', () => {
    expect(STANDARD_FUNCTIONS.map((f) => f.code)).toEqual([...STANDARD_FUNCTION_CODES]);
    for (const f of STANDARD_FUNCTIONS) expect(f.name.length * f.description.length).toBeGreaterThan(0);
  });

  it('SEQSUM adds positive-sequence values and subtracts negative ones (the /help/functions rows give 50)', () => {
    expect(applyStandardFunction('SEQSUM', rows([-1, 10], [2, 10], [3, 50]))).toBe(50);
    expect(applyStandardFunction('SEQSUM', rows([1, 5], [-2, 7]))).toBe(-2);
  });

  it.each([
    ['SUM', 70],
    ['AVG', 70 / 3],
    ['MIN', 10],
    ['MAX', 50],
    ['PRODUCT', 5000],
  ] as const)('%s ignores the sign of the sequence', (code, expected) => {
    expect(applyStandardFunction(code, rows([-1, 10], [2, 10], [3, 50]))).toBeCloseTo(expected);
  });

  it('RATIO divides the first input by the second in sequence order (by magnitude)', () => {
    expect(applyStandardFunction('RATIO', rows([2, 20], [1, 16]))).toBeCloseTo(0.8);
    expect(applyStandardFunction('RATIO', rows([-1, 9], [2, 3]))).toBe(3);
  });

  it('RATIO is empty when dividing by zero or with fewer than two inputs', () => {
    expect(applyStandardFunction('RATIO', rows([1, 5], [2, 0]))).toBeNull();
    expect(applyStandardFunction('RATIO', rows([1, 5]))).toBeNull();
  });

  it.each(STANDARD_FUNCTION_CODES)('%s is empty when an input is missing or there are no inputs', (code) => {
    expect(applyStandardFunction(code, rows([1, 4], [2, null]))).toBeNull();
    expect(applyStandardFunction(code, rows([1, 4], [2, Number.NaN]))).toBeNull();
    expect(applyStandardFunction(code, [])).toBeNull();
  });

  it('is empty when the result is not a finite number', () => {
    expect(applyStandardFunction('PRODUCT', rows([1, 1e200], [2, 1e200]))).toBeNull();
  });

  it('orders inputs by the magnitude of the sequence, keeping ties in their given order', () => {
    const ordered = orderInputs(rows([3, 1], [-1, 2], [2, 3], [-2, 4]));
    expect(ordered.map((r) => r.value)).toEqual([2, 3, 4, 1]);
  });
});
