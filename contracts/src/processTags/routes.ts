import { z } from 'zod';
import { defineRoute } from '../http/route.ts';
import { PROCESS_TAG_MESSAGES } from './messages.ts';
import {
  CaptureConflictDto,
  CaptureConflictsParams,
  DistinctTagDto,
  ReadingsBatchBody,
  ReadingsBatchResult,
  TagReadingDto,
  TagSearchQuery,
  WeighbridgeProductDto,
  WeighbridgeReadingDto,
} from './schemas.ts';
import { PROCESS_TAGS_READ_MODELS } from './readModels.ts';

/**
 * Spec 3 §7 tag searches (PARAMETERS, not at the central office: spec 3 §6), and the push of readings by
 * a historian's service account (its own flag PUSH_TAG_READINGS; docs/processTags.md). The site is the token's.
 */
export const processTagRoutes = {
  pushTagReadings: defineRoute({
    method: 'POST',
    path: '/process-tags/readings',
    service: 'command',
    permission: 'PUSH_TAG_READINGS',
    writeAccess: 1,
    notAtCentralOffice: PROCESS_TAG_MESSAGES.centralOffice,
    summary: "A batch of process tag or weighbridge readings for the caller's site: all checked first, nothing written if one is malformed",
    body: ReadingsBatchBody,
    response: ReadingsBatchResult,
  }),
  distinctPhdTags: defineRoute({
    method: 'GET',
    path: '/phd/distinct',
    service: 'query',
    reads: [PROCESS_TAGS_READ_MODELS.processTags],
    permission: 'PARAMETERS',
    summary: "The distinct process-control tag names of the caller's site",
    response: z.array(DistinctTagDto),
  }),
  searchPhdTags: defineRoute({
    method: 'GET',
    path: '/phd',
    service: 'query',
    reads: [PROCESS_TAGS_READ_MODELS.processTagReadings, PROCESS_TAGS_READ_MODELS.tagCaptures],
    permission: 'PARAMETERS',
    summary: 'The newest readings of a process-control tag, newest first',
    query: TagSearchQuery,
    response: z.array(TagReadingDto),
  }),
  distinctIwbTags: defineRoute({
    method: 'GET',
    path: '/iwb/distinct',
    service: 'query',
    reads: [PROCESS_TAGS_READ_MODELS.processTags],
    permission: 'PARAMETERS',
    summary: "The distinct product codes the caller's site has weighed, with the product's name and parameter",
    response: z.array(WeighbridgeProductDto),
  }),
  captureConflicts: defineRoute({
    method: 'GET',
    path: '/process-tags/conflicts/:date',
    service: 'query',
    reads: [PROCESS_TAGS_READ_MODELS.tagCaptures],
    permission: 'VIEW_DATA_SCREENS',
    summary: "The cells of a factory date at the caller's site that automatic capture left alone (a person's value), shown on the grid",
    params: CaptureConflictsParams,
    response: z.array(CaptureConflictDto),
  }),
  searchIwbTags: defineRoute({
    method: 'GET',
    path: '/iwb',
    service: 'query',
    reads: [PROCESS_TAGS_READ_MODELS.processTagReadings, PROCESS_TAGS_READ_MODELS.tagCaptures],
    permission: 'PARAMETERS',
    summary: 'The newest tickets of a weighbridge product code, newest first: product, parameter, day ending, net weight, loaded',
    query: TagSearchQuery,
    response: z.array(WeighbridgeReadingDto),
  }),
};
