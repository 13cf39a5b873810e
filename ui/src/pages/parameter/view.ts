import { addDays, type DataPoint, type ParameterDto } from '@ftr/contracts';

// The data view's rules (spec 2 §9): period options by the code's last letter, weekly rows, row highlighting.

export type Period = '1D' | '2D' | '3D' | '1W' | '2W' | '1M' | '3M' | '6M' | '1Y';

/** W or T: 1M 3M 6M 1Y (default 1M); H: 1D 2D 3D 1W (default 1D); otherwise 1W 2W 1M 3M (default 1W). */
export const periodOptions = (code: string): { options: Period[]; initial: Period } => {
  const last = code.trim().toUpperCase().at(-1);
  if (last === 'W' || last === 'T') return { options: ['1M', '3M', '6M', '1Y'], initial: '1M' };
  if (last === 'H') return { options: ['1D', '2D', '3D', '1W'], initial: '1D' };
  return { options: ['1W', '2W', '1M', '3M'], initial: '1W' };
};

const DAYS: Record<Period, number> = { '1D': 1, '2D': 2, '3D': 3, '1W': 7, '2W': 14, '1M': 0, '3M': 0, '6M': 0, '1Y': 0 };
const MONTHS: Partial<Record<Period, number>> = { '1M': 1, '3M': 3, '6M': 6, '1Y': 12 };

/** Same day n months earlier (clamped to the month's last day). */
const monthsBefore = (date: string, n: number): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) - n;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
};

/** The factory dates a period covers, ending today: 1D is today; 1W the 7 days to today; 1M from the same day a month ago. */
export const periodRange = (period: Period, today: string): { from: string; to: string } => {
  const months = MONTHS[period];
  if (months !== undefined) return { from: addDays(monthsBefore(today, months), 1), to: today };
  return { from: addDays(today, 1 - DAYS[period]), to: today };
};

/**
 * Where the opening period ends: on the factory date of the latest value (never after
 * today), so the view opens on data rather than on an empty window; today when there is none.
 */
export const openingEnd = (latest: string | null, today: string): string => (latest !== null && latest < today ? latest : today);

/** Weekly (W) parameters show only Monday rows. */
export const visiblePoints = (code: string, points: readonly DataPoint[]): DataPoint[] =>
  code.trim().toUpperCase().endsWith('W') ? points.filter((p) => new Date(`${p.PARAM_DATE}T00:00:00Z`).getUTCDay() === 1) : [...points];

export type RowTone = 'dangerText' | 'dangerRow' | null;
type Limits = Pick<ParameterDto, 'UPPER_ABS_LIMIT' | 'UPPER_CHK_LIMIT' | 'LOWER_CHK_LIMIT' | 'LOWER_ABS_LIMIT'>;

/**
 * At or above the upper absolute limit: danger text; at or above the upper check, or at or below the
 * lower check or the lower absolute limit: a danger row.
 */
export const rowTone = (value: number, p: Limits): RowTone => {
  if (p.UPPER_ABS_LIMIT !== null && value >= p.UPPER_ABS_LIMIT) return 'dangerText';
  const high = p.UPPER_CHK_LIMIT !== null && value >= p.UPPER_CHK_LIMIT;
  const low = (p.LOWER_CHK_LIMIT !== null && value <= p.LOWER_CHK_LIMIT) || (p.LOWER_ABS_LIMIT !== null && value <= p.LOWER_ABS_LIMIT);
  return high || low ? 'dangerRow' : null;
};
