import { ccfRoutes, type CcfStatus } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { QueryDeps } from '../deps.ts';

/**
 * The CCF read model: one document per CCF with at least SITE and STATUS (spec 3 §4 status codes).
 * The CCF projection arrives with the CCF feature; until then the collection is empty.
 */
export const CCFS_COLLECTION = 'ccfs';

type ReadRoutes = Pick<typeof ccfRoutes, 'ccfSummary'>;

export const ccfQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => {
  const count = (site: string, status: CcfStatus) => deps.readStore.count(CCFS_COLLECTION, { where: { SITE: site, STATUS: status } });
  return {
    /** The sidebar's badges: open (O) and pending-close (R) CCFs at the user's current site. */
    async ccfSummary({ user }) {
      const [open, pendingClose] = await Promise.all([count(user.site, 'O'), count(user.site, 'R')]);
      return { open, pendingClose };
    },
  };
};
