import type { CreateScheduleBody, ScheduleBody, ScheduleWriteResult, WriteResult } from '@ftr/contracts';
import { call } from '../../api/client.ts';

/** Scheduled delivery (docs/schedules.md): the writes of a definition's Schedules card. */
export const createSchedule = (body: CreateScheduleBody): Promise<ScheduleWriteResult> => call('createSchedule', { body });
export const updateSchedule = (id: string, body: ScheduleBody): Promise<WriteResult> => call('updateSchedule', { params: { id }, body });
export const deleteSchedule = (id: string): Promise<WriteResult> => call('deleteSchedule', { params: { id } });
