import type { FindQuery, Scalar } from './port.ts';
import { checkQuery, rangesOf } from './rules.ts';

/**
 * Translates a FindQuery into SQL over `rm_<collection>(id, doc jsonb)` with MongoDB's matching rules
 * (docs/postgres.md). A field's value is `coalesce(doc->'f', 'null')`: a missing field reads as JSON
 * null, as MongoDB reads it, and the expression indexes are on exactly that expression. jsonb compares
 * by type first, so a number never equals a boolean or a string; ranges add a type guard so a number
 * bound ignores strings. Strings compare in the database's collation (C.UTF-8: code point order, as
 * MongoDB and SQLite compare). Every value is a bound parameter; names are validated identifiers.
 */
export type PgQuery = { sql: string; params: unknown[] };

export const valueSql = (field: string): string => (field === '_id' ? 'to_jsonb(id)' : `coalesce(doc->'${field}', 'null'::jsonb)`);

const JSON_TYPES = { string: 'string', number: 'number', boolean: 'boolean' } as const;

const typeGuard = (field: string, value: string | number | boolean): string =>
  field === '_id'
    ? typeof value === 'string'
      ? 'true'
      : 'false'
    : `jsonb_typeof(doc->'${field}') = '${JSON_TYPES[typeof value as 'string']}'`;

const OPERATORS = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

/** LIKE pattern for literal text: `\` escapes itself, `%` and `_`. */
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const param = (params: unknown[], value: unknown): string => {
  params.push(value);
  return `$${params.length}`;
};

const equality = (field: string, value: Scalar, params: unknown[]): string => {
  if (field === '_id') return typeof value === 'string' ? `id = ${param(params, value)}` : 'false';
  return `${valueSql(field)} = ${param(params, JSON.stringify(value))}::jsonb`;
};

const whereSql = (query: Pick<FindQuery, 'where' | 'range' | 'search'>, params: unknown[]): string => {
  const conditions: string[] = [];
  for (const [field, value] of Object.entries(query.where ?? {})) conditions.push(equality(field, value, params));
  for (const { field, bounds } of rangesOf(query)) {
    for (const { op, value } of bounds)
      conditions.push(`${valueSql(field)} ${OPERATORS[op]} ${param(params, JSON.stringify(value))}::jsonb`);
    const [first] = bounds;
    if (first) conditions.push(typeGuard(field, first.value));
  }
  if (query.search) {
    const { field, text, mode } = query.search;
    const subject = field === '_id' ? 'id' : `doc->>'${field}'`;
    const pattern = likeLiteral(text.toLowerCase());
    const guard = field === '_id' ? '' : `jsonb_typeof(doc->'${field}') = 'string' AND `;
    conditions.push(`${guard}lower(${subject}) LIKE ${param(params, mode === 'prefix' ? `${pattern}%` : `%${pattern}%`)}`);
  }
  return conditions.length === 0 ? '' : ` WHERE ${conditions.join(' AND ')}`;
};

/** Rows in sort order, ties (and unsorted queries) ordered by _id so that paging is stable. */
export const selectSql = (table: string, query: FindQuery): PgQuery => {
  checkQuery(query);
  const params: unknown[] = [];
  const where = whereSql(query, params);
  const sort = query.sort ?? [];
  const order = sort.map(({ field, direction }) => `${field === '_id' ? 'id' : valueSql(field)} ${direction === 'desc' ? 'DESC' : 'ASC'}`);
  if (!sort.some(({ field }) => field === '_id')) order.push('id ASC');
  const limit = param(params, query.limit ?? null);
  const offset = param(params, query.skip ?? 0);
  return { sql: `SELECT doc FROM ${table}${where} ORDER BY ${order.join(', ')} LIMIT ${limit} OFFSET ${offset}`, params };
};

export const countSql = (table: string, query: Pick<FindQuery, 'where' | 'range' | 'search'>): PgQuery => {
  checkQuery(query);
  const params: unknown[] = [];
  return { sql: `SELECT count(*)::int AS n FROM ${table}${whereSql(query, params)}`, params };
};
