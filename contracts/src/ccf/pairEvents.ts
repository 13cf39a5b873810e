// The events of the CCF as one aggregate (docs/ccf.md): what data entry's values say (a label intent on
// the values week stream), and the pair's decisions (stream `ccfpair-…` of a site, operation and
// parameter) that name each of its CCFs and settle each intent once.
import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define.ts';
import { Site } from '../sites.ts';
import { CCF_SOURCES, type CcfLegacyWeekEvent } from './events.ts';

/** The labels of a value that move a CCF: 'New CCF' asks for one, 'Pending Close' moves the open one to R. */
export const CCF_INTENT_LABELS = ['New CCF', 'Pending Close'] as const;

/**
 * What one value says (spec 1 §4), appended to the values week stream with the values: a label that
 * asks the pair for a CCF or a pending close. It names no CCF: the pair decides (docs/ccf.md).
 */
export const CcfLabelIntent = defineEvent(
  'CcfLabelIntent',
  z.object({
    site: Site,
    parameter: z.string(),
    operation: z.string(),
    label: z.enum(CCF_INTENT_LABELS),
    raisedFrom: z.enum(CCF_SOURCES),
    ccfType: z.string().nullable(),
    ccfAnalysis: z.string().nullable(),
    date: z.string(),
    hour: z.number().int(),
    value: z.number(),
    /** The instant of the value (a pending close's `at`). */
    at: z.string(),
  }),
);

const FirstComment = z.object({ commentId: z.string(), type: z.number().int(), comment: z.string() });

/**
 * The pair's n-th CCF named (sequence n, id `pairCcfId(…, n)`), with the raise its own stream gets: the
 * `CcfRaised` data and the raise dialog's first comment. `cause`: the label intent it settles (null: an
 * operator's raise).
 */
export const CcfSequenced = defineEvent(
  'CcfSequenced',
  z.object({
    id: z.string(),
    site: Site,
    parameter: z.string(),
    operation: z.string(),
    sequence: z.number().int(),
    cause: z.string().nullable(),
    ccfType: z.string().nullable(),
    ccfAnalysis: z.string().nullable(),
    raisedFrom: z.enum(CCF_SOURCES),
    date: z.string().nullable(),
    hour: z.number().int().nullable(),
    value: z.number().nullable(),
    comment: FirstComment.optional(),
  }),
);

/**
 * A label intent settled without a raise: 'pendingClose' moves the open CCF `id` to R as of `at`;
 * 'unchanged' did nothing (a CCF was already open for a 'New CCF', none open for a 'Pending Close').
 */
export const CcfLabelSettled = defineEvent(
  'CcfLabelSettled',
  z.object({
    site: Site,
    parameter: z.string(),
    operation: z.string(),
    cause: z.string(),
    label: z.enum(CCF_INTENT_LABELS),
    outcome: z.enum(['pendingClose', 'unchanged']),
    id: z.string().nullable(),
    at: z.string(),
  }),
);

/**
 * A CCF data value accepted on the CCF's own stream (POST /ccf-data/:id), at the stream's revision its
 * status was checked at; the value itself is then written to its week stream as a submission of data
 * entry (`submissionId`), by the request and, after a crash, by the CCF manager.
 */
export const CcfDataValueEntered = defineEvent(
  'CcfDataValueEntered',
  z.object({
    id: z.string(),
    site: Site,
    parameter: z.string(),
    operation: z.string(),
    submissionId: z.string(),
    date: z.string(),
    hour: z.number().int(),
    kind: z.enum(['Insert', 'Update']),
    value: z.number(),
    previous: z.number().nullable(),
    reason: z.string().optional(),
    analyst: z.string(),
    realDateTime: z.string(),
  }),
);

export type CcfLabelIntent = EventOf<typeof CcfLabelIntent>;
export type CcfDataValueEntered = EventOf<typeof CcfDataValueEntered>;
export type CcfSequenced = EventOf<typeof CcfSequenced>;
export type CcfLabelSettled = EventOf<typeof CcfLabelSettled>;
export type CcfPairEvent = CcfSequenced | CcfLabelSettled;
/**
 * CCF events a values week stream holds: label intents, and the raises and pending closes a store written
 * before the CCF was one aggregate holds there (still projected and copied to `ccf-{id}`, docs/ccf.md).
 */
export type CcfValuesStreamEvent = CcfLegacyWeekEvent | CcfLabelIntent;
export const CCF_PAIR_EVENTS = [CcfLabelIntent, CcfSequenced, CcfLabelSettled, CcfDataValueEntered] as const;

/** The stream of a parameter and operation's CCFs as a pair: which CCF is its n-th, which intents are settled. */
export const ccfPairStream = (site: Site, parameter: string, operation: string): string =>
  `ccfpair-${site}/${encodeURIComponent(operation)}/${encodeURIComponent(parameter)}`;
