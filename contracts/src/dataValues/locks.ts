// Cell locks (spec 1 §4 Cell editing, §6, §9). Pure: the grid greys locked cells and the server refuses them.
import { addDays, daysBetween } from '../time/calendar.ts';

/** Records lock after this many days unless the user has HISTORIC_DATA (spec 1 §9). */
export const HISTORIC_LOCK_DAYS = 3;

export const LOCK_REASONS = ['beforeStart', 'afterEnd', 'future', 'historic'] as const;
export type LockReason = (typeof LOCK_REASONS)[number];

export const LOCK_REASON_TEXT: Record<LockReason, string> = {
  beforeStart: 'before the operation started',
  afterEnd: 'more than a day after the operation ended',
  future: 'in the future',
  historic: `older than ${HISTORIC_LOCK_DAYS} days (needs the Historic Data permission)`,
};

export interface LockInput {
  /** The cell's factory date. */
  date: string;
  operation: { startDate: string; endDate: string };
  /** Today's factory date. */
  today: string;
  historicData: boolean;
}

/**
 * Why a cell cannot be edited, or null. All on factory dates:
 * - before the operation's start date;
 * - more than one day past its end date (the day after the end is still open);
 * - a future factory date (our rule: a reading cannot be entered before its day; today's later hours,
 *   where daily values sit, stay open);
 * - without HISTORIC_DATA, "more than 3 days old": more than 3 whole factory days before today, so
 *   today and the 3 days before it are open and the 4th day back is locked.
 */
export const cellLock = ({ date, operation, today, historicData }: LockInput): LockReason | null => {
  if (date < operation.startDate) return 'beforeStart';
  if (date > addDays(operation.endDate, 1)) return 'afterEnd';
  if (date > today) return 'future';
  if (!historicData && daysBetween(date, today) > HISTORIC_LOCK_DAYS) return 'historic';
  return null;
};
