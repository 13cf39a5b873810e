// Plain calendar dates ('YYYY-MM-DD'), with no zone: the arithmetic factory time is built on (docs/architecture.md §5).
// Computed on UTC midnights so no daylight-saving change can shift a day.

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of a calendar date. */
export interface DateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const partsOf = (s: string): DateParts | undefined => {
  const m = ISO_DATE.exec(s);
  if (!m) return undefined;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const d = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0..99 to 1900..1999; setUTCFullYear keeps them as given.
  d.setUTCFullYear(year);
  const valid = d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
  return valid ? { year, month, day } : undefined;
};

/** True for a real calendar date written 'YYYY-MM-DD' (so '2026-02-29' is false). */
export const isIsoDate = (s: string): boolean => partsOf(s) !== undefined;

/** The parts of a 'YYYY-MM-DD' date; throws a RangeError for anything else. */
export const parseIsoDate = (s: string): DateParts => {
  const parts = partsOf(s);
  if (!parts) throw new RangeError(`Not a calendar date (YYYY-MM-DD): '${s}'`);
  return parts;
};

const utcMidnight = (s: string): number => {
  const { year, month, day } = parseIsoDate(s);
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year);
  return d.getTime();
};

const formatUtcDate = (ms: number): string => {
  const d = new Date(ms);
  const year = d.getUTCFullYear();
  if (year < 0 || year > 9999) throw new RangeError(`Date out of range: year ${year}`);
  const pad = (n: number, width: number): string => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`;
};

/** The date n calendar days after `date` (n may be negative; must be an integer). */
export const addDays = (date: string, n: number): string => {
  if (!Number.isInteger(n)) throw new RangeError(`Day count must be an integer: ${n}`);
  return formatUtcDate(utcMidnight(date) + n * DAY_MS);
};

/** Whole calendar days from a to b (positive when b is later): addDays(a, daysBetween(a, b)) === b. */
export const daysBetween = (a: string, b: string): number => Math.round((utcMidnight(b) - utcMidnight(a)) / DAY_MS);
