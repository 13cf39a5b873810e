import { defineRoute, WriteResult } from '../http/route.ts';
import { CreateScheduleBody, ScheduleBody, ScheduleIdParams, ScheduleList, SchedulesQuery, ScheduleWriteResult } from './schemas.ts';
import { SCHEDULES_READ_MODELS } from './readModels.ts';

/** Scheduled delivery of a report or grabber; who may is the definition's change rule (decider). */
export const scheduleRoutes = {
  listSchedules: defineRoute({
    method: 'GET',
    path: '/schedules',
    service: 'query',
    reads: [SCHEDULES_READ_MODELS.schedules],
    permission: 'authenticated',
    summary: 'The schedules of a report or grabber you can open, with next run and last runs (definitionId=)',
    query: SchedulesQuery,
    response: ScheduleList,
  }),
  createSchedule: defineRoute({
    method: 'POST',
    path: '/schedules',
    service: 'command',
    permission: 'authenticated',
    writeAccess: 1,
    summary: 'Schedule a report or grabber you may change: daily at a factory hour or weekly on a day, to recipients; answers its ID',
    body: CreateScheduleBody,
    response: ScheduleWriteResult,
  }),
  updateSchedule: defineRoute({
    method: 'PUT',
    path: '/schedules/:id',
    service: 'command',
    permission: 'authenticated',
    writeAccess: 1,
    summary: "Change a schedule's cadence, recipients or enabled flag",
    params: ScheduleIdParams,
    body: ScheduleBody,
    response: WriteResult,
  }),
  deleteSchedule: defineRoute({
    method: 'DELETE',
    path: '/schedules/:id',
    service: 'command',
    permission: 'authenticated',
    writeAccess: 1,
    summary: 'Delete a schedule',
    params: ScheduleIdParams,
    response: WriteResult,
  }),
};
