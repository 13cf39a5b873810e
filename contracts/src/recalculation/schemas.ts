import { z } from 'zod';
import { FactoryDate } from '../dataValues/schemas.ts';
import { Position } from '../http/route.ts';
import { Site } from '../sites.ts';
import { RECALCULATION_JOB_STATUSES } from './jobs.ts';
import { RECALC_MESSAGES } from './messages.ts';

/**
 * POST /recalculate (spec 3 §"Recalculation", §9): one code at one REAL date and hour (1..24; 24 is
 * midnight at the end of the date), recalculated for an operation. The server converts to factory time.
 */
export const ManualRecalculationBody = z.object({
  code: z.string({ error: RECALC_MESSAGES.codeRequired }).trim().toUpperCase().min(1, RECALC_MESSAGES.codeRequired).max(40),
  date: z.string({ error: RECALC_MESSAGES.dateRequired }).pipe(FactoryDate),
  hour: z
    .number({ error: RECALC_MESSAGES.hourRange })
    .int(RECALC_MESSAGES.hourRange)
    .min(1, RECALC_MESSAGES.hourRange)
    .max(24, RECALC_MESSAGES.hourRange),
  operation: z.string({ error: RECALC_MESSAGES.operationRequired }).trim().toUpperCase().min(1, RECALC_MESSAGES.operationRequired).max(20),
});
export type ManualRecalculationBody = z.input<typeof ManualRecalculationBody>;

/** The answer to POST /recalculate: the job to follow (GET /recalculation-jobs) and the request's position. */
export const RecalculationRequestResult = z.object({ message: z.string(), position: Position, jobId: z.string() });
export type RecalculationRequestResult = z.infer<typeof RecalculationRequestResult>;

/** One recalculation job of the signed-in user (the recalculationJobs read model). */
export const RecalculationJobDto = z.object({
  JOB_ID: z.string(),
  SITE: Site,
  OPERATION: z.string(),
  /** First factory date recalculated. */
  FROM: z.string(),
  /** A manual recalculation's cell (factory date and hour), else null: the whole operation from FROM. */
  CODE: z.string().nullable(),
  FTR_DATE: z.string().nullable(),
  FTR_HOUR: z.number().int().nullable(),
  STATUS: z.enum(RECALCULATION_JOB_STATUSES),
  DONE: z.number().int(),
  TOTAL: z.number().int(),
  CHANGED: z.number().int(),
  ERROR: z.string().nullable(),
  REQUESTED_AT: z.string(),
  COMPLETED_AT: z.string().nullable(),
});
export type RecalculationJobDto = z.infer<typeof RecalculationJobDto>;
