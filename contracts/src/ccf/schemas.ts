import { z } from 'zod';
import { Position } from '../http/route.ts';
import { IsoDate } from '../operations/schemas.ts';
import { Site } from '../sites.ts';
import { CCF_SOURCES } from './events.ts';
import { CcfCommentBody } from './comments.ts';
import { CCF_STATUSES } from './summary.ts';
import { Signature } from '../signatures/schemas.ts';

/** A CCF as the `ccfs` read model holds it (one document per CCF). */
export const CcfDto = z.object({
  ID: z.string(),
  SITE: Site,
  PARAMETER: z.string(),
  OPERATION: z.string(),
  STATUS: z.enum(CCF_STATUSES),
  RAISED_BY: z.string(),
  RAISED_FROM: z.enum(CCF_SOURCES),
  RAISED_AT: z.string(),
  /** When it moved to R (pending close), and by whom. */
  ENDED_AT: z.string().nullable(),
  ENDED_BY: z.string().nullable(),
  CLOSED_AT: z.string().nullable(),
  CLOSED_BY: z.string().nullable(),
  CCF_TYPE: z.string().nullable(),
  CCF_ANALYSIS: z.string().nullable(),
  /** The value that raised it (data entry): factory date and hour, value. */
  DATE: IsoDate.nullable(),
  HOUR: z.number().int().nullable(),
  VALUE: z.number().nullable(),
  /** The closer's electronic signature, when the close was signed. */
  CLOSE_SIGNATURE: Signature.optional(),
});
export type CcfDto = z.infer<typeof CcfDto>;

const Code = z.string().trim().toUpperCase().min(1).max(40);
const Operation = z.string().trim().toUpperCase().min(1).max(20);

/** GET /ccf/:code/:operation/O */
export const OpenCcfParams = z.object({ code: Code, operation: Operation });

/**
 * POST /ccf (spec 3 §7): an operator raises a CCF. Status must be 'O'. raisedFrom is OPERATOR (the
 * default) or DATAENTRY (the grid's own call; the server has already raised it within POST /data, so
 * an open CCF for the parameter and operation is answered, not duplicated). CALCULATION is the job's.
 */
export const RaiseCcfBody = z.object({
  parameter: Code,
  ccfType: z.string().trim().min(1).max(3).nullable().optional(),
  ccfAnalysis: z.string().trim().min(1).max(10).nullable().optional(),
  operation: Operation,
  status: z.literal('O', { error: "A new CCF has status 'O'" }).default('O'),
  raisedFrom: z.enum(['OPERATOR', 'DATAENTRY'], { error: 'raisedFrom must be OPERATOR or DATAENTRY' }).default('OPERATOR'),
  /** The raise dialog's first comment (any type but the close type), appended with the CCF. */
  comment: CcfCommentBody.optional(),
});
export type RaiseCcfBody = z.input<typeof RaiseCcfBody>;

/** POST /ccf answer: the CCF's id; `existing` when an open one was answered instead of raising another. */
export const RaiseCcfResult = z.object({ message: z.string(), position: Position, id: z.string(), existing: z.boolean() });

const EPOCH_MS = /^\d{10,13}$/;

/** An instant as the client sends it in a path: ISO 8601 (with offset or Z) or epoch milliseconds; read as ISO UTC. */
export const InstantParam = z
  .string()
  .trim()
  .refine(
    (s) => EPOCH_MS.test(s) || z.iso.datetime({ offset: true }).safeParse(s).success,
    'Timestamp must be an ISO date-time or epoch milliseconds',
  )
  .transform((s) => new Date(EPOCH_MS.test(s) ? Number(s) : s).toISOString());

/** POST /ccf/ccfend/:id/:timestamp/R */
export const EndCcfParams = z.object({ id: z.string().trim().min(1).max(64), timestamp: InstantParam });

/** POST /ccf/ccfend answer; `changed` is false when the CCF was not open (nothing written). */
export const EndCcfResult = z.object({ message: z.string(), position: Position, status: z.enum(CCF_STATUSES), changed: z.boolean() });

/** Status names (spec 3 §4); X's name is not shown in the spec, 'Cancelled' is ours. */
export const CCF_STATUS_NAMES = { O: 'Open', R: 'Pending Close', C: 'Closed', X: 'Cancelled' } as const;

/**
 * A CCF as the list and detail pages show it (spec 3 §3): the read model's fields plus its type and
 * analysis (names and limits: the analysis's from the CCF settings, else the parameter's thresholds),
 * the parameter's title and units, and the counts the pages show.
 */
export const CcfView = CcfDto.extend({
  STATUS_NAME: z.string(),
  TYPE: z.object({ code: z.string(), name: z.string() }).nullable(),
  ANALYSIS: z
    .object({
      code: z.string(),
      name: z.string(),
      low_absolute: z.number().nullable(),
      low_trigger: z.number().nullable(),
      high_trigger: z.number().nullable(),
      high_absolute: z.number().nullable(),
    })
    .nullable(),
  PARAMETER_TITLE: z.string(),
  UNITS: z.string().nullable(),
  COMMENT_COUNT: z.number().int().nonnegative(),
  DATA_COUNT: z.number().int().nonnegative(),
});
export type CcfView = z.infer<typeof CcfView>;

const Flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** GET /ccf?site=&closed=: the site's CCFs (default the user's site; the central office any site). */
export const CcfListQuery = z.object({ site: Site.optional(), closed: Flag.default(false) });
export type CcfListQuery = z.input<typeof CcfListQuery>;

const CcfId = z.string().trim().min(1).max(64);
export const CcfIdParams = z.object({ id: CcfId });
export const CcfCommentParams = z.object({ id: CcfId, commentId: z.string().trim().min(1).max(64) });

export const CcfCommentCount = z.object({ count: z.number().int().nonnegative() });

/** The answer to a CCF write: its message, the position reached, and the CCF's status after it. */
export const CcfWriteResult = z.object({ message: z.string(), position: Position, status: z.enum(CCF_STATUSES) });
export type CcfWriteResult = z.infer<typeof CcfWriteResult>;

/** POST /ccf-comments/:id answer: also the new comment's id. */
export const CcfCommentResult = CcfWriteResult.extend({ commentId: z.string() });
