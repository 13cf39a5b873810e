import {
  PERSONAL,
  SHARED,
  categoryName,
  isCentralOffice,
  mayReachSite,
  reportReadRoutes,
  type ReportUsageDto,
  type TokenClaims,
} from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { REPORTS_COLLECTION, type ReportDoc } from '@ftr/read-models/reports/projection.ts';
import type { QueryDeps } from '../deps.ts';
import { byName, readsKind } from './access.ts';

type UsageRoutes = Pick<typeof reportReadRoutes, 'listParameterPersonalReports' | 'listParameterSharedReports'>;

/**
 * Which definitions use a parameter (the parameter detail page): a site user's code is `SITE:CODE`, found in
 * definitions of their site and of the central office; the central office looks for the code at any site.
 * Names are shown only of the kinds the user reads (REPORTS / DATA_GRABBER or their maintain flags).
 */
const keyOf = (user: TokenClaims, code: string): string => (isCentralOffice(user.site) ? `:${code}|` : `|${user.site}:${code}|`);

const toUsage = (doc: ReportDoc): ReportUsageDto => ({
  ID: doc.ID,
  KIND: doc.KIND,
  REPORT_NAME: doc.REPORT_NAME,
  SITE: doc.SITE,
  CATEGORY: categoryName(doc.RCAT_ID),
});

export const usageHandlers = (deps: QueryDeps): Handlers<UsageRoutes> => {
  const using = async (user: TokenClaims, code: string, reportType: number) =>
    (
      await deps.readStore.find<ReportDoc>(REPORTS_COLLECTION, {
        where: { REPORT_TYPE: reportType },
        search: { field: 'PARAMETER_KEYS', text: keyOf(user, code), mode: 'contains' },
      })
    ).filter((doc) => mayReachSite(user, doc.SITE));
  return {
    /** Personal definitions are private: everyone's are counted, only the caller's own are named. */
    async listParameterPersonalReports({ params, user }) {
      const docs = await using(user, params.code, PERSONAL);
      return {
        COUNT: docs.length,
        ITEMS: docs
          .filter((doc) => doc.OWNER === user.sub)
          .sort(byName)
          .map(toUsage),
      };
    },
    async listParameterSharedReports({ params, user }) {
      const docs = await using(user, params.code, SHARED);
      return docs
        .filter((doc) => readsKind(user, doc.KIND))
        .sort(byName)
        .map(toUsage);
    },
  };
};
