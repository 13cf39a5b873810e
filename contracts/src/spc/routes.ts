import { defineRoute, WriteResult } from '../http/route.ts';
import { ParameterParams, SiteParameterParams } from '../parameters/schemas.ts';
import { DATA_VALUES_READ_MODELS } from '../dataValues/readModels.ts';
import { z } from 'zod';
import { SpcBaselineBody, SpcBreaksParams, SpcBreaksQuery, SpcCellBreak, SpcChartDto, SpcChartQuery, SpcRulesBody } from './schemas.ts';
import { SPC_READ_MODELS } from './readModels.ts';

/** Statistical process control of measured parameters: limits and rule choice at the user's site, the chart of any site they hold. */
export const spcRoutes = {
  getSpcChart: defineRoute({
    method: 'GET',
    path: '/parameter/:site/:code/spc',
    service: 'query',
    reads: [SPC_READ_MODELS.spcSettings, SPC_READ_MODELS.spcBreaks, DATA_VALUES_READ_MODELS.parameterValues],
    permission: 'authenticated',
    summary: "A parameter's control chart: its values over the period, the control limits, the rules and the points that broke one",
    params: SiteParameterParams,
    query: SpcChartQuery,
    response: SpcChartDto,
  }),
  listSpcBreaks: defineRoute({
    method: 'GET',
    path: '/spc/breaks/:site',
    service: 'query',
    reads: [SPC_READ_MODELS.spcBreaks],
    permission: 'authenticated',
    summary: "The cells of a site's parameters that completed an SPC rule break in a period (the grid's and the wallboard's marks)",
    params: SpcBreaksParams,
    query: SpcBreaksQuery,
    response: z.array(SpcCellBreak),
  }),
  setSpcBaseline: defineRoute({
    method: 'POST',
    path: '/parameter/:code/spc/baseline',
    service: 'command',
    permission: 'PARAMETERS',
    writeAccess: 1,
    summary:
      "Recompute a measured parameter's control limits from a baseline period of its values (default: the last 28 factory days of the active operation)",
    params: ParameterParams,
    body: SpcBaselineBody,
    response: WriteResult,
  }),
  setSpcRules: defineRoute({
    method: 'PUT',
    path: '/parameter/:code/spc/rules',
    service: 'command',
    permission: 'PARAMETERS',
    writeAccess: 1,
    summary: 'Choose which Western Electric (1-4) and Nelson (5-8) rules a measured parameter evaluates',
    params: ParameterParams,
    body: SpcRulesBody,
    response: WriteResult,
  }),
};
