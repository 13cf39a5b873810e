import { z } from 'zod';
import { defineRoute } from '../http/route.ts';
import { SummaryDefault, SummaryDefaultParams, SummaryParams, SummaryRow } from './schemas.ts';
import { SUMMARY_READ_MODELS } from './readModels.ts';

/** Spec 3 §7 data summary; the site is the user's own unless central office (the auth hook's :site guard). */
export const summaryRoutes = {
  dataSummary: defineRoute({
    method: 'GET',
    path: '/data-summary/:site/:code/:stream/:statistic',
    service: 'query',
    reads: [SUMMARY_READ_MODELS.dataSummary],
    permission: 'REPORTS',
    summary: "A parameter's values summarised per operation of the stream (BC or JR) and calendar year, oldest first",
    params: SummaryParams,
    response: z.array(SummaryRow),
  }),
  dataSummaryDefault: defineRoute({
    method: 'GET',
    path: '/data-summary-default/:site',
    service: 'query',
    permission: 'REPORTS',
    summary: "What the data summary opens on at a site: the current operation's stream and a code with values in it",
    params: SummaryDefaultParams,
    response: SummaryDefault,
  }),
};
