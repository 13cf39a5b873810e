import { daysBetween } from '@ftr/contracts';

/** Spec 3 §9: operation cards turn red at 10 days remaining or fewer. */
export const ENDING_SOON_DAYS = 10;

/** Whole days from today's factory date to the operation's end date (0 on its last day). */
export const daysRemaining = (endDate: string, today: string): number => daysBetween(today, endDate);

export const isEndingSoon = (endDate: string, today: string): boolean => daysRemaining(endDate, today) <= ENDING_SOON_DAYS;

export const remainingText = (days: number): string => {
  if (days < 0) return 'Ended';
  if (days === 0) return 'Ends today';
  return days === 1 ? '1 day remaining' : `${days} days remaining`;
};
