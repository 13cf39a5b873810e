import { z } from 'zod';
import { defineRoute } from '../http/route.ts';
import { Site } from '../sites.ts';
import { ParameterHistoryDto } from './history.ts';
import { ParameterParams } from './schemas.ts';
import { CCF_SETTINGS_READ_MODELS } from '../ccfSettings/readModels.ts';
import { PARAMETERS_READ_MODELS } from './readModels.ts';

export const parameterHistoryRoutes = {
  getParameterHistory: defineRoute({
    method: 'GET',
    path: '/parameter/:code/history',
    service: 'query',
    // A parameter's history includes its analysis's limits.
    reads: [CCF_SETTINGS_READ_MODELS.ccfAnalyses, PARAMETERS_READ_MODELS.parameterHistory, PARAMETERS_READ_MODELS.parameterLinkHistory],
    permission: 'authenticated',
    summary:
      "A parameter's master-data history, newest first: every change to it, its dependencies, its constant's value and its CCF analysis (who, when, from → to, reason). `site`: another site's parameter (central office only)",
    params: ParameterParams,
    query: z.object({ site: Site.optional() }),
    response: ParameterHistoryDto,
  }),
};
