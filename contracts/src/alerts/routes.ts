import { z } from 'zod';
import { defineRoute, WriteResult } from '../http/route.ts';
import { AlertDto, AlertIdParams, RaiseAlertBody, RaiseAlertResult } from './schemas.ts';
import { ALERTS_READ_MODELS } from './readModels.ts';

export const alertRoutes = {
  listAlerts: defineRoute({
    method: 'GET',
    path: '/alerts',
    service: 'query',
    reads: [ALERTS_READ_MODELS.alerts],
    permission: 'authenticated',
    summary: "Active alerts of the user's site and those for every site, newest first",
    response: z.array(AlertDto),
  }),
  raiseAlert: defineRoute({
    method: 'POST',
    path: '/alert',
    service: 'command',
    permission: 'USERS',
    writeAccess: 1,
    summary: 'Raise an alert for a site (own site; any site or every site for the central office)',
    body: RaiseAlertBody,
    response: RaiseAlertResult,
  }),
  clearAlert: defineRoute({
    method: 'DELETE',
    path: '/alert/:id',
    service: 'command',
    permission: 'USERS',
    writeAccess: 1,
    summary: 'Clear an active alert',
    params: AlertIdParams,
    response: WriteResult,
  }),
};
