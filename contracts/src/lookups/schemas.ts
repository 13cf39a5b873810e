import { z } from 'zod';
import { HEADING_MAX } from '../parameters/fields.ts';
import { LOOKUPS_READ_MODELS } from './readModels.ts';
import { LOOKUP_MESSAGES as M } from './messages.ts';
import { plainText } from '../shared/plainText.ts';

/** Read models: the lookup lists, and one usage document per composed parameter code (any site). */
export const LOOKUPS_COLLECTION = LOOKUPS_READ_MODELS.lookups;
export const LOOKUP_USAGE_COLLECTION = LOOKUPS_READ_MODELS.lookupUsage;

/** Spec 2 §7: GET /lookups/{name} for these; the period list is fixed (the last letter of a code, PARAMETER_PERIODS). */
export const LOOKUP_NAMES = ['item', 'measurement', 'statistic', 'period'] as const;
export type LookupName = (typeof LOOKUP_NAMES)[number];
/** The lists the Lookups screen maintains (spec 2 §2). */
export const EDITABLE_LOOKUP_NAMES = ['item', 'measurement', 'statistic'] as const;
export type EditableLookupName = (typeof EDITABLE_LOOKUP_NAMES)[number];

export const LOOKUP_LABELS: Record<LookupName, string> = {
  item: 'Item',
  measurement: 'Measurement',
  statistic: 'Statistic',
  period: 'Period',
};

/** The longest code of each part that still composes ITEM-MEASUREMENT-STATISTIC-UNITNOPERIOD (COMPOSED_CODE_PATTERN). */
export const LOOKUP_CODE_MAX: Record<EditableLookupName, number> = { item: 8, measurement: 8, statistic: 4 };
/** A description fills a heading of a new parameter (spec 2 §4), so it is at most a heading long. */
export const LOOKUP_DESCRIPTION_MAX = HEADING_MAX;
export const LOOKUP_REASON_MAX = 200;

export const LookupNameParam = z.enum(LOOKUP_NAMES, { error: M.unknownLookup });
export const EditableLookupNameParam = z.enum(EDITABLE_LOOKUP_NAMES, {
  error: (issue) => (issue.input === 'period' ? M.periodFixed : M.unknownLookup),
});

/** A code part: trimmed, upper-cased, letters and digits (each list's own maximum: lookupCodeError). */
export const LookupCode = z
  .string({ error: 'Code is required' })
  .trim()
  .toUpperCase()
  .min(1, 'Code is required')
  .max(8, 'Code must be at most 8 characters')
  .regex(/^[A-Z0-9]+$/, 'Code may contain only letters and digits');
export const LookupDescription = z
  .string({ error: 'Description is required' })
  .trim()
  .min(1, 'Description is required')
  .max(LOOKUP_DESCRIPTION_MAX, `Description must be at most ${LOOKUP_DESCRIPTION_MAX} characters`)
  .refine(...plainText('Description'));
/** Why a code changed: optional; empty means none. */
export const LookupReason = z
  .string({ error: 'Reason must be text' })
  .trim()
  .max(LOOKUP_REASON_MAX, `Reason must be at most ${LOOKUP_REASON_MAX} characters`)
  .nullable()
  .optional()
  .transform((reason) => (reason ? reason : null));

/** POST /lookups/:name */
export const CreateLookupBody = z.object({ code: LookupCode, description: LookupDescription });
export type CreateLookupBody = z.infer<typeof CreateLookupBody>;
/** PATCH /lookups/:name: the code names the entry (it cannot change), the description is the new one. */
export const UpdateLookupBody = CreateLookupBody.extend({ reason: LookupReason });
export type UpdateLookupBody = z.input<typeof UpdateLookupBody>;

export const LookupListParams = z.object({ name: LookupNameParam });
export const LookupWriteParams = z.object({ name: EditableLookupNameParam });
export const LookupCodeParams = z.object({ name: EditableLookupNameParam, code: LookupCode });
export const LookupListQuery = z.object({ search: z.string().trim().max(60).optional() });
export const DeleteLookupQuery = z.object({ reason: LookupReason });

/** Spec 2 §3 Lookup: a code, its description, how many parameters use it and how many of them are in use. */
export const LookupDto = z.object({
  code: z.string(),
  description: z.string(),
  parameters: z.number().int(),
  active_parameters: z.number().int(),
  /** Null for the fixed periods. */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type LookupDto = z.infer<typeof LookupDto>;
