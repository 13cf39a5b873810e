import { z } from 'zod';
import { ScreenIdRefParams } from '../dataScreens/schemas.ts';
import { Position } from '../http/route.ts';
import { IsoDate } from '../operations/schemas.ts';
import { isIsoDate } from '../time/calendar.ts';
import { hoursInFactoryDay } from '../time/factoryTime.ts';
import { CCF_LABELS } from './labels.ts';
import { DATA_MESSAGES } from './messages.ts';
import { SignatureInput } from '../signatures/schemas.ts';

/** A real calendar date YYYY-MM-DD (z.iso.date alone lets 2026-02-30 through). */
export const FactoryDate = IsoDate.refine(isIsoDate, 'Date must be a real calendar date (YYYY-MM-DD)');

export const CHANGE_TYPES = ['Insert', 'Update', 'Delete'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

/** A cell value on the wire: a number, or empty ('' / null / absent), read as null. */
const CellValue = z
  .union([z.number(), z.literal(''), z.null()])
  .optional()
  .transform((v): number | null => (typeof v === 'number' ? v : null));

const consistent = (r: { TYPE: ChangeType; VALUE: number | null; ORIGINAL_VALUE: number | null }): boolean => {
  switch (r.TYPE) {
    case 'Insert':
      return r.VALUE !== null && r.ORIGINAL_VALUE === null;
    case 'Update':
      return r.VALUE !== null && r.ORIGINAL_VALUE !== null && r.VALUE !== r.ORIGINAL_VALUE;
    case 'Delete':
      return r.VALUE === null && r.ORIGINAL_VALUE !== null;
  }
};

/**
 * A Data change record (spec 1 §3, §5): AUDIT a required boolean; CODE, OPERATION, TYPE required;
 * FTR_DATE a date; FTR_HOUR 1..24 (23 on the spring day, 25 on the autumn day); VALUE and
 * ORIGINAL_VALUE numbers or empty; VALID not false. Also: TYPE agrees with the values (Insert fills an
 * empty cell, Update changes a value, Delete empties a cell). REASON (optional) is kept for the audit trail.
 */
export const ChangeRecord = z
  .object({
    TYPE: z.enum(CHANGE_TYPES),
    CODE: z.string().trim().toUpperCase().min(1).max(40),
    FTR_DATE: FactoryDate,
    FTR_HOUR: z.number().int().min(1).max(25),
    OPERATION: z.string().trim().toUpperCase().min(1).max(20),
    AUDIT: z.boolean(),
    VALUE: CellValue,
    ORIGINAL_VALUE: CellValue,
    VALID: z.boolean().optional(),
    REASON: z.string().trim().max(200).optional(),
  })
  .refine((r) => r.VALID !== false && isIsoDate(r.FTR_DATE) && r.FTR_HOUR <= hoursInFactoryDay(r.FTR_DATE) && consistent(r));
export type ChangeRecord = z.output<typeof ChangeRecord>;
export type ChangeRecordInput = z.input<typeof ChangeRecord>;

const codeOf = (item: unknown): string => {
  const code = typeof item === 'object' && item !== null ? (item as { CODE?: unknown }).CODE : undefined;
  if (typeof code === 'string') return code.trim().toUpperCase();
  return typeof code === 'number' || typeof code === 'boolean' ? String(code) : '';
};

export type RecordsCheck = { ok: true; records: ChangeRecord[] } | { ok: false; message: string };

/**
 * Checks change records as the Check button and the server do: the first invalid one (or a second change
 * of the same cell) answers 'Error on code: {code}'; an empty list 'Nothing to Submit'.
 */
export const checkChangeRecords = (items: readonly unknown[]): RecordsCheck => {
  if (items.length === 0) return { ok: false, message: DATA_MESSAGES.nothingToSubmit };
  const records: ChangeRecord[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const parsed = ChangeRecord.safeParse(item);
    if (!parsed.success) return { ok: false, message: DATA_MESSAGES.errorOnCode(codeOf(item)) };
    const r = parsed.data;
    const key = `${r.CODE}|${r.FTR_DATE}|${r.FTR_HOUR}`;
    if (seen.has(key)) return { ok: false, message: DATA_MESSAGES.errorOnCode(r.CODE) };
    seen.add(key);
    records.push(r);
  }
  return { ok: true, records };
};

/** Most changes one submission may carry (a 100-column hourly day is 2,500). */
export const MAX_CHANGES_PER_SUBMISSION = 5_000;

/**
 * POST /data. `submissionId` (a UUID the client makes once per submit and reuses on retry) makes the
 * submission idempotent. `data` is checked record by record; the first bad one is a 400 'Error on code: {code}'.
 */
export const SubmitDataBody = z
  .object({
    submissionId: z.uuid({ error: 'submissionId must be a UUID' }),
    /** The grid's screen: when given, the user's WRITE_ACCESS must reach its access level and every code be on it. */
    screenId: ScreenIdRefParams.shape.screenId.optional(),
    data: z.array(z.custom<ChangeRecordInput>()).max(MAX_CHANGES_PER_SUBMISSION),
    /** The submitter's electronic signature, required when the site's settings say old corrections need one. */
    signature: SignatureInput.optional(),
  })
  .transform((body, ctx) => {
    const checked = checkChangeRecords(body.data);
    if (!checked.ok) {
      ctx.addIssue({ code: 'custom', message: checked.message, input: body.data });
      return z.NEVER;
    }
    return { submissionId: body.submissionId, screenId: body.screenId, data: checked.records, signature: body.signature };
  });
export type SubmitDataBody = z.input<typeof SubmitDataBody>;

export const CcfLabelSchema = z.enum(CCF_LABELS);

/** A CCF the submission raised or moved to pending close. */
export const SubmittedCcf = z.object({
  code: z.string(),
  id: z.string(),
  action: z.enum(['raised', 'pendingClose']),
});

/**
 * POST /data answer. `labels` holds, for every CCF parameter of the submission, the label its column
 * shows now (a raised CCF is 'Ongoing CCF' after submit). `duplicate` is true when this submission id had
 * already been applied: nothing was written and `position` is the original one.
 */
export const SubmitDataResult = z.object({
  message: z.string(),
  position: Position,
  submissionId: z.string(),
  duplicate: z.boolean(),
  labels: z.record(z.string(), CcfLabelSchema.nullable()),
  ccfs: z.array(SubmittedCcf),
});
export type SubmitDataResult = z.infer<typeof SubmitDataResult>;
