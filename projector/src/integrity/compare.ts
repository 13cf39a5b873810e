// Comparing a stored read-model document with the one refolded from the log, ignoring `_position`
// (bookkeeping, not content) and anything JSON does not keep (undefined fields, key order).
import type { Doc } from '@ftr/infra/readstore/port.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The JSON value of a document as a store keeps it: undefined dropped, keys sorted. */
const canonical = (value: unknown): Json => {
  if (value === null || typeof value !== 'object') return (value ?? null) as Json;
  if (Array.isArray(value)) return value.map((v) => (v === undefined ? null : canonical(v)));
  const out: Record<string, Json> = {};
  for (const key of Object.keys(value).sort()) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined) out[key] = canonical(v);
  }
  return out;
};

const text = (value: unknown): string => JSON.stringify(canonical(value));

/** The top-level fields (other than `_position`) whose values differ; empty when the documents are equal. */
export const differingFields = (stored: Doc, expected: Doc): string[] => {
  const a = canonical(stored) as Record<string, Json>;
  const b = canonical(expected) as Record<string, Json>;
  const fields = new Set([...Object.keys(a), ...Object.keys(b)]);
  fields.delete('_position');
  return [...fields].filter((f) => text(a[f]) !== text(b[f])).sort();
};
