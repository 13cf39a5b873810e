import { z } from 'zod';
import { Signature } from '../signatures/schemas.ts';
import { defineEvent, type EventOf } from '../events/define.ts';
import { Site } from '../sites.ts';

/** Where a CCF came from (spec 3 §4). */
export const CCF_SOURCES = ['DATAENTRY', 'OPERATOR', 'CALCULATION'] as const;
export type CcfSource = (typeof CCF_SOURCES)[number];

/**
 * A CCF opened (status O). From data entry it is appended to the values week stream in the same append
 * as the value that raised it (date, hour and value set); from an operator (POST /ccf) to `ccf-${id}`.
 */
export const CcfRaised = defineEvent(
  'CcfRaised',
  z.object({
    id: z.string(),
    site: Site,
    parameter: z.string(),
    operation: z.string(),
    ccfType: z.string().nullable(),
    ccfAnalysis: z.string().nullable(),
    raisedFrom: z.enum(CCF_SOURCES),
    status: z.literal('O'),
    date: z.string().nullable(),
    hour: z.number().int().nullable(),
    value: z.number().nullable(),
  }),
);

/**
 * An open CCF moved to R (pending close): its value came back inside the trigger band (data entry: in
 * the values week stream, with the values) or the client ended it (POST /ccf/ccfend: in `ccf-${id}`).
 * `at` is the instant the value returned (the reading's instant). A CCF not open (O) is left as it is.
 */
export const CcfPendingClose = defineEvent(
  'CcfPendingClose',
  z.object({ id: z.string(), site: Site, parameter: z.string(), operation: z.string(), at: z.string() }),
);

const Comment = z.object({ id: z.string(), site: Site, commentId: z.string(), type: z.number().int(), comment: z.string() });
/** A comment on a CCF (stream `ccf-${id}`); the raise dialog's first comment is appended with the CcfRaised. */
export const CcfCommentAdded = defineEvent('CcfCommentAdded', Comment);
/** A comment's new type and text (its author only, while the CCF is O or R); the earlier text stays in the log. */
export const CcfCommentEdited = defineEvent('CcfCommentEdited', Comment);

/** A CCF closed (status C) with its closing comment (the close type). */
export const CcfClosed = defineEvent(
  'CcfClosed',
  // `signature`: the closer's electronic signature, when the site requires one for closing (docs/signatures.md).
  Comment.extend({ parameter: z.string(), operation: z.string(), signature: Signature.optional() }),
);

/** A closed CCF deleted (maintain CCF): it leaves the lists; its events stay in the log. */
export const CcfDeleted = defineEvent('CcfDeleted', z.object({ id: z.string(), site: Site, parameter: z.string() }));

export type CcfRaised = EventOf<typeof CcfRaised>;
export type CcfPendingClose = EventOf<typeof CcfPendingClose>;
export type CcfCommentAdded = EventOf<typeof CcfCommentAdded>;
export type CcfCommentEdited = EventOf<typeof CcfCommentEdited>;
export type CcfClosed = EventOf<typeof CcfClosed>;
export type CcfDeleted = EventOf<typeof CcfDeleted>;

/** The raises and pending closes a store written before the CCF was one aggregate holds on its values week streams. */
export type CcfLegacyWeekEvent = CcfRaised | CcfPendingClose;
export type CcfEvent = CcfRaised | CcfPendingClose | CcfCommentAdded | CcfCommentEdited | CcfClosed | CcfDeleted;
export const CCF_EVENTS = [CcfRaised, CcfPendingClose, CcfCommentAdded, CcfCommentEdited, CcfClosed, CcfDeleted] as const;
export const CCF_EVENT_TYPES = [
  'CcfRaised',
  'CcfPendingClose',
  'CcfCommentAdded',
  'CcfCommentEdited',
  'CcfClosed',
  'CcfDeleted',
] as const satisfies readonly CcfEvent['type'][];

/** Stream of one CCF's own events (operator raise, client end, and the CCF feature's later events). */
export const ccfStream = (id: string): string => `ccf-${id}`;
