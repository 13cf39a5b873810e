import { z } from 'zod';
import { FactoryDate } from '../dataValues/schemas.ts';
import { CHANGE_TYPES } from '../dataValues/schemas.ts';
import { Position } from '../http/route.ts';
import { Site } from '../sites.ts';

/**
 * Where a change came from: a data-entry submission, the recalculation job, or (room for it: no such
 * events yet) a value entered from a CCF form.
 */
export const AUDIT_SOURCES = ['DATAENTRY', 'RECALCULATION', 'CCF'] as const;
export type AuditSource = (typeof AUDIT_SOURCES)[number];

/** What happened to the value: the change type of a submission, or RECALCULATED (the job). */
export const AUDIT_KINDS = [...CHANGE_TYPES, 'RECALCULATED'] as const;
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
  user: z.string().trim().max(100).optional().transform((u) => (u ? u : undefined)),
  source: z
    .union([z.enum(AUDIT_SOURCES, { error: 'Source must be DATAENTRY, RECALCULATION or CCF' }), z.literal('')])
    .optional()
    .transform((s) => (s ? s : undefined)),
});

export const AuditTrailQuery = AuditTrailFilter.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_AUDIT_PAGE_SIZE).default(50),
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
});
export type AuditRow = z.infer<typeof AuditRow>;

export const AuditTrailPage = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  rows: z.array(AuditRow),
});
export type AuditTrailPage = z.infer<typeof AuditTrailPage>;
