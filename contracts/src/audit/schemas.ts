import { z } from 'zod';
import { FactoryDate } from '../dataValues/schemas.ts';
import { CHANGE_TYPES } from '../dataValues/schemas.ts';
import { Position } from '../http/route.ts';
import { Site } from '../sites.ts';
import { Signature } from '../signatures/schemas.ts';

/**
 * Where a change came from: a data-entry submission, the recalculation job, or (room for it: no such
 * events yet) a value entered from a CCF form; SPC: a rule break the SPC monitor recorded on a value.
 */
export const AUDIT_SOURCES = ['DATAENTRY', 'RECALCULATION', 'CCF', 'PROCESS_TAG', 'SPC'] as const;
export type AuditSource = (typeof AUDIT_SOURCES)[number];

/** What happened to the value: the change type of a submission, RECALCULATED (the job), or RULE_BROKEN (it completed an SPC rule break). */
export const AUDIT_KINDS = [...CHANGE_TYPES, 'RECALCULATED', 'RULE_BROKEN'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const MAX_AUDIT_PAGE_SIZE = 500;
/** Longest range of factory dates one trail query covers. */
export const MAX_AUDIT_RANGE_DAYS = 3_660;

/** GET /audit-trail/:site/:code */
export const AuditTrailParams = z.object({
  site: z.string().trim().toUpperCase().pipe(Site),
  code: z.string().trim().toUpperCase().min(1).max(40),
});

/** Factory dates from..to (inclusive), optional user and source filters; pages from 1. */
export const AuditTrailFilter = z.object({
  from: FactoryDate,
  to: FactoryDate,
  user: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((u) => (u ? u : undefined)),
  source: z
    .union([z.enum(AUDIT_SOURCES, { error: 'Source must be DATAENTRY, RECALCULATION, CCF, PROCESS_TAG or SPC' }), z.literal('')])
    .optional()
    .transform((s) => (s ? s : undefined)),
});

/**
 * A place in the trail: just after or before one row (opaque to clients: they pass back what a page
 * answered). Made of the row's event position and its index in its change set.
 */
export const AuditCursor = z.string().regex(/^\d{1,20}\.\d{1,4}$/, 'Invalid cursor');
const Flag = z.enum(['true', 'false'], { error: 'last must be true or false' }).transform((v) => v === 'true');

/**
 * Pages of rows (one changed cell each) by keyset: the first page, `after` a row (the next page), `before`
 * a row (the previous page) or `last=true` (the last page); at most one of them. Every page answers like
 * the first however deep it is (docs/audit.md).
 */
export const AuditTrailQuery = AuditTrailFilter.extend({
  after: AuditCursor.optional(),
  before: AuditCursor.optional(),
  last: Flag.optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_AUDIT_PAGE_SIZE).default(50),
}).refine((q) => [q.after, q.before, q.last ? true : undefined].filter((v) => v !== undefined).length <= 1, {
  error: 'Give at most one of after, before and last',
  path: ['after'],
});
export type AuditTrailQuery = z.input<typeof AuditTrailQuery>;

/**
 * One change of one value (a daily value sits at its day's daily hour, as the grid stores it).
 * `position` is the event's global position: rows are ordered by it, oldest first (ties, several cells of one
 * event, by hour). `operation` is the operation the value belongs to.
 */
export const AuditRow = z.object({
  position: Position,
  at: z.string(),
  user: z.string(),
  date: z.string(),
  hour: z.number().int(),
  operation: z.string(),
  kind: z.enum(AUDIT_KINDS),
  previous: z.number().nullable(),
  value: z.number().nullable(),
  source: z.enum(AUDIT_SOURCES),
  submissionId: z.string().nullable(),
  jobId: z.string().nullable(),
  reason: z.string().nullable(),
  /** A recalculated value's cause: the event that changed its input (`{stream}@{revision}`); null otherwise. */
  cause: z.string().nullable().optional(),
  /** The submitter's electronic signature, when the change set was signed. */
  signature: Signature.optional(),
});
export type AuditRow = z.infer<typeof AuditRow>;

/**
 * One page of at most pageSize rows, oldest first. `total` counts the rows of the whole filter; the
 * cursors are null where there is nothing further that way. A change set may be split across pages:
 * `continuesBefore` says the first row's set began on an earlier page, `continuesAfter` that the last
 * row's set goes on in the next page.
 */
export const AuditTrailPage = z.object({
  total: z.number().int(),
  pageSize: z.number().int(),
  rows: z.array(AuditRow),
  prevCursor: AuditCursor.nullable(),
  nextCursor: AuditCursor.nullable(),
  continuesBefore: z.boolean(),
  continuesAfter: z.boolean(),
});
export type AuditTrailPage = z.infer<typeof AuditTrailPage>;
