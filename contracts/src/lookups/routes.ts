import { z } from 'zod';
import { defineRoute, WriteResult } from '../http/route.ts';
import {
  CreateLookupBody,
  DeleteLookupQuery,
  LookupCodeParams,
  LookupDto,
  LookupListParams,
  LookupListQuery,
  LookupWriteParams,
  UpdateLookupBody,
} from './schemas.ts';
import { LOOKUPS_READ_MODELS } from './readModels.ts';

/**
 * Spec 2 §7 Lookups calls. Reads are open to every signed-in user (the new-parameter form composes codes
 * from them); writes need LOOKUPS, from any site (company-wide lists); the period list cannot be written.
 */
export const lookupRoutes = {
  listLookups: defineRoute({
    method: 'GET',
    path: '/lookups/:name',
    service: 'query',
    reads: [LOOKUPS_READ_MODELS.lookups, LOOKUPS_READ_MODELS.lookupUsage],
    permission: 'authenticated',
    summary: 'A lookup list by code, with how many parameters (any site) use each code and how many of them are in use',
    params: LookupListParams,
    query: LookupListQuery,
    response: z.array(LookupDto),
  }),
  createLookup: defineRoute({
    method: 'POST',
    path: '/lookups/:name',
    service: 'command',
    permission: 'LOOKUPS',
    writeAccess: 1,
    summary: 'Add a code to the item, measurement or statistic list',
    params: LookupWriteParams,
    body: CreateLookupBody,
    response: WriteResult,
  }),
  updateLookup: defineRoute({
    method: 'PATCH',
    path: '/lookups/:name',
    service: 'command',
    permission: 'LOOKUPS',
    writeAccess: 1,
    summary: "Change a code's description (the code in the body names it), with an optional reason",
    params: LookupWriteParams,
    body: UpdateLookupBody,
    response: WriteResult,
  }),
  deleteLookup: defineRoute({
    method: 'DELETE',
    path: '/lookups/:name/:code',
    service: 'command',
    permission: 'LOOKUPS',
    writeAccess: 1,
    summary: 'Delete a code that no parameter uses (optional ?reason=)',
    params: LookupCodeParams,
    query: DeleteLookupQuery,
    response: WriteResult,
  }),
};
