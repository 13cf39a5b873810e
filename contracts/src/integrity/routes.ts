import { defineRoute } from '../http/route.ts';
import { IntegrityReport } from './schemas.ts';

export const integrityRoutes = {
  verifyIntegrity: defineRoute({
    method: 'GET',
    path: '/integrity/verify',
    service: 'query',
    permission: 'USERS',
    summary: 'Re-read the event log, refold every read model in memory and report each difference from the stored read models',
    response: IntegrityReport,
  }),
};
