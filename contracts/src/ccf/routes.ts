import { defineRoute } from '../http/route.ts';
import { CcfSummary } from './summary.ts';

export const ccfRoutes = {
  ccfSummary: defineRoute({
    method: 'GET',
    path: '/ccf-summary',
    service: 'query',
    permission: 'authenticated',
    summary: "Counts of open and pending-close CCFs at the user's current site (zeros until CCFs exist)",
    response: CcfSummary,
  }),
};
