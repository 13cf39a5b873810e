import { z } from 'zod';
import { Site } from '../sites.ts';

export const OPERATION_TYPES = ['BC', 'JR', 'BO'] as const;
export const OperationType = z.enum(OPERATION_TYPES, { error: 'Type must be BC, JR or BO' });
export type OperationType = z.infer<typeof OperationType>;

/** COMMENTS: the text shown for a type (spec 1 §3). */
export const OPERATION_TYPE_NAMES: Record<OperationType, string> = {
  BC: 'Campaign',
  JR: 'Juice Run',
  BO: 'Between Ops',
};

export const OperationCode = z
  .string({ error: 'Code is required' })
  .trim()
  .toUpperCase()
  .min(1, 'Code is required')
  .max(20, 'Code must be at most 20 characters')
  .regex(/^[A-Z0-9][A-Z0-9_-]*$/, 'Code may contain only letters, digits, - and _');

/** A calendar date, YYYY-MM-DD. Operations start and end on factory dates. */
export const IsoDate = z.iso.date({ error: 'Date must be YYYY-MM-DD' });

const datesInOrder = (v: { startDate: string; endDate: string }) => v.endDate >= v.startDate;
const endBeforeStart = { message: 'End date cannot be before the start date', path: ['endDate'] };

const OperationFields = z.object({
  type: OperationType,
  startDate: IsoDate,
  endDate: IsoDate,
});

/** POST /operation */
export const CreateOperationBody = OperationFields.extend({ code: OperationCode }).refine(datesInOrder, endBeforeStart);
export type CreateOperationBody = z.infer<typeof CreateOperationBody>;

/** PUT /operation/:code (code in the body, if sent, must match the path) */
export const UpdateOperationBody = OperationFields.extend({ code: OperationCode.optional() }).refine(datesInOrder, endBeforeStart);
export type UpdateOperationBody = z.infer<typeof UpdateOperationBody>;

export const OperationCodeParams = z.object({ code: OperationCode });

export const OPERATION_STATUSES = ['Pending', 'Active', 'Finished'] as const;
export type OperationStatus = (typeof OPERATION_STATUSES)[number];

/** Read model DTO, field names as spec 1 §3. */
export const OperationDto = z.object({
  SITE: Site,
  OPTN_CODE: z.string(),
  TYPE_ID: OperationType,
  COMMENTS: z.string(),
  START_DATE: IsoDate,
  END_DATE: IsoDate,
  STATUS: z.enum(OPERATION_STATUSES),
  LAST_UPDATED_DTS: z.string(),
  LAST_UPDATED_BY: z.string(),
});
export type OperationDto = z.infer<typeof OperationDto>;

/** GET /operations/live and /operations/recent: `site` optional, the session's site when absent. */
export const OperationSiteQuery = z.object({ site: z.string().trim().toUpperCase().pipe(Site).optional() });

/** Most operations one page of GET /operations holds. */
export const MAX_OPERATIONS_PAGE_SIZE = 500;

/** Rows of a page of GET /operations when `page` is given without `pageSize`. */
export const DEFAULT_OPERATIONS_PAGE_SIZE = 100;

/**
 * Optional paging of GET /operations: page `page` (1-based) of `pageSize` operations in the list's order.
 * Neither given: every operation, the answer before paging existed. One given: the other defaults (page 1,
 * DEFAULT_OPERATIONS_PAGE_SIZE). A page past the end is an empty list.
 */
export const OperationListQuery = z.object({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_OPERATIONS_PAGE_SIZE).optional(),
});

/** How many operations GET /operations/recent answers at most (the spec gives no number; docs/operations.md). */
export const RECENT_OPERATIONS = 10;
