import type { Doc, FindQuery, RangeFilter } from './port.ts';

/**
 * Input rules both read store adapters enforce identically, so a query that one adapter accepts the
 * other accepts too and means the same thing. Names are plain identifiers: that rules out SQL injection
 * in SQLite (names are inlined so expression indexes match) and dotted paths or operators in MongoDB.
 */
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export const checkName = (kind: 'collection' | 'field', name: string): string => {
  if (!NAME.test(name)) throw new Error(`Read store: invalid ${kind} name ${JSON.stringify(name)}`);
  return name;
};

export type RangeOp = 'gt' | 'gte' | 'lt' | 'lte';
export type RangeBound = { op: RangeOp; value: string | number | boolean };
const RANGE_OPS: readonly RangeOp[] = ['gt', 'gte', 'lt', 'lte'];

/**
 * The bounds of a range, all of one type. MongoDB compares values of one type only (a number bound
 * never matches a string), so a null bound or mixed bound types are rejected rather than emulated.
 */
export const rangeBounds = (range: RangeFilter): RangeBound[] => {
  checkName('field', range.field);
  const bounds: RangeBound[] = [];
  for (const op of RANGE_OPS) {
    const value = range[op];
    if (value === undefined) continue;
    if (value === null) throw new Error(`Read store: range bound ${op} on ${range.field} must not be null`);
    bounds.push({ op, value });
  }
  if (bounds.length === 0) throw new Error(`Read store: range on ${range.field} has no bound`);
  if (new Set(bounds.map((b) => typeof b.value)).size > 1) {
    throw new Error(`Read store: range bounds on ${range.field} must all have the same type`);
  }
  return bounds;
};

/** The range conditions of a query, each checked; two on one field are refused (write them as one). */
export const rangesOf = (query: Pick<FindQuery, 'range'>): { field: string; bounds: RangeBound[] }[] => {
  const ranges: readonly RangeFilter[] =
    query.range === undefined ? [] : Array.isArray(query.range) ? query.range : [query.range as RangeFilter];
  const fields = new Set<string>();
  return ranges.map((range) => {
    if (fields.has(range.field)) throw new Error(`Read store: two ranges on ${range.field}; write them as one`);
    fields.add(range.field);
    return { field: range.field, bounds: rangeBounds(range) };
  });
};

/** Validates every name and the paging of a query (skip and limit are non-negative integers). */
export const checkQuery = (query: FindQuery): void => {
  for (const field of Object.keys(query.where ?? {})) checkName('field', field);
  rangesOf(query);
  if (query.search) checkName('field', query.search.field);
  for (const { field } of query.sort ?? []) checkName('field', field);
  for (const [key, value] of [
    ['skip', query.skip],
    ['limit', query.limit],
  ] as const) {
    if (value !== undefined && !(Number.isInteger(value) && value >= 0)) {
      throw new Error(`Read store: ${key} must be a non-negative integer, got ${String(value)}`);
    }
  }
};

export const checkDoc = (doc: Doc): void => {
  if (typeof doc._id !== 'string' || doc._id === '') throw new Error('Read store: a document needs a string _id');
};

/**
 * The fields a patch sets, in order. Undefined values are dropped (JSON and the MongoDB client, set to
 * ignoreUndefined, both drop them); `_id` cannot be patched.
 */
export const patchEntries = (patch: Record<string, unknown>): [string, unknown][] => {
  const entries = Object.entries(patch).filter(([, value]) => value !== undefined);
  for (const [field] of entries) {
    if (checkName('field', field) === '_id') throw new Error('Read store: a patch cannot change _id');
  }
  return entries;
};
