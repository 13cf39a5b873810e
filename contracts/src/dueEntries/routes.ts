import { z } from 'zod';
import { defineRoute, WriteResult } from '../http/route.ts';
import { OPERATIONS_READ_MODELS } from '../operations/readModels.ts';
import { DUE_ENTRIES_READ_MODELS } from './readModels.ts';
import {
  CompletenessDto,
  CompletenessQuery,
  DueAlertBody,
  DueAlertDto,
  DueAlertParams,
  DueBoardDto,
  DueBoardQuery,
  GraceParams,
  SetGraceBody,
} from './schemas.ts';

/** What the due cells are computed from: a change to any of them refreshes the board, the badge and the grid marks. */
const DUE_READS = [DUE_ENTRIES_READ_MODELS.dueScreens, DUE_ENTRIES_READ_MODELS.dueFilled, OPERATIONS_READ_MODELS.operations];

export const dueEntriesRoutes = {
  getDueBoard: defineRoute({
    method: 'GET',
    path: '/due-entries',
    service: 'query',
    reads: DUE_READS,
    permission: 'VIEW_DATA_SCREENS',
    summary:
      "Data-entry screens of one site (?site=, else the session's) with cells due and still empty, today and over the last 7 factory days, worst first",
    query: DueBoardQuery,
    response: DueBoardDto,
  }),
  getCompleteness: defineRoute({
    method: 'GET',
    path: '/due-entries/completeness',
    service: 'query',
    reads: DUE_READS,
    permission: 'authenticated',
    summary:
      'Percent of due cells entered on time per data-entry screen and for the site, over the week (Monday to Sunday) holding ?date=, or ?from=&to=',
    query: CompletenessQuery,
    response: CompletenessDto,
  }),
  listDueAlerts: defineRoute({
    method: 'GET',
    path: '/due-entries/alerts',
    service: 'query',
    reads: [DUE_ENTRIES_READ_MODELS.dueAlerts],
    permission: 'VIEW_DATA_SCREENS',
    summary: 'The signed-in user\'s "entries overdue" subscriptions',
    response: z.array(DueAlertDto),
  }),
  setGrace: defineRoute({
    method: 'PUT',
    path: '/due-entries/grace/:screenId',
    service: 'command',
    permission: 'MAINTAIN_DATA_SCREENS',
    writeAccess: 1,
    summary: "Set a screen's grace time: minutes after the hour before its empty cells count as missing",
    params: GraceParams,
    body: SetGraceBody,
    response: WriteResult,
  }),
  subscribeDueAlert: defineRoute({
    method: 'PUT',
    path: '/due-entries/alerts/:site',
    service: 'command',
    permission: 'VIEW_DATA_SCREENS',
    // A personal setting: read-only accounts (write access 0) may be told too.
    writeAccess: 0,
    summary: 'Subscribe to "entries overdue" at a site: told when a screen\'s hour is still missing delayMinutes after its grace time',
    params: DueAlertParams,
    body: DueAlertBody,
    response: WriteResult,
  }),
  unsubscribeDueAlert: defineRoute({
    method: 'DELETE',
    path: '/due-entries/alerts/:site',
    service: 'command',
    permission: 'VIEW_DATA_SCREENS',
    // A personal setting: read-only accounts (write access 0) may be told too.
    writeAccess: 0,
    summary: 'End the "entries overdue" subscription at a site',
    params: DueAlertParams,
    response: WriteResult,
  }),
};
