import {
  aggregateReadings,
  lateReadingsReason,
  type Capture,
  type CaptureAggregate,
  type ChangeRecord,
  type ProcessTagsCaptured,
  type Site,
  type TagSource,
  type TimedValue,
} from '@ftr/contracts';
import type { Accepted, Evolver } from '../shared/decider.ts';

/** An hourly or daily REA parameter that names a tag, and how its readings make its value. */
export interface TaggedParameter {
  code: string;
  period: 'H' | 'D';
  source: TagSource;
  tag: string;
  aggregate: CaptureAggregate;
}

/** A factory hour's captures so far (its capture stream): per code, the last value entered and the readings used. */
export type CaptureState = ReadonlyMap<string, { value: number; instants: ReadonlySet<string>; submissionId: string | null }>;

export const captureEvolver: Evolver<CaptureState, ProcessTagsCaptured> = {
  initialState: new Map(),
  evolve(state, { data }) {
    const next = new Map(state);
    for (const c of data.captures) {
      const instants = new Set([...(state.get(c.code)?.instants ?? []), ...c.instants]);
      const entered = c.outcome === 'INSERTED' || c.outcome === 'UPDATED';
      const before = state.get(c.code);
      next.set(c.code, {
        value: entered || !before ? c.value : before.value,
        instants,
        submissionId: entered ? data.submissionId : (before?.submissionId ?? null),
      });
    }
    return next;
  },
};

export interface CaptureHour {
  kind: 'CaptureHour';
  site: Site;
  date: string;
  /** The cell's hour (for a daily pass: the day's last hour). */
  hour: number;
  /** A pass over the factory day's daily values. */
  daily?: boolean;
  operation: string;
  /** The submission the entered values go in (deterministic, so a retried pass writes them once). */
  submissionId: string;
  parameters: readonly TaggedParameter[];
  /** The hour's readings by `${source}/${tag}` (within captureWindow). */
  readings: ReadonlyMap<string, readonly TimedValue[]>;
  /** The cells' current values (the week stream's fold): null when empty. */
  cells: ReadonlyMap<string, number | null>;
}

/** Always accepted (a pass refuses nothing), answering the data-entry records the pass submits. */
export type CaptureDecision = Accepted<ProcessTagsCaptured, ChangeRecord[]>;

/**
 * One capture pass over a factory hour, pure. For each tagged parameter with readings
 * not yet used: the aggregate goes into an empty cell (Insert); a cell holding the capture's own last value
 * is updated when late readings change it (Update, with a reason); a cell holding any other value (typed by
 * a person, or emptied by one after a capture) is never overwritten: the pass records a CONFLICT instead.
 * Readings already used write nothing, so a pass repeated over the same readings is a no-op.
 */
export const decideCapture = (command: CaptureHour, state: CaptureState): CaptureDecision => {
  const captures: Capture[] = [];
  const records: ChangeRecord[] = [];
  for (const p of command.parameters) {
    const readings = command.readings.get(`${p.source}/${p.tag}`) ?? [];
    const before = state.get(p.code);
    const fresh = readings.filter((r) => !before?.instants.has(r.timestamp));
    const value = aggregateReadings(p.aggregate, readings);
    if (fresh.length === 0 || value === null) continue;
    const cell = command.cells.get(p.code) ?? null;
    const base = { code: p.code, source: p.source, tag: p.tag, value, instants: fresh.map((r) => r.timestamp), previous: cell };
    const record = { CODE: p.code, FTR_DATE: command.date, FTR_HOUR: command.hour, OPERATION: command.operation, AUDIT: false };
    const ours = before !== undefined && cell === before.value;
    if (cell === null && before === undefined) {
      captures.push({ ...base, outcome: 'INSERTED', reason: null });
      records.push({ ...record, TYPE: 'Insert', VALUE: value, ORIGINAL_VALUE: null });
    } else if (ours && cell === value) {
      captures.push({ ...base, outcome: 'UNCHANGED', reason: null });
    } else if (ours) {
      const reason = lateReadingsReason(fresh.length);
      captures.push({ ...base, outcome: 'UPDATED', reason });
      records.push({ ...record, TYPE: 'Update', VALUE: value, ORIGINAL_VALUE: cell, REASON: reason });
    } else {
      captures.push({
        ...base,
        outcome: 'CONFLICT',
        reason: cell === null ? 'The captured value was deleted by a person' : 'A person entered the value',
      });
    }
  }
  if (captures.length === 0) return { ok: true, events: [], answer: [] };
  const { site, date, hour, operation } = command;
  const submissionId = records.length > 0 ? command.submissionId : null;
  const daily = command.daily ? { daily: true } : {};
  return {
    ok: true,
    events: [{ type: 'ProcessTagsCaptured', data: { site, date, hour, ...daily, operation, submissionId, captures } }],
    answer: records,
  };
};
