import { READ_MODELS } from '@ftr/contracts';
import type { AuditSource, Site, SpcRuleBroken, StoredOf, ValuesChangedEvent } from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';
import { auditTrailProjection } from './projection.ts';

/** How many trail entries (change sets) and rows (changed cells) one user made from one source. */
export interface AuditTally {
  user: string;
  source: AuditSource;
  n: number;
  /** Rows; absent in tallies projected by an older version (then `npm run rebuild`, docs/audit.md). */
  rows?: number;
}

/**
 * Counts of trail entries and rows per (site, code, factory date), by user and source, so a trail page's
 * total is the sum over the days of its range (at most a few hundred small documents) rather than a count
 * of every entry. Each value event adds one entry and its changes' rows to its day; the runtime never
 * applies an event twice.
 */
export interface AuditDayDoc extends ProjectedDoc {
  SITE: Site;
  CODE: string;
  DATE: string;
  TALLIES: AuditTally[];
}

export const AUDIT_DAYS_COLLECTION = READ_MODELS.auditDays;

/** What a value event adds to its day (its trail entry's site, code, date, user, source and rows), without building the entry. */
const tallyOf = (event: StoredOf<ValuesChangedEvent | SpcRuleBroken>) => {
  if (event.type === 'SpcRuleBroken') {
    const { site, code, date } = event.data;
    return { SITE: site, CODE: code, DATE: date, USER: event.metadata.userId, SOURCE: 'SPC' as const, rows: 1 };
  }
  const { site, changes } = event.data;
  const first = changes[0];
  if (!first) return null;
  const source: AuditSource =
    event.type === 'ParameterValuesSubmitted' ? (event.data.ccf ? 'CCF' : (event.data.source ?? 'DATAENTRY')) : 'RECALCULATION';
  return { SITE: site, CODE: first.code, DATE: first.date, USER: event.metadata.userId, SOURCE: source, rows: changes.length };
};

export const auditDaysProjection: ProjectionOf<AuditDayDoc, ValuesChangedEvent | SpcRuleBroken> = {
  collection: { name: AUDIT_DAYS_COLLECTION, indexes: [{ fields: ['SITE', 'CODE', 'DATE'] }] },
  handles: auditTrailProjection.handles,
  id: (event) => {
    const entry = tallyOf(event);
    return entry ? `${entry.SITE}_${entry.CODE}_${entry.DATE}` : `${event.stream}@${event.revision}`;
  },
  evolve: (doc, event) => {
    const entry = tallyOf(event);
    if (!entry) return doc;
    const tallies = [...(doc?.TALLIES ?? [])];
    const at = tallies.findIndex((t) => t.user === entry.USER && t.source === entry.SOURCE);
    const { rows } = entry;
    const found = tallies[at];
    if (!found) tallies.push({ user: entry.USER, source: entry.SOURCE, n: 1, rows });
    else tallies[at] = { ...found, n: found.n + 1, rows: (found.rows ?? found.n) + rows };
    return { SITE: entry.SITE, CODE: entry.CODE, DATE: entry.DATE, TALLIES: tallies };
  },
  siteOf: (_doc, event) => auditTrailProjection.siteOf?.(null, event),
};
