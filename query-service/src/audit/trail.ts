import { DATA_MESSAGES, MAX_AUDIT_RANGE_DAYS, daysBetween, type AuditRow, type AuditSource, type Site } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { FindQuery, ReadStore } from '@ftr/infra/readstore/port.ts';
import { AUDIT_DAYS_COLLECTION, type AuditDayDoc } from '@ftr/projector/audit/daysProjection.ts';
import { AUDIT_COLLECTION, type AuditEntryDoc } from '@ftr/projector/audit/projection.ts';

export interface TrailFilter {
  site: Site;
  code: string;
  from: string;
  to: string;
  user?: string | undefined;
  source?: AuditSource | undefined;
}

/** The read-store query of a filter: equality on site, code (and user, source), a range of factory dates. */
const trailQuery = (filter: TrailFilter): Pick<FindQuery, 'where' | 'range'> => {
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

/** Each changed cell of an entry as a row, hours in order. */
export const rowsOf = (doc: AuditEntryDoc): AuditRow[] =>
  doc.CHANGES.map((c) => ({
    position: doc.POSITION,
    at: doc.AT,
    user: doc.USER,
    date: doc.DATE,
    hour: c.hour,
    operation: doc.OPERATION,
    kind: c.kind,
    previous: c.previous,
    value: c.value,
    source: doc.SOURCE,
    submissionId: doc.SUBMISSION_ID,
    jobId: doc.JOB_ID,
    reason: c.reason,
  }));

/** How many entries match: the day tallies of the range summed (never a count over every entry). */
const countEntries = async (readStore: ReadStore, filter: TrailFilter): Promise<number> => {
  const days = await readStore.find<AuditDayDoc>(AUDIT_DAYS_COLLECTION, {
    where: { SITE: filter.site, CODE: filter.code },
    range: { field: 'DATE', gte: filter.from, lte: filter.to },
  });
  let total = 0;
  for (const day of days) {
    for (const t of day.TALLIES) if ((!filter.user || t.user === filter.user) && (!filter.source || t.source === filter.source)) total += t.n;
  }
  return total;
};

const OLDEST_FIRST: FindQuery['sort'] = [{ field: 'POS', direction: 'asc' }];

/** One page of entries (change sets), oldest first, and how many entries match. */
export const trailPage = async (readStore: ReadStore, filter: TrailFilter, page: number, pageSize: number) => {
  const query = trailQuery(filter);
  const [total, docs] = await Promise.all([
    countEntries(readStore, filter),
    readStore.find<AuditEntryDoc>(AUDIT_COLLECTION, { ...query, sort: OLDEST_FIRST, skip: (page - 1) * pageSize, limit: pageSize }),
  ]);
  return { total, page, pageSize, rows: docs.flatMap(rowsOf) };
};

const BATCH = 5_000;

/** Every row of the filter, oldest first (the export), read in batches. */
export const allTrailRows = async (readStore: ReadStore, filter: TrailFilter): Promise<AuditRow[]> => {
  const query = trailQuery(filter);
  const rows: AuditRow[] = [];
  for (let skip = 0; ; skip += BATCH) {
    const docs = await readStore.find<AuditEntryDoc>(AUDIT_COLLECTION, { ...query, sort: OLDEST_FIRST, skip, limit: BATCH });
    rows.push(...docs.flatMap(rowsOf));
    if (docs.length < BATCH) return rows;
  }
};
