import { z } from 'zod';
import type { CcfValuesStreamEvent } from '../ccf/pairEvents.ts';
import { defineEvent, type EventOf } from '../events/define.ts';
import { Site } from '../sites.ts';
import { CHANGE_TYPES } from './schemas.ts';
import { Signature } from '../signatures/schemas.ts';

/** One cell change: what it was (`previous`) and what it is now (`value`; null = emptied). */
const ValueChange = z.object({
  code: z.string(),
  date: z.string(),
  hour: z.number().int(),
  kind: z.enum(CHANGE_TYPES),
  value: z.number().nullable(),
  previous: z.number().nullable(),
  /** Why a submitted value was corrected or deleted, when given. */
  reason: z.string().optional(),
});
export type ValueChange = z.infer<typeof ValueChange>;

/** Where a value came from, as the read model and the audit trail show it. */
export const VALUE_SOURCES = ['DATAENTRY', 'RECALCULATION', 'PROCESS_TAG'] as const;
export type ValueSource = (typeof VALUE_SOURCES)[number];

/**
 * Set when the value was entered as a CCF data value (POST /ccf-data/:id): the CCF, the analyst and the
 * real date-time label entered. The audit trail shows its source as CCF; the CCF lists it as a data value.
 */
const CcfDataEntry = z.object({
  id: z.string(),
  analyst: z.string(),
  /** 'YYYY-MM-DD HH:00', hour 1..24. */
  realDateTime: z.string(),
});
export type CcfDataEntry = z.infer<typeof CcfDataEntry>;

/**
 * Values entered on a data-entry grid. One submission is ONE append to the site's week stream
 * (valuesStream) holding one ParameterValuesSubmitted per (code, factory date) it touches, all with
 * the same submissionId (also in metadata.submissionId), plus the CcfRaised/CcfPendingClose it causes.
 * INVARIANT: every change of one event has the same code and date (the read model keeps one document
 * per site, code and date, and a projection updates one document per event).
 */
export const ParameterValuesSubmitted = defineEvent(
  'ParameterValuesSubmitted',
  z.object({
    site: Site,
    operation: z.string(),
    submissionId: z.string(),
    changes: z.array(ValueChange),
    ccf: CcfDataEntry.optional(),
    /** Set when automatic capture entered the values from process tag readings; absent: typed on a grid. */
    source: z.literal('PROCESS_TAG').optional(),
    /** The submitter's electronic signature, when the site requires one for correcting old values. */
    signature: Signature.optional(),
  }),
);

/**
 * Values computed by the recalculation job (source: the job id), appended to the same week stream with
 * the same invariant: one event per (code, factory date).
 */
export const ParameterValuesRecalculated = defineEvent(
  'ParameterValuesRecalculated',
  z.object({
    site: Site,
    operation: z.string(),
    jobId: z.string(),
    changes: z.array(ValueChange),
    /** The event whose change the job followed (`{stream}@{revision}`); absent on requested jobs. */
    cause: z.string().optional(),
  }),
);

/**
 * Asks the recalculation job to recompute an operation's calculated values from a date on (stream
 * recalc-{site}); with `cell` (a manual recalculation) only that code at that factory date and hour, and its dependents.
 */
export const RecalculationRequested = defineEvent(
  'RecalculationRequested',
  z.object({
    site: Site,
    operation: z.string(),
    from: z.string(),
    requestedBy: z.string(),
    cell: z.object({ code: z.string(), date: z.string(), hour: z.number().int() }).optional(),
    /** The last factory date to recompute (absent: to today, within the operation). */
    through: z.string().optional(),
    /** Only these codes and what depends on them are recomputed (absent: every calculated parameter). */
    codes: z.array(z.string()).optional(),
    /** The event that changed an input (`{stream}@{revision}`), when the system asked on its own. */
    cause: z.string().optional(),
  }),
);

export type ParameterValuesSubmitted = EventOf<typeof ParameterValuesSubmitted>;
export type ParameterValuesRecalculated = EventOf<typeof ParameterValuesRecalculated>;
export type RecalculationRequested = EventOf<typeof RecalculationRequested>;

export type ValuesChangedEvent = ParameterValuesSubmitted | ParameterValuesRecalculated;
/** Everything a values week stream holds. */
export type ValuesStreamEvent = ValuesChangedEvent | CcfValuesStreamEvent;
export const VALUES_EVENT_TYPES = [
  'ParameterValuesSubmitted',
  'ParameterValuesRecalculated',
] as const satisfies readonly ValuesChangedEvent['type'][];
export const DATA_VALUES_EVENTS = [ParameterValuesSubmitted, ParameterValuesRecalculated, RecalculationRequested] as const;
