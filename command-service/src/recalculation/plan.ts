// What a recalculation job covers and where it stands (pure).
import {
  addDays,
  cellKey,
  factoryToday,
  weekStart,
  type ParameterValuesRecalculated,
  type RecalculationRequested,
  type StoredEvent,
  type ValueChange,
} from '@ftr/contracts';
import type { WeekState } from '../dataValues/state.ts';

export interface OperationSpan {
  startDate: string;
  endDate: string;
}

/**
 * The factory dates a request covers: from its `from` (not before the operation's start) to the last day
 * values may be entered (the day after the operation's end, and not after today) or its `through`; a
 * manual request its cell's date alone.
 */
export const datesToRecalculate = (request: RecalculationRequested['data'], operation: OperationSpan, now: Date): string[] => {
  if (request.cell) return [request.cell.date];
  const first = request.from > operation.startDate ? request.from : operation.startDate;
  const endOpen = addDays(operation.endDate, 1);
  const today = factoryToday(now);
  const open = endOpen < today ? endOpen : today;
  const last = request.through !== undefined && request.through < open ? request.through : open;
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
};

/** The dates grouped by factory week (one week stream each), in order. */
export const byWeek = (dates: readonly string[]): string[][] => {
  const weeks = new Map<string, string[]>();
  for (const date of dates) weeks.set(weekStart(date), [...(weeks.get(weekStart(date)) ?? []), date]);
  return [...weeks.values()];
};

/** The operation's current values on the dates, by cellKey, from a week stream's fold. */
export const currentValues = (state: WeekState, operation: string, dates: readonly string[]): Map<string, number> => {
  const wanted = new Set(dates);
  const values = new Map<string, number>();
  for (const [code, slots] of state.cells) {
    for (const [slot, cell] of slots) {
      const [date = '', hour = ''] = slot.split('|');
      if (cell.operation === operation && wanted.has(date)) values.set(cellKey(code, date, Number(hour)), cell.value);
    }
  }
  return values;
};

/** One ParameterValuesRecalculated per (code, factory date): the values events' invariant. */
export const recalculatedEvents = (
  site: RecalculationRequested['data']['site'],
  operation: string,
  jobId: string,
  changes: readonly ValueChange[],
  cause?: string,
): ParameterValuesRecalculated[] => {
  const groups = new Map<string, ValueChange[]>();
  for (const change of changes) {
    const key = `${change.code}|${change.date}`;
    groups.set(key, [...(groups.get(key) ?? []), change]);
  }
  return [...groups.values()].map((group) => ({
    type: 'ParameterValuesRecalculated',
    data: { site, operation, jobId, changes: group, ...(cause ? { cause } : {}) },
  }));
};

export interface JobProgress {
  started: boolean;
  completed: boolean;
}

/** Whether an event's data names this job (the lifecycle events carry its jobId). */
const ofJob = (data: unknown, jobId: string): boolean =>
  typeof data === 'object' && data !== null && 'jobId' in data && data.jobId === jobId;

/** Where a job stands, from the recalc-stream events after its request. */
export const jobProgress = (events: readonly Pick<StoredEvent, 'type' | 'data'>[], jobId: string): JobProgress => {
  const mine = events.filter((e) => ofJob(e.data, jobId));
  return { started: mine.some((e) => e.type === 'RecalculationStarted'), completed: mine.some((e) => e.type === 'RecalculationCompleted') };
};
