import type { AuditSource, Site, StoredEvent } from '@ftr/contracts';
import type { Projection, ProjectedDoc } from '../runtime/projection.ts';
import { auditTrailProjection, type AuditEntryDoc } from './projection.ts';

/** How many trail entries one user made from one source. */
export interface AuditTally {
  user: string;
  source: AuditSource;
  n: number;
}

/**
 * Counts of trail entries per (site, code, factory date), by user and source, so a trail page's total
 * is the sum over the days of its range (at most a few hundred small documents) rather than a count of
 * every entry. Each value event adds one to its day; the runtime never applies an event twice.
 */
export interface AuditDayDoc extends ProjectedDoc {
  SITE: Site;
  CODE: string;
  DATE: string;
  TALLIES: AuditTally[];
}

export const AUDIT_DAYS_COLLECTION = 'auditDays';

export const auditDaysProjection: Projection<AuditDayDoc> = {
  collection: { name: AUDIT_DAYS_COLLECTION, indexes: [{ fields: ['SITE', 'CODE', 'DATE'] }] },
  handles: auditTrailProjection.handles,
  id: (event: StoredEvent) => {
    const entry = auditTrailProjection.evolve(null, event) as AuditEntryDoc | null;
    return entry ? `${entry.SITE}_${entry.CODE}_${entry.DATE}` : `${event.stream}@${event.revision}`;
  },
  evolve: (doc, event) => {
    const entry = auditTrailProjection.evolve(null, event) as AuditEntryDoc | null;
    if (!entry) return doc;
    const tallies = [...((doc?.['TALLIES'] as AuditTally[] | undefined) ?? [])];
    const at = tallies.findIndex((t) => t.user === entry.USER && t.source === entry.SOURCE);
    if (at < 0) tallies.push({ user: entry.USER, source: entry.SOURCE, n: 1 });
    else tallies[at] = { ...tallies[at]!, n: tallies[at]!.n + 1 };
    return { SITE: entry.SITE, CODE: entry.CODE, DATE: entry.DATE, TALLIES: tallies };
  },
  siteOf: (_doc, event) => (auditTrailProjection.siteOf?.(null, event)),
};
