import { defineRoute } from '../http/route.ts';
import { CcfDto, EndCcfParams, EndCcfResult, OpenCcfParams, RaiseCcfBody, RaiseCcfResult } from './schemas.ts';
import { CcfSummary } from './summary.ts';

export const ccfRoutes = {
  ccfSummary: defineRoute({
    method: 'GET',
    path: '/ccf-summary',
    service: 'query',
    permission: 'authenticated',
    summary: "Counts of open and pending-close CCFs at the user's current site",
    response: CcfSummary,
  }),
  openCcf: defineRoute({
    method: 'GET',
    path: '/ccf/:code/:operation/O',
    service: 'query',
    permission: 'VIEW_DATA_SCREENS',
    summary: "The open (O) CCF of a parameter and operation at the user's site, or 404",
    params: OpenCcfParams,
    response: CcfDto,
  }),
  raiseCcf: defineRoute({
    method: 'POST',
    path: '/ccf',
    service: 'command',
    permission: 'VIEW_CCF',
    summary: 'Raise a CCF (status O) for a parameter and operation; an open one is answered instead of raising another',
    body: RaiseCcfBody,
    response: RaiseCcfResult,
  }),
  endCcf: defineRoute({
    method: 'POST',
    path: '/ccf/ccfend/:id/:timestamp/R',
    service: 'command',
    permission: 'VIEW_DATA_SCREENS',
    summary: 'Move an open CCF to R (pending close) as of the timestamp; idempotent (a CCF not open is left as it is)',
    params: EndCcfParams,
    response: EndCcfResult,
  }),
};
