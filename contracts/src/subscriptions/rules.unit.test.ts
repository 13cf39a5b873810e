import { subscriptionMatches } from './rules.ts';

const limits = { UPPER_CHK_LIMIT: 9, LOWER_CHK_LIMIT: 7, UPPER_ABS_LIMIT: 12, LOWER_ABS_LIMIT: 5 };

describe('subscriptionMatches', () => {
  it('type 1 matches every value entered', () => {
    expect(subscriptionMatches(1, 8, limits)).toBe(true);
  });

  it('type 2 matches values outside the check limits only', () => {
    expect([6.9, 7, 9, 9.1].map((v) => subscriptionMatches(2, v, limits))).toEqual([true, false, false, true]);
  });

  it('type 3 matches values outside the absolute limits only', () => {
    expect([4, 5, 12, 13].map((v) => subscriptionMatches(3, v, limits))).toEqual([true, false, false, true]);
  });

  it('never matches against limits that are not set', () => {
    const none = { UPPER_CHK_LIMIT: null, LOWER_CHK_LIMIT: null, UPPER_ABS_LIMIT: null, LOWER_ABS_LIMIT: null };
    expect(subscriptionMatches(2, 1e9, none) || subscriptionMatches(3, -1e9, none)).toBe(false);
  });
});
