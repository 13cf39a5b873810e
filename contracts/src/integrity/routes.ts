import { z } from 'zod';
import { defineRoute, WriteResult } from '../http/route.ts';
import { ParkedEventDto, ParkedEventParams } from './parked.ts';
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
  listParkedEvents: defineRoute({
    method: 'GET',
    path: '/admin/parked-events',
    service: 'command',
    permission: 'USERS',
    summary: 'Events a reactor could not handle after its retries (parked), oldest first',
    response: z.array(ParkedEventDto),
  }),
  retryParkedEvent: defineRoute({
    method: 'POST',
    path: '/admin/parked-events/:id/retry',
    service: 'command',
    permission: 'USERS',
    writeAccess: 1,
    summary: 'Hand a parked event to its reactor again; once handled it is no longer parked (audited)',
    params: ParkedEventParams,
    response: WriteResult,
  }),
  dismissParkedEvent: defineRoute({
    method: 'POST',
    path: '/admin/parked-events/:id/dismiss',
    service: 'command',
    permission: 'USERS',
    writeAccess: 1,
    summary: 'Dismiss a parked event without handling it (audited)',
    params: ParkedEventParams,
    response: WriteResult,
  }),
};
