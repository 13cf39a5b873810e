// A parameter's master-data history: every change to the parameter, its dependencies,
// its constant's value and its CCF analysis, with who, when, old and new field values and a reason.
import { z } from 'zod';
import { Signature } from '../signatures/schemas.ts';

const FieldValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type FieldValue = z.infer<typeof FieldValue>;

export const CHANGE_REASON_MAX = 200;
/** Why a master-data change is made, as a write body sends it (optional; empty means none). */
export const ChangeReason = z
  .string({ error: 'Reason must be text' })
  .trim()
  .max(CHANGE_REASON_MAX, `Reason must be at most ${CHANGE_REASON_MAX} characters`)
  .nullable()
  .optional();
/** The reason a write records: null when none (or empty) was given. */
export const reasonOf = (reason: string | null | undefined): string | null => (reason ? reason : null);

/** One field's old and new value (null: empty, or absent before a create). */
export const FieldChange = z.object({ field: z.string(), from: FieldValue, to: FieldValue });
export type FieldChange = z.infer<typeof FieldChange>;

export const HISTORY_SOURCES = ['parameter', 'dependency', 'link', 'constant', 'ccfAnalysis', 'spc'] as const;

/** One change: `at` the event's instant, `position` its place in the log, `by` the user, `change` the event type. */
export const ParameterHistoryEntry = z.object({
  at: z.string(),
  position: z.string(),
  by: z.string(),
  source: z.enum(HISTORY_SOURCES),
  change: z.string(),
  changes: z.array(FieldChange),
  reason: z.string().nullable(),
  /** The editor's electronic signature, when the change was signed. */
  signature: Signature.optional(),
});
export type ParameterHistoryEntry = z.infer<typeof ParameterHistoryEntry>;

/** GET /parameter/{code}/history: newest first. */
export const ParameterHistoryDto = z.object({ site: z.string(), code: z.string(), entries: z.array(ParameterHistoryEntry) });
export type ParameterHistoryDto = z.infer<typeof ParameterHistoryDto>;

const asFieldValue = (value: unknown): FieldValue =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;

/** The fields whose value differs between `before` (null: nothing yet) and `after`, in `after`'s key order (pure). */
export const diffFields = (before: Readonly<Record<string, unknown>> | null, after: Readonly<Record<string, unknown>>): FieldChange[] =>
  Object.keys(after)
    .map((field) => ({ field, from: asFieldValue(before?.[field]), to: asFieldValue(after[field]) }))
    .filter((c) => c.from !== c.to);

const byPosition = (a: string, b: string): number => {
  const d = BigInt(a) - BigInt(b);
  return d > 0n ? 1 : d < 0n ? -1 : 0;
};

/** Newest first: by instant, then by place in the log (the later event first). */
export const newestFirst = (entries: readonly ParameterHistoryEntry[]): ParameterHistoryEntry[] =>
  [...entries].sort((a, b) => (a.at === b.at ? byPosition(b.position, a.position) : a.at < b.at ? 1 : -1));
