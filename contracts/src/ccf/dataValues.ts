import { z } from 'zod';
import { FactoryDate } from '../dataValues/schemas.ts';
import { Position } from '../http/route.ts';

/**
 * POST /ccf-data/:id (spec 3 §7): a data value measured for a CCF (a re-test) at a REAL date and hour
 * (1..24; 24 = midnight ending the date, as manual recalculation). The server converts it to the factory
 * date and hour (a daily parameter: the factory date's daily hour) and enters it as the CCF parameter's
 * value through data entry's own rules (locks, limits, CCF labels, reasons for change), in one append.
 */
export const CcfDataBody = z.object({
  analyst: z.string({ error: 'Analyst must be entered' }).trim().min(1, 'Analyst must be entered').max(60),
  date: z.string({ error: 'Date must be entered' }).pipe(FactoryDate),
  hour: z
    .number({ error: 'Hour must be 1 to 24' })
    .int('Hour must be 1 to 24')
    .min(1, 'Hour must be 1 to 24')
    .max(24, 'Hour must be 1 to 24'),
  value: z.number({ error: 'Value must be a number' }),
  /** Needed when the value replaces a submitted one and the site's reason rule asks for one. */
  reason: z.string().trim().min(1).max(200, 'Reason must be at most 200 characters').optional(),
});
export type CcfDataBody = z.input<typeof CcfDataBody>;

export const CcfDataResult = z.object({
  message: z.string(),
  position: Position,
  /** The data-entry submission that carried the value (its id is in the audit trail). */
  submissionId: z.string(),
  /** The factory cell the value went to. */
  FTR_DATE: z.string(),
  FTR_HOUR: z.number().int(),
});
export type CcfDataResult = z.infer<typeof CcfDataResult>;

/** A CCF data value (spec 3 §3) as GET /ccf-data/:id lists it, oldest first. */
export const CcfDataValueDto = z.object({
  id: z.string(),
  ccfId: z.string(),
  analyst: z.string(),
  /** When it was entered, and by whom. */
  created_at: z.string(),
  created_by: z.string(),
  /** The real date-time label entered: 'YYYY-MM-DD HH:00' (hour 1..24). */
  real_datetime: z.string(),
  FTR_DATE: z.string(),
  FTR_HOUR: z.number().int(),
  PARAM_VALUE: z.number().nullable(),
  submissionId: z.string(),
});
export type CcfDataValueDto = z.infer<typeof CcfDataValueDto>;
