import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define.ts';
import { parseParameterCode } from '../parameters/rules.ts';
import { SITES, type Site } from '../sites.ts';
import { dailyValueHour, factoryDayEnd, factoryDayStart, factoryHourToInstant } from '../time/factoryTime.ts';
import { TAG_SOURCES } from './schemas.ts';

/** How a captured hour's readings become the hourly value. */
export const CAPTURE_AGGREGATES = ['average', 'sum', 'last', 'min', 'max'] as const;
export type CaptureAggregate = (typeof CAPTURE_AGGREGATES)[number];

/** By the statistic part of the code: Average, Total, Minimum, Maximum; Value (and the rest) the last reading of the hour. */
const BY_STATISTIC: Readonly<Record<string, CaptureAggregate>> = { A: 'average', T: 'sum', MN: 'min', MX: 'max', V: 'last' };

/** What capture fills: a factory hour (1..25), or the factory day ('D': the daily value, at the day's last hour). */
export type CaptureSlot = number | 'D';

/** Which values of a composed code capture fills: hourly (H) or daily (D) ones; null for other periods and other codes. */
export const capturePeriodOf = (code: string): 'H' | 'D' | null => {
  const period = parseParameterCode(code)?.period;
  return period === 'H' || period === 'D' ? period : null;
};

/** The aggregate of an hourly or daily composed code, or null when capture does not fill it. */
export const captureAggregateOf = (code: string): CaptureAggregate | null => {
  const parts = parseParameterCode(code);
  if (!capturePeriodOf(code) || !parts) return null;
  return BY_STATISTIC[parts.statistic] ?? 'last';
};

/** The cell a slot's value goes in: the hour, or the daily value's hour (24; 23 or 25 on the clock-change days). */
export const captureCellHour = (date: string, slot: CaptureSlot): number => (slot === 'D' ? dailyValueHour(date) : slot);

export interface TimedValue {
  timestamp: string;
  value: number;
}

/** The readings of one hour aggregated, rounded to 6 decimals (no floating-point noise in a cell); null for none. Pure. */
export const aggregateReadings = (kind: CaptureAggregate, readings: readonly TimedValue[]): number | null => {
  if (readings.length === 0) return null;
  const values = readings.map((r) => r.value);
  let result: number;
  switch (kind) {
    case 'average':
      result = values.reduce((a, b) => a + b, 0) / values.length;
      break;
    case 'sum':
      result = values.reduce((a, b) => a + b, 0);
      break;
    case 'min':
      result = Math.min(...values);
      break;
    case 'max':
      result = Math.max(...values);
      break;
    case 'last':
      result = [...readings].sort((a, b) => a.timestamp.localeCompare(b.timestamp)).at(-1)?.value ?? Number.NaN;
      break;
  }
  return Math.round(result * 1e6) / 1e6;
};

/**
 * The readings of factory hour `hour` of `date`: stamped after the hour's start and up to its end
 * inclusive, as instantToFactory places instants (an hour's end instant belongs to it). UTC ISO instants.
 */
export const captureWindow = (date: string, slot: CaptureSlot): { after: string; through: string } => {
  if (slot === 'D') return { after: factoryDayStart(date).toISOString(), through: factoryDayEnd(date).toISOString() };
  const end = factoryHourToInstant(date, slot).getTime();
  return { after: new Date(end - 3_600_000).toISOString(), through: new Date(end).toISOString() };
};

export const inCaptureWindow = (timestamp: string, window: { after: string; through: string }): boolean =>
  timestamp > window.after && timestamp <= window.through;

const Capture = z.object({
  code: z.string(),
  source: z.enum(TAG_SOURCES),
  tag: z.string(),
  /** The aggregate of every reading of the hour so far. */
  value: z.number(),
  /** The readings (instants) the value was made of: they are LOADED. */
  instants: z.array(z.string()),
  /** What happened to the cell: filled, updated for late readings, or left alone (a person's value). */
  outcome: z.enum(['INSERTED', 'UPDATED', 'UNCHANGED', 'CONFLICT']),
  /** The cell's value before (the person's value on a conflict). */
  previous: z.number().nullable(),
  reason: z.string().nullable(),
});
export type Capture = z.infer<typeof Capture>;

/**
 * One capture pass over a factory hour of a site (stream tagCapture-{site}_{date}_{hour}): what each tagged
 * parameter got from its readings. `submissionId`: the values' submission (absent when nothing was entered).
 */
export const ProcessTagsCaptured = defineEvent(
  'ProcessTagsCaptured',
  z.object({
    site: z.enum(SITES),
    date: z.string(),
    /** The cell's hour (a daily value's: the day's last hour). */
    hour: z.number().int(),
    /** Set when the pass captured the factory day's daily values (stream …_D). */
    daily: z.boolean().optional(),
    operation: z.string(),
    submissionId: z.string().nullable(),
    captures: z.array(Capture).min(1),
  }),
);
export type ProcessTagsCaptured = EventOf<typeof ProcessTagsCaptured>;

export const tagCaptureStream = (site: Site, date: string, slot: CaptureSlot): string =>
  `tagCapture-${site}_${date}_${slot === 'D' ? 'D' : String(slot).padStart(2, '0')}`;

/** The reason a late reading's update is recorded with (the audit trail shows it). */
export const lateReadingsReason = (count: number): string =>
  `Process tag capture: ${count} late reading${count === 1 ? '' : 's'} changed the hour's value`;
