import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define.ts';
import { DefinitionKind } from '../reports/schemas.ts';
import { Site } from '../sites.ts';
import { Cadence, SchedulePeriod } from './schemas.ts';

const Ref = z.object({ id: z.string(), site: Site, definitionId: z.number().int() });
const Settings = z.object({ cadence: Cadence, recipients: z.array(z.string()), enabled: z.boolean() });

/** `owner`: who created it; `createdAt`: no period ending before it is run. */
export const ScheduleCreated = defineEvent(
  'ScheduleCreated',
  Ref.extend({ kind: DefinitionKind, owner: z.string(), createdAt: z.string(), settings: Settings }),
);
export const ScheduleUpdated = defineEvent('ScheduleUpdated', Ref.extend({ settings: Settings }));
export const ScheduleDeleted = defineEvent('ScheduleDeleted', Ref);
/** A runner took the period (appended at the expected revision, so one runner only). */
export const ScheduleRunClaimed = defineEvent('ScheduleRunClaimed', Ref.extend({ period: SchedulePeriod }));
export const ScheduleRunSucceeded = defineEvent(
  'ScheduleRunSucceeded',
  Ref.extend({ periodKey: z.string(), recipients: z.number().int() }),
);
export const ScheduleRunFailed = defineEvent('ScheduleRunFailed', Ref.extend({ periodKey: z.string(), reason: z.string() }));
export type ScheduleCreated = EventOf<typeof ScheduleCreated>;
export type ScheduleUpdated = EventOf<typeof ScheduleUpdated>;
export type ScheduleDeleted = EventOf<typeof ScheduleDeleted>;
export type ScheduleRunClaimed = EventOf<typeof ScheduleRunClaimed>;
export type ScheduleRunSucceeded = EventOf<typeof ScheduleRunSucceeded>;
export type ScheduleRunFailed = EventOf<typeof ScheduleRunFailed>;
export type ScheduleEvent =
  ScheduleCreated | ScheduleUpdated | ScheduleDeleted | ScheduleRunClaimed | ScheduleRunSucceeded | ScheduleRunFailed;

export const SCHEDULE_EVENTS = [
  ScheduleCreated,
  ScheduleUpdated,
  ScheduleDeleted,
  ScheduleRunClaimed,
  ScheduleRunSucceeded,
  ScheduleRunFailed,
] as const;
export const SCHEDULE_EVENT_TYPES = [
  'ScheduleCreated',
  'ScheduleUpdated',
  'ScheduleDeleted',
  'ScheduleRunClaimed',
  'ScheduleRunSucceeded',
  'ScheduleRunFailed',
] as const satisfies readonly ScheduleEvent['type'][];

export const scheduleStream = (id: string): string => `schedule-${id}`;
