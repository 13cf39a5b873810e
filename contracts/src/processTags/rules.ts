import { PROCESS_TAG_MESSAGES as M } from './messages.ts';
import { ReadingInput, type Reading } from './schemas.ts';

/** An ISO 8601 date and time with an explicit zone: a local time without one is ambiguous on the clock-change days. */
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
/** A clock a little ahead at the plant is tolerated; further ahead is refused. */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;
const EARLIEST = Date.UTC(2000, 0, 1);

export type ReadingCheck = { ok: true; reading: Reading } | { ok: false; reason: string };

/**
 * Checks one reading as it came (any JSON value) against the wire schema and the clock: a zoned ISO
 * timestamp not in the future (beyond FUTURE_TOLERANCE_MS) nor before 2000, a finite value. Pure.
 */
export const checkReading = (input: unknown, now: Date): ReadingCheck => {
  const parsed = ReadingInput.safeParse(input);
  if (!parsed.success) return { ok: false, reason: parsed.error.issues[0]?.message ?? M.valueNumber };
  const { tag, timestamp, value, retrievalType, retrievalInterval } = parsed.data;
  if (!ZONED.test(timestamp)) return { ok: false, reason: M.timestampFormat };
  const instant = Date.parse(timestamp);
  if (Number.isNaN(instant)) return { ok: false, reason: M.timestampFormat };
  if (instant > now.getTime() + FUTURE_TOLERANCE_MS) return { ok: false, reason: M.timestampFuture };
  if (instant < EARLIEST) return { ok: false, reason: M.timestampTooOld };
  return { ok: true, reading: { tag, timestamp: new Date(instant).toISOString(), value, retrievalType, retrievalInterval } };
};

export interface RejectedReading {
  /** Position in the batch (0-based), or the CSV line number. */
  index: number;
  reason: string;
}

/** Checks a batch: the good readings and, for every other one, its position and reason. */
export const checkReadings = (inputs: readonly unknown[], now: Date): { readings: Reading[]; rejected: RejectedReading[] } => {
  const readings: Reading[] = [];
  const rejected: RejectedReading[] = [];
  inputs.forEach((input, index) => {
    const check = checkReading(input, now);
    if (check.ok) readings.push(check.reading);
    else rejected.push({ index, reason: check.reason });
  });
  return { readings, rejected };
};
