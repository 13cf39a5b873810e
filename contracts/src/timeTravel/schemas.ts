import { z } from 'zod';

// Time travel: a grid or a parameter's values exactly as they were known at an instant,
// rebuilt from the event log by folding only the events written at or before it.

export const TIME_TRAVEL_MESSAGES = {
  asOfInvalid: 'As of must be a date and time (ISO 8601, e.g. 2026-11-23T10:15:00Z)',
  asOfInFuture: 'As of cannot be in the future',
  parameterNotYet: (code: string) => `Parameter ${code} did not exist at that time`,
} as const;

/** `?asOf=` on the grid and data-point reads: an ISO instant (with Z or an offset); absent means now. */
export const AsOfQuery = z.object({
  asOf: z.iso.datetime({ offset: true, error: TIME_TRAVEL_MESSAGES.asOfInvalid }).optional(),
});
export type AsOfQuery = z.infer<typeof AsOfQuery>;

/** Whether an event written at `timestamp` was known at `asOf` (both ISO instants). */
export const knownAt = (timestamp: string, asOf: Date): boolean => Date.parse(timestamp) <= asOf.getTime();
