import { CCF_MESSAGES, ccfRoutes, type CcfStatus } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { CCFS_COLLECTION, type CcfDoc } from '@ftr/projector/ccf/projection.ts';
import type { QueryDeps } from '../deps.ts';

type ReadRoutes = Pick<typeof ccfRoutes, 'ccfSummary' | 'openCcf'>;

export const ccfQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => {
  const count = (site: string, status: CcfStatus) => deps.readStore.count(CCFS_COLLECTION, { where: { SITE: site, STATUS: status } });
  return {
    /** The sidebar's badges: open (O) and pending-close (R) CCFs at the user's current site. */
    async ccfSummary({ user }) {
      const [open, pendingClose] = await Promise.all([count(user.site, 'O'), count(user.site, 'R')]);
      return { open, pendingClose };
    },
    /** GET /ccf/:code/:operation/O: the open CCF of a parameter and operation at the user's site. */
    async openCcf({ params, user }) {
      const [doc] = await deps.readStore.find<CcfDoc>(CCFS_COLLECTION, {
        where: { SITE: user.site, PARAMETER: params.code, OPERATION: params.operation, STATUS: 'O' },
        limit: 1,
      });
      if (!doc) throw new AppError('not_found', CCF_MESSAGES.noOpenCcf(params.code, params.operation));
      const { _id, _position, ...dto } = doc;
      return dto;
    },
  };
};
