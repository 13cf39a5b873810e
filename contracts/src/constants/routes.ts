import { defineRoute, WriteResult } from '../http/route.ts';
import {
  ConstantCodeParams,
  ConstantsPage,
  ConstantsQuery,
  ConstantValueBody,
  GlobalConstantBody,
  GlobalConstantsPage,
} from './schemas.ts';
import { CONSTANTS_READ_MODELS } from './readModels.ts';

/** Spec 2 §7 Constants. A site user reads and writes their site's values; head office the global table. */
export const constantRoutes = {
  listConstants: defineRoute({
    method: 'GET',
    path: '/constants',
    service: 'query',
    reads: [CONSTANTS_READ_MODELS.constants],
    permission: 'CONSTANTS',
    summary: "The constants of the user's site with their values (group=, search=, asOf=)",
    query: ConstantsQuery,
    response: ConstantsPage,
  }),
  listGlobalConstants: defineRoute({
    method: 'GET',
    path: '/constants/global',
    service: 'query',
    reads: [CONSTANTS_READ_MODELS.constants],
    permission: 'CONSTANTS',
    summary: 'Head office: every constant with its BU, CA, NE and WI values (group=, search=, asOf=)',
    query: ConstantsQuery,
    response: GlobalConstantsPage,
  }),
  updateConstant: defineRoute({
    method: 'PATCH',
    path: '/constants/:code',
    service: 'command',
    permission: 'CONSTANTS',
    writeAccess: 1,
    summary: "Change a constant's value at the user's site (from a factory date; dependent calculations are recalculated)",
    params: ConstantCodeParams,
    body: ConstantValueBody,
    response: WriteResult,
  }),
  updateGlobalConstant: defineRoute({
    method: 'PATCH',
    path: '/constants/global/:code',
    service: 'command',
    permission: 'CONSTANTS',
    writeAccess: 1,
    summary: "Head office: change a constant's BU, CA, NE and WI values in one write",
    params: ConstantCodeParams,
    body: GlobalConstantBody,
    response: WriteResult,
  }),
};
