import type { SubscriptionType } from './schemas.ts';

interface Limits {
  UPPER_CHK_LIMIT: number | null;
  LOWER_CHK_LIMIT: number | null;
  UPPER_ABS_LIMIT: number | null;
  LOWER_ABS_LIMIT: number | null;
}

const outside = (value: number, lower: number | null, upper: number | null): boolean =>
  (lower !== null && value < lower) || (upper !== null && value > upper);

/**
 * Whether a value entered for a parameter matches a subscription type (spec 2 §9): 1 any value,
 * 2 outside the check limits, 3 outside the absolute limits; 4 (an SPC rule broken) never by a value alone. For the notifier of subscribed users.
 */
export const subscriptionMatches = (type: SubscriptionType, value: number, limits: Limits): boolean => {
  switch (type) {
    case 1:
      return true;
    case 2:
      return outside(value, limits.LOWER_CHK_LIMIT, limits.UPPER_CHK_LIMIT);
    case 3:
      return outside(value, limits.LOWER_ABS_LIMIT, limits.UPPER_ABS_LIMIT);
    case 4:
      // A value alone never breaks an SPC rule: the SPC notifier follows the recorded rule breaks.
      return false;
    default: {
      const unknownType: never = type;
      throw new Error(`Unknown subscription type ${String(unknownType)}`);
    }
  }
};
