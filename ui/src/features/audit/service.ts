import type { AuditSource } from '@ftr/contracts';
import type { CallOptions } from '../../api/client.ts';
import { downloadFile } from '../../api/download.ts';

/** Which trail: a parameter at a site over factory dates, optionally one user's or one source's changes. */
export interface TrailFilter {
  site: string;
  code: string;
  from: string;
  to: string;
  user?: string | undefined;
  source?: AuditSource | undefined;
}

const queryOf = (f: TrailFilter) => ({ from: f.from, to: f.to, user: f.user || undefined, source: f.source });

/** Which page: the first, the one after or before a row (a cursor a page answered), or the last. */
export type PageAt = { after?: string; before?: string; last?: true };

/** The read of one page of the trail (its query key names the filter, the cursor and the page size). */
export const trailOptions = (f: TrailFilter, at: PageAt, pageSize: number): CallOptions<'auditTrail'> => ({
  params: { site: f.site, code: f.code },
  query: {
    ...queryOf(f),
    ...(at.after ? { after: at.after } : {}),
    ...(at.before ? { before: at.before } : {}),
    ...(at.last ? { last: 'true' as const } : {}),
    pageSize,
  },
});

/** Saves the filtered trail as .xlsx through the browser; answers the file name. */
export const exportTrail = (f: TrailFilter): Promise<string> =>
  downloadFile('exportAuditTrail', { site: f.site, code: f.code }, `audit-${f.code}.xlsx`, queryOf(f));
