import { parseParameterCode } from '../parameters/rules.ts';

// Recalculation jobs: one per RecalculationRequested, named after the request's place in
// the log so that re-delivery of the same request is the same job (idempotent, and BullMQ dedupes it).

/** The job id of the request at `revision` of `stream` (recalc-{site}): 'recalc-BA-12'. No ':' (BullMQ ids). */
export const recalculationJobId = (stream: string, revision: number): string => `${stream}-${revision}`;

export const RECALCULATION_JOB_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type RecalculationJobStatus = (typeof RECALCULATION_JOB_STATUSES)[number];

/** How many of the user's recent jobs GET /recalculation-jobs answers. */
export const RECALCULATION_JOB_LIST_LIMIT = 20;

/**
 * Whether a parameter holds hourly values: its code's period letter (ITEM-MEASUREMENT-STATISTIC-UNITNOPERIOD)
 * is H. Every other period (daily, weekly, monthly, to date) holds one value a day, at the daily hour.
 */
export const isHourlyCode = (code: string): boolean => parseParameterCode(code)?.period === 'H';
