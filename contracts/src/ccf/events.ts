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

/** A comment on a CCF (stream `ccf-${id}`); the raise dialog's first comment is appended with the CcfRaised. */
export type CcfCommentAdded = DomainEvent<'CcfCommentAdded', { id: string; site: Site; commentId: string; type: number; comment: string }>;

/** A comment's new type and text (its author only, while the CCF is O or R); the earlier text stays in the log. */
export type CcfCommentEdited = DomainEvent<'CcfCommentEdited', { id: string; site: Site; commentId: string; type: number; comment: string }>;

/** A CCF closed (status C) with its closing comment (the close type). */
export type CcfClosed = DomainEvent<
  'CcfClosed',
  { id: string; site: Site; parameter: string; operation: string; commentId: string; type: number; comment: string }
>;

/** A closed CCF deleted (maintain CCF): it leaves the lists; its events stay in the log. */
export type CcfDeleted = DomainEvent<'CcfDeleted', { id: string; site: Site; parameter: string }>;

/** Events only the values week stream holds (data entry). */
export type CcfValuesStreamEvent = CcfRaised | CcfPendingClose;
export type CcfEvent = CcfRaised | CcfPendingClose | CcfCommentAdded | CcfCommentEdited | CcfClosed | CcfDeleted;
export const CCF_EVENT_TYPES = ['CcfRaised', 'CcfPendingClose', 'CcfCommentAdded', 'CcfCommentEdited', 'CcfClosed', 'CcfDeleted'] as const;

/** Stream of one CCF's own events (operator raise, client end, and the CCF feature's later events). */
export const ccfStream = (id: string): string => `ccf-${id}`;
