import type { DataPoint, ParameterDto, ParameterHistoryEntry } from '@ftr/contracts';

// The data view's limit lines as of each point's time: the limits now (or as of the
// picked instant), with the parameter's history walked back to give the limits before each change.

export const LIMIT_FIELDS = ['UPPER_ABS_LIMIT', 'UPPER_CHK_LIMIT', 'LOWER_CHK_LIMIT', 'LOWER_ABS_LIMIT'] as const;
export type LimitField = (typeof LIMIT_FIELDS)[number];
export type Limits = Pick<ParameterDto, LimitField>;

/** Limits in force from `from` (an instant; null: since before any change shown) until the next period's. */
export interface LimitPeriod {
  from: string | null;
  limits: Limits;
}

const isLimitField = (field: string): field is LimitField => (LIMIT_FIELDS as readonly string[]).includes(field);
const pick = (p: Limits): Limits => ({
  UPPER_ABS_LIMIT: p.UPPER_ABS_LIMIT,
  UPPER_CHK_LIMIT: p.UPPER_CHK_LIMIT,
  LOWER_CHK_LIMIT: p.LOWER_CHK_LIMIT,
  LOWER_ABS_LIMIT: p.LOWER_ABS_LIMIT,
});

/**
 * The limit periods in time order (pure): the last holds `current` (the definition shown); each change of a
 * limit field (of the parameter, at or before `asOf` when given) starts a period, the one before holding
 * the old values. `entries` newest first, as GET /parameter/{code}/history answers.
 */
export const limitPeriods = (current: Limits, entries: readonly ParameterHistoryEntry[], asOf?: string): LimitPeriod[] => {
  let limits = pick(current);
  const periods: LimitPeriod[] = [];
  const until = asOf === undefined ? Infinity : Date.parse(asOf);
  for (const entry of entries) {
    if (entry.source !== 'parameter' || entry.change === 'ParameterCreated' || Date.parse(entry.at) > until) continue;
    const touched = entry.changes.filter((c) => isLimitField(c.field));
    if (touched.length === 0) continue;
    periods.unshift({ from: entry.at, limits });
    const before = { ...limits };
    for (const c of touched) if (isLimitField(c.field)) before[c.field] = typeof c.from === 'number' ? c.from : null;
    limits = before;
  }
  return [{ from: null, limits }, ...periods];
};

/** The limits in force at `instant`. */
export const limitsAt = (periods: readonly LimitPeriod[], instant: string): Limits => {
  const at = Date.parse(instant);
  let found = periods[0]?.limits;
  for (const p of periods) if (p.from === null || Date.parse(p.from) <= at) found = p.limits;
  return found ?? { UPPER_ABS_LIMIT: null, UPPER_CHK_LIMIT: null, LOWER_CHK_LIMIT: null, LOWER_ABS_LIMIT: null };
};

/** One point of a limit line. */
export interface LimitPoint {
  time: string;
  value: number;
  field: LimitField;
}

/**
 * Each limit's line over the points' span, as steps: its value at the first point, at every change within
 * the span the old then the new value at the change's instant, and its value at the last point. A limit
 * not set is left out (a gap).
 */
export const limitLines = (periods: readonly LimitPeriod[], points: readonly Pick<DataPoint, 'REAL_DATETIME'>[]): LimitPoint[] => {
  const first = points[0]?.REAL_DATETIME;
  const last = points.at(-1)?.REAL_DATETIME;
  if (first === undefined || last === undefined) return [];
  const inside = periods.filter((p) => p.from !== null && Date.parse(p.from) > Date.parse(first) && Date.parse(p.from) <= Date.parse(last));
  return LIMIT_FIELDS.flatMap((field) => {
    const line: { time: string; value: number | null }[] = [{ time: first, value: limitsAt(periods, first)[field] }];
    for (const p of inside) {
      const from = p.from ?? first;
      line.push({ time: from, value: limitsAt(periods, new Date(Date.parse(from) - 1).toISOString())[field] });
      line.push({ time: from, value: p.limits[field] });
    }
    line.push({ time: last, value: limitsAt(periods, last)[field] });
    return line.flatMap((l) => (l.value === null ? [] : [{ time: l.time, value: l.value, field }]));
  });
};
