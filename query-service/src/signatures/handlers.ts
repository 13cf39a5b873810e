import type { signaturesRoutes } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { QueryDeps } from '../deps.ts';
import { reportApprovals } from './approvals.ts';

type ReadRoutes = Pick<typeof signaturesRoutes, 'listReportApprovals'>;

/** Approvals are read at the user's current site only. */
export const signaturesQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => ({
  listReportApprovals: ({ params, user }) => reportApprovals(deps.readStore, user.site, params.reportId),
});
