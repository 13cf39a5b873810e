import { defaultDataSettings, XLSX_CONTENT_TYPE, type auditRoutes } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { DATA_SETTINGS_COLLECTION, type DataSettingsDoc } from '@ftr/read-models/audit/settingsProjection.ts';
import { siteScope } from '../dataScreens/access.ts';
import { fileName } from '../dataScreens/workbook.ts';
import type { QueryDeps } from '../deps.ts';
import { requireDataViewer } from '../dataValues/dataViewAccess.ts';
import { readParameterHistory } from '../parameters/historyHandlers.ts';
import { allTrailRows, trailPage } from './trail.ts';
import { trailWorkbook } from './workbook.ts';

type ReadRoutes = Pick<typeof auditRoutes, 'auditTrail' | 'exportAuditTrail' | 'getDataSettings'>;

/** The audit trail (for data-view readers) and the data settings. The site guard of :site (own site unless central office) is the auth hook's. */
export const auditQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => ({
  async auditTrail({ params, query, user }) {
    requireDataViewer(user);
    const { after, before, last, pageSize, ...filter } = query;
    return trailPage(deps.readStore, { ...params, ...filter }, { after, before, last }, pageSize);
  },
  async exportAuditTrail({ params, query, reply, user }) {
    requireDataViewer(user);
    const rows = await allTrailRows(deps.readStore, { ...params, ...query });
    const masterData = (await readParameterHistory(deps.readStore, params.site, params.code)) ?? [];
    const bytes = await trailWorkbook(params.code, rows, masterData);
    void reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${fileName(`audit-${params.site}-${params.code}-${query.from}-${query.to}`)}"`);
    return bytes;
  },
  /** Site users read their own site's; the central office any site's (?site=, default its own: the defaults). */
  async getDataSettings({ query, user }) {
    const site = query.site ?? user.site;
    siteScope(user, site);
    const doc = await deps.readStore.get<DataSettingsDoc>(DATA_SETTINGS_COLLECTION, site);
    return doc?.SETTINGS ?? defaultDataSettings(site);
  },
});
