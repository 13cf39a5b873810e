import { factoryDateOf, factoryDayStart } from '../time/factoryTime.ts';
import type { CommentTimeliness } from './schemas.ts';

/** Spec 3 §9: the late-comment cut-off, local time (hour, minute). */
export const LATE_COMMENT_CUTOFF = { hour: 10, minute: 20 } as const;

const MINUTE_MS = 60_000;
/** From the factory day's start (07:00 local) to the cut-off (10:20 local) on the same calendar date. */
const CUTOFF_AFTER_DAY_START_MS = ((LATE_COMMENT_CUTOFF.hour - 7) * 60 + LATE_COMMENT_CUTOFF.minute) * MINUTE_MS;

/**
 * The cut-off instant of a factory day: 10:20 local on the morning the day starts (its start is 07:00
 * local on the previous calendar date). Clocks change at 01:00 UTC, never between 07:00 and 10:20, so
 * it is always 3 h 20 min after the start (09:20 UTC in summer, 10:20 UTC in winter).
 */
export const commentCutoff = (factoryDate: string): Date => new Date(factoryDayStart(factoryDate).getTime() + CUTOFF_AFTER_DAY_START_MS);

/**
 * Spec 3 §2: a comment made after 10:20 is a 'Late Comment', otherwise 'On Time'. Read on the factory
 * day the comment belongs to: from 07:00 to 10:20 local it is on time; from 10:20 until the day ends at
 * 07:00 the next morning it is late (10:20 itself is on time).
 */
export const commentTimeliness = (recordedAt: Date): CommentTimeliness =>
  recordedAt.getTime() > commentCutoff(factoryDateOf(recordedAt)).getTime() ? 'Late Comment' : 'On Time';
