import { constantInForce, constantLimitError, constantUnchanged, type ConstantStep } from './rules.ts';

const steps: ConstantStep[] = [
  { from: '2026-11-10', value: 2 },
  { from: '2026-11-05', value: 3 },
  { from: '2026-11-20', value: 4 },
];

describe('constant in force', () => {
  it('is the base before any change has come', () => {
    expect(constantInForce(steps, 1, '2026-11-04')).toBe(1);
    expect(constantInForce([], null, '2026-11-04')).toBeNull();
  });

  it('is the last recorded change whose date has come (a later change overrides from its own date)', () => {
    expect(constantInForce(steps, 1, '2026-11-05')).toBe(3);
    expect(constantInForce(steps, 1, '2026-11-12')).toBe(3);
    expect(constantInForce(steps, 1, '2026-11-20')).toBe(4);
  });

  it('is unchanged only when the value already holds on every date from the change to today', () => {
    expect(constantUnchanged(steps, 1, 3, '2026-11-05', '2026-11-19')).toBe(true);
    expect(constantUnchanged(steps, 1, 3, '2026-11-05', '2026-11-21')).toBe(false);
    expect(constantUnchanged(steps, 1, 3, '2026-11-01', '2026-11-19')).toBe(false);
  });

  it('checks limits inclusively, a null limit being no bound', () => {
    expect(constantLimitError(5, 5, 10)).toBeNull();
    expect(constantLimitError(10, 5, 10)).toBeNull();
    expect(constantLimitError(4, 5, null)).toBe('Value must be at least 5');
    expect(constantLimitError(11, null, 10)).toBe('Value must be at most 10');
  });
});
