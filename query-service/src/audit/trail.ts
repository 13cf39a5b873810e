import {
  DATA_MESSAGES,
  MAX_AUDIT_RANGE_DAYS,
  daysBetween,
  type AuditRow,
  type AuditSource,
  type AuditTrailPage,
  type Site,
} from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { FindQuery, RangeFilter, ReadStore } from '@ftr/infra/readstore/port.ts';
import { AUDIT_DAYS_COLLECTION, type AuditDayDoc } from '@ftr/read-models/audit/daysProjection.ts';
import { AUDIT_COLLECTION, type AuditEntryDoc } from '@ftr/read-models/audit/projection.ts';
import { entriesToRead, pageOfRows, parseCursor, rowsOf, type PageRequest } from './paging.ts';

export interface TrailFilter {
  site: Site;
  code: string;
  from: string;
  to: string;
  user?: string | undefined;
  source?: AuditSource | undefined;
}

/** The read-store query of a filter: equality on site, code (and user, source), a range of factory dates. */
const trailQuery = (filter: TrailFilter): { where: Record<string, string>; range: RangeFilter } => {
  const span = daysBetween(filter.from, filter.to);
  if (span < 0) throw new AppError('validation', DATA_MESSAGES.rangeReversed);
  if (span + 1 > MAX_AUDIT_RANGE_DAYS) throw new AppError('validation', DATA_MESSAGES.rangeTooLong(MAX_AUDIT_RANGE_DAYS));
  return {
    where: {
      SITE: filter.site,
      CODE: filter.code,
      ...(filter.user ? { USER: filter.user } : {}),
      ...(filter.source ? { SOURCE: filter.source } : {}),
    },
    range: { field: 'DATE', gte: filter.from, lte: filter.to },
  };
};

/** How many rows match: the day tallies of the range summed (never a count over every entry). */
const countRows = async (readStore: ReadStore, filter: TrailFilter): Promise<number> => {
  const days = await readStore.find<AuditDayDoc>(AUDIT_DAYS_COLLECTION, {
    where: { SITE: filter.site, CODE: filter.code },
    range: { field: 'DATE', gte: filter.from, lte: filter.to },
  });
  let total = 0;
  for (const day of days) {
    for (const t of day.TALLIES)
      if ((!filter.user || t.user === filter.user) && (!filter.source || t.source === filter.source)) total += t.rows ?? t.n;
  }
  return total;
};

const OLDEST_FIRST: FindQuery['sort'] = [{ field: 'POS', direction: 'asc' }];
const NEWEST_FIRST: FindQuery['sort'] = [{ field: 'POS', direction: 'desc' }];

export interface PageAt {
  after?: string | undefined;
  before?: string | undefined;
  last?: boolean | undefined;
}

/**
 * One page of at most pageSize rows, oldest first, by keyset: the entries from the cursor's on, in POS
 * order, within the date range (index SITE, CODE[, USER | SOURCE], POS), so a deep page reads what the first
 * does. And how many rows match.
 */
export const trailPage = async (readStore: ReadStore, filter: TrailFilter, at: PageAt, pageSize: number): Promise<AuditTrailPage> => {
  const { where, range } = trailQuery(filter);
  const request: PageRequest =
    at.before !== undefined || at.last
      ? { direction: 'backward', ...(at.before !== undefined ? { before: parseCursor(at.before) } : {}) }
      : { direction: 'forward', ...(at.after !== undefined ? { after: parseCursor(at.after) } : {}) };
  const cursor = request.direction === 'forward' ? request.after : request.before;
  const keyset: RangeFilter[] = cursor
    ? [{ field: 'POS', ...(request.direction === 'forward' ? { gte: cursor.pos } : { lte: cursor.pos }) }]
    : [];
  const [total, entries] = await Promise.all([
    countRows(readStore, filter),
    readStore.find<AuditEntryDoc>(AUDIT_COLLECTION, {
      where,
      range: [range, ...keyset],
      sort: request.direction === 'forward' ? OLDEST_FIRST : NEWEST_FIRST,
      limit: entriesToRead(pageSize),
    }),
  ]);
  return { total, pageSize, ...pageOfRows(entries, request, pageSize) };
};

const BATCH = 5_000;

/** Every row of the filter, oldest first (the export), read in batches by keyset. */
export const allTrailRows = async (readStore: ReadStore, filter: TrailFilter): Promise<AuditRow[]> => {
  const { where, range } = trailQuery(filter);
  const rows: AuditRow[] = [];
  for (let after: string | undefined; ;) {
    const keyset: RangeFilter[] = after === undefined ? [] : [{ field: 'POS', gt: after }];
    const docs = await readStore.find<AuditEntryDoc>(AUDIT_COLLECTION, {
      where,
      range: [range, ...keyset],
      sort: OLDEST_FIRST,
      limit: BATCH,
    });
    rows.push(...docs.flatMap(rowsOf));
    const last = docs.at(-1);
    if (docs.length < BATCH || last === undefined) return rows;
    after = last.POS;
  }
};
