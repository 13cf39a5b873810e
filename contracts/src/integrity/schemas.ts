import { z } from 'zod';
import { Position } from '../http/route.ts';

// Integrity evidence: the event log refolded into every read model in memory and
// compared, document by document, with the stored read models.

export const INTEGRITY_PROBLEMS = ['missing', 'extra', 'different'] as const;

/** One document that differs: missing from the store, extra in it, or different (the top-level fields that differ). */
export const IntegrityExample = z.object({
  id: z.string(),
  problem: z.enum(INTEGRITY_PROBLEMS),
  fields: z.array(z.string()),
});
export type IntegrityExample = z.infer<typeof IntegrityExample>;

/** One read model: documents checked (stored and expected, once each), and how many were missing, extra or different. */
export const CollectionReport = z.object({
  collection: z.string(),
  checked: z.number().int(),
  missing: z.number().int(),
  extra: z.number().int(),
  different: z.number().int(),
  /** The log position this collection was compared at (later than the report's when it had to catch up). */
  position: Position.nullable(),
  examples: z.array(IntegrityExample),
});
export type CollectionReport = z.infer<typeof CollectionReport>;

export const IntegrityReport = z.object({
  /** The projector's checkpoint when verification started: every event up to it was refolded (null: nothing projected yet). */
  position: Position.nullable(),
  /** Events read from the log (summed over passes). */
  eventsRead: z.number().int(),
  startedAt: z.string(),
  durationMs: z.number().int(),
  /** True when no collection has a missing, extra or different document. */
  ok: z.boolean(),
  totals: z.object({ checked: z.number().int(), missing: z.number().int(), extra: z.number().int(), different: z.number().int() }),
  collections: z.array(CollectionReport),
});
export type IntegrityReport = z.infer<typeof IntegrityReport>;
