import type { AuditSource, AuditTrailPage, DataSettingsDto } from '@ftr/contracts';
import { call } from '../../api/client.ts';
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

export const loadTrail = (f: TrailFilter, page: number, pageSize: number): Promise<AuditTrailPage> =>
  call('auditTrail', { params: { site: f.site, code: f.code }, query: { ...queryOf(f), page, pageSize } });

export const loadDataSettings = (): Promise<DataSettingsDto> => call('getDataSettings', { query: {} });

/** Saves the filtered trail as .xlsx through the browser; answers the file name. */
export const exportTrail = (f: TrailFilter): Promise<string> =>
  downloadFile('exportAuditTrail', { site: f.site, code: f.code }, `audit-${f.code}.xlsx`, queryOf(f));
