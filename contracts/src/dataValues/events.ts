import type { CcfValuesStreamEvent } from '../ccf/events.ts';
import type { DomainEvent } from '../events/envelope.ts';
import type { Site } from '../sites.ts';
import type { ChangeType } from './schemas.ts';

/** One cell change: what it was (`previous`) and what it is now (`value`; null = emptied). */
export interface ValueChange {
  code: string;
  date: string;
  hour: number;
  kind: ChangeType;
  value: number | null;
  previous: number | null;
  /** Why a submitted value was corrected or deleted (issue 5), when given. */
  reason?: string;
}

/** Where a value came from, as the read model and the audit trail show it. */
export const VALUE_SOURCES = ['DATAENTRY', 'RECALCULATION'] as const;
export type ValueSource = (typeof VALUE_SOURCES)[number];

/**
 * Values entered on a data-entry grid. One submission is ONE append to the site's week stream
 * (valuesStream) holding one ParameterValuesSubmitted per (code, factory date) it touches, all with
 * the same submissionId (also in metadata.submissionId), plus the CcfRaised/CcfPendingClose it causes.
 * INVARIANT: every change of one event has the same code and date (the read model keeps one document
 * per site, code and date, and a projection updates one document per event).
 */
export type ParameterValuesSubmitted = DomainEvent<
  'ParameterValuesSubmitted',
  { site: Site; operation: string; submissionId: string; changes: ValueChange[]; ccf?: CcfDataEntry }
>;

/**
 * Set when the value was entered as a CCF data value (POST /ccf-data/:id): the CCF, the analyst and the
 * real date-time label entered. The audit trail shows its source as CCF; the CCF lists it as a data value.
 */
export interface CcfDataEntry {
  id: string;
  analyst: string;
  /** 'YYYY-MM-DD HH:00', hour 1..24. */
  realDateTime: string;
}

/**
 * Values computed by the recalculation job (source: the job id), appended to the same week stream with
 * the same invariant: one event per (code, factory date).
 */
export type ParameterValuesRecalculated = DomainEvent<
  'ParameterValuesRecalculated',
  { site: Site; operation: string; jobId: string; changes: ValueChange[] }
>;

/**
 * Asks the recalculation job to recompute an operation's calculated values from a date on (stream
 * recalc-{site}); with `cell` (a manual recalculation) only that code at that factory date and hour, and its dependents.
 */
export type RecalculationRequested = DomainEvent<
  'RecalculationRequested',
  { site: Site; operation: string; from: string; requestedBy: string; cell?: { code: string; date: string; hour: number } }
>;

export type ValuesChangedEvent = ParameterValuesSubmitted | ParameterValuesRecalculated;
/** Everything a values week stream holds. */
export type ValuesStreamEvent = ValuesChangedEvent | CcfValuesStreamEvent;
export const VALUES_EVENT_TYPES = ['ParameterValuesSubmitted', 'ParameterValuesRecalculated'] as const;
