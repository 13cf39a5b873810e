import type { DomainEvent } from '../events/envelope.ts';
import type { Site } from '../sites.ts';

/** Where a CCF came from (spec 3 §4). */
export const CCF_SOURCES = ['DATAENTRY', 'OPERATOR', 'CALCULATION'] as const;
export type CcfSource = (typeof CCF_SOURCES)[number];

/**
 * A CCF opened (status O). From data entry it is appended to the values week stream in the same append
 * as the value that raised it (date, hour and value set); from an operator (POST /ccf) to `ccf-${id}`.
 */
export type CcfRaised = DomainEvent<
  'CcfRaised',
  {
    id: string;
    site: Site;
    parameter: string;
    operation: string;
    ccfType: string | null;
    ccfAnalysis: string | null;
    raisedFrom: CcfSource;
    status: 'O';
    date: string | null;
    hour: number | null;
    value: number | null;
  }
>;

/**
 * An open CCF moved to R (pending close): its value came back inside the trigger band (data entry: in
 * the values week stream, with the values) or the client ended it (POST /ccf/ccfend: in `ccf-${id}`).
 * `at` is the instant the value returned (the reading's instant). A CCF not open (O) is left as it is.
 */
export type CcfPendingClose = DomainEvent<
  'CcfPendingClose',
  { id: string; site: Site; parameter: string; operation: string; at: string }
>;

export type CcfEvent = CcfRaised | CcfPendingClose;
export const CCF_EVENT_TYPES = ['CcfRaised', 'CcfPendingClose'] as const;

/** Stream of one CCF's own events (operator raise, client end, and the CCF feature's later events). */
export const ccfStream = (id: string): string => `ccf-${id}`;
