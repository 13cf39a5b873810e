import { limitBreach, limitBreachText, outsideAbsoluteLimits, type ValueLimits } from './limits.ts';

const LIMITS: ValueLimits = { UPPER_CHECK: 90, LOWER_CHECK: 10, UPPER_ABSOLUTE: 120, LOWER_ABSOLUTE: 0 };

describe('a value against its limits (the server refuses by it, the grid colours by it)', () => {
  it.each([
    [50, null],
    [90, null],
    [10, null],
    [95.2, { kind: 'check', side: 'upper', limit: 90 }],
    [5, { kind: 'check', side: 'lower', limit: 10 }],
    [120, { kind: 'check', side: 'upper', limit: 90 }],
    [120.5, { kind: 'absolute', side: 'upper', limit: 120 }],
    [-1, { kind: 'absolute', side: 'lower', limit: 0 }],
  ])('%p breaks %p (a limit itself is inside; absolute before check)', (value, breach) => {
    expect(limitBreach(LIMITS, value)).toEqual(breach);
  });

  it('no value and no limits break nothing; only absolute limits refuse', () => {
    expect(limitBreach(LIMITS, null)).toBeNull();
    expect(limitBreach({ UPPER_CHECK: null, LOWER_CHECK: null, UPPER_ABSOLUTE: null, LOWER_ABSOLUTE: null }, 1e9)).toBeNull();
    expect([outsideAbsoluteLimits(LIMITS, 95.2), outsideAbsoluteLimits(LIMITS, 121)]).toEqual([false, true]);
  });

  it('says which limit, with the value as typed', () => {
    expect(limitBreachText('95.2', { kind: 'check', side: 'upper', limit: 90 })).toBe('95.2 is above the upper check limit 90');
    expect(limitBreachText('-1', { kind: 'absolute', side: 'lower', limit: 0 })).toBe('-1 is below the lower absolute limit 0');
  });
});
