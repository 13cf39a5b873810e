import type { SQLInputValue } from 'node:sqlite';
import type { FindQuery, Scalar } from './port.ts';
import { checkQuery, rangesOf } from './rules.ts';

/**
 * Translates a FindQuery into SQL over `rm_<collection>(id, doc)` with MongoDB's matching rules.
 * Field paths are inlined (names are validated identifiers) so that the expressions are textually the
 * ones of the expression indexes; every value is a bound parameter.
 *
 * json_extract returns 1/0 for JSON true/false and JSON text for objects, so each comparison is guarded
 * by json_type: like MongoDB, a number never equals a boolean or a string, and a range on numbers
 * ignores strings. Equality with null matches a missing field or a JSON null, as MongoDB does.
 */
export type SqlQuery = { sql: string; params: SQLInputValue[] };

/** The name of the SQL function the adapter registers for Unicode case folding. */
export const CASEFOLD_FUNCTION = 'rm_casefold';

export const valueSql = (field: string): string => (field === '_id' ? 'id' : `json_extract(doc, '$.${field}')`);
const typeSql = (field: string): string => (field === '_id' ? `'text'` : `json_type(doc, '$.${field}')`);

const typeGuard = (field: string, value: string | number | boolean): string => {
  if (typeof value === 'string') return `${typeSql(field)} = 'text'`;
  if (typeof value === 'number') return `${typeSql(field)} IN ('integer', 'real')`;
  return `${typeSql(field)} IN ('true', 'false')`;
};

const bind = (value: string | number | boolean): SQLInputValue => (typeof value === 'boolean' ? Number(value) : value);

const equality = (field: string, value: Scalar, params: SQLInputValue[]): string => {
  if (value === null) return `${valueSql(field)} IS NULL`;
  params.push(bind(value));
  const guard = typeof value === 'boolean' ? `${typeSql(field)} = '${String(value)}'` : typeGuard(field, value);
  return `${valueSql(field)} = ? AND ${guard}`;
};

const OPERATORS = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

/** LIKE pattern for literal text: `\` escapes itself, `%` and `_`. */
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
// eslint-disable-next-line no-control-regex -- the ASCII range starts at NUL
const ASCII = /^[\x00-\x7f]*$/;

const whereSql = (query: Pick<FindQuery, 'where' | 'range' | 'search'>, params: SQLInputValue[]): string => {
  const conditions: string[] = [];
  for (const [field, value] of Object.entries(query.where ?? {})) conditions.push(equality(field, value, params));
  for (const { field, bounds } of rangesOf(query)) {
    for (const { op, value } of bounds) {
      conditions.push(`${valueSql(field)} ${OPERATORS[op]} ?`);
      params.push(bind(value));
    }
    const [first] = bounds;
    if (first) conditions.push(typeGuard(field, first.value));
  }
  if (query.search) {
    const { field, text, mode } = query.search;
    // LIKE folds ASCII case only; non-ASCII text is folded by the registered function on both sides.
    const ascii = ASCII.test(text);
    const subject = ascii ? valueSql(field) : `${CASEFOLD_FUNCTION}(${valueSql(field)})`;
    const literal = likeLiteral(ascii ? text : text.toLowerCase());
    params.push(mode === 'prefix' ? `${literal}%` : `%${literal}%`);
    conditions.push(`${typeSql(field)} = 'text' AND ${subject} LIKE ? ESCAPE '\\'`);
  }
  return conditions.length === 0 ? '' : ` WHERE ${conditions.join(' AND ')}`;
};

/** Rows in sort order, ties (and unsorted queries) ordered by _id so that paging is stable. */
export const selectSql = (table: string, query: FindQuery): SqlQuery => {
  checkQuery(query);
  const params: SQLInputValue[] = [];
  const where = whereSql(query, params);
  const sort = query.sort ?? [];
  const order = sort.map(({ field, direction }) => `${valueSql(field)} ${direction === 'desc' ? 'DESC' : 'ASC'}`);
  if (!sort.some(({ field }) => field === '_id')) order.push('id ASC');
  params.push(query.limit ?? -1, query.skip ?? 0);
  return { sql: `SELECT doc FROM ${table}${where} ORDER BY ${order.join(', ')} LIMIT ? OFFSET ?`, params };
};

export const countSql = (table: string, query: Pick<FindQuery, 'where' | 'range' | 'search'>): SqlQuery => {
  checkQuery(query);
  const params: SQLInputValue[] = [];
  return { sql: `SELECT count(*) AS n FROM ${table}${whereSql(query, params)}`, params };
};
