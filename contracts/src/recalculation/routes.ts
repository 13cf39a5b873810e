import { z } from 'zod';
import { defineRoute } from '../http/route.ts';
import { RECALC_MESSAGES } from './messages.ts';
import { ManualRecalculationBody, RecalculationJobDto, RecalculationRequestResult } from './schemas.ts';
import { RECALCULATION_READ_MODELS } from './readModels.ts';

/** Spec 3 API: POST /recalculate; and the signed-in user's jobs, whose progress is pushed over the socket. */
export const recalculationRoutes = {
  recalculate: defineRoute({
    method: 'POST',
    path: '/recalculate',
    service: 'command',
    permission: 'RECALCULATE',
    writeAccess: 1,
    notAtCentralOffice: RECALC_MESSAGES.centralOffice,
    summary:
      'Recalculate one calculated (SIM) code at a real date and hour (1-24) for an operation, and its dependents; answers the job id',
    body: ManualRecalculationBody,
    response: RecalculationRequestResult,
  }),
  listRecalculationJobs: defineRoute({
    method: 'GET',
    path: '/recalculation-jobs',
    service: 'query',
    reads: [RECALCULATION_READ_MODELS.recalculationJobs],
    permission: 'authenticated',
    summary: "The signed-in user's recent recalculation jobs at the current site, newest first, with progress and result",
    response: z.array(RecalculationJobDto),
  }),
};
