import { z } from 'zod';
import { DefinitionKind } from '../reports/schemas.ts';

/** Most recipients one schedule mails. */
export const MAX_SCHEDULE_RECIPIENTS = 20;
export const SCHEDULE_EVERY = ['DAY', 'WEEK'] as const;
export const ScheduleEvery = z.enum(SCHEDULE_EVERY, { error: 'Cadence must be DAY or WEEK' });
export type ScheduleEvery = z.infer<typeof ScheduleEvery>;
/** Weekday names, 0 = Sunday (as Date#getUTCDay). */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Daily at factory hour `hour` (1..24), or weekly on `weekday` (0 = Sunday) at that hour; weekday is null for daily ones. */
export const Cadence = z.object({ every: ScheduleEvery, hour: z.number().int(), weekday: z.number().int().nullable() });
export type Cadence = z.infer<typeof Cadence>;

const Email = z.email({ error: (issue) => `Invalid e-mail address: ${String(issue.input)}` });
const Recipients = z
  .array(z.string().trim().toLowerCase().pipe(Email), { error: 'Recipients must be a list of e-mail addresses' })
  .min(1, 'At least one recipient is required')
  .max(MAX_SCHEDULE_RECIPIENTS, `At most ${MAX_SCHEDULE_RECIPIENTS} recipients`)
  .transform((list) => [...new Set(list)]);

/** PUT /schedules/:id */
export const ScheduleBody = z
  .object({
    every: ScheduleEvery,
    hour: z
      .number({ error: 'Hour must be a number' })
      .int('Hour must be a whole number')
      .min(1, 'Hour must be 1..24')
      .max(24, 'Hour must be 1..24'),
    weekday: z.number().int().min(0, 'Weekday must be 0..6').max(6, 'Weekday must be 0..6').nullable().default(null),
    recipients: Recipients,
    enabled: z.boolean().default(true),
  })
  .refine((b) => (b.every === 'WEEK') === (b.weekday !== null), {
    error: 'A weekly schedule needs a weekday; a daily one has none',
    path: ['weekday'],
  });
export type ScheduleBody = z.infer<typeof ScheduleBody>;
/** POST /schedules */
export const CreateScheduleBody = z.intersection(ScheduleBody, z.object({ definitionId: z.number().int().positive() }));
export type CreateScheduleBody = z.infer<typeof CreateScheduleBody>;

export const ScheduleId = z.string().regex(/^[a-f0-9-]{36}$/, 'Invalid schedule id');
export const ScheduleIdParams = z.object({ id: ScheduleId });
export const SchedulesQuery = z.object({
  definitionId: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'Invalid report id')
    .transform(Number),
});

/** The period a run covers: factory dates fromDate..toDate; `key` (the run's factory date) names it once. */
export const SchedulePeriod = z.object({ key: z.string(), fromDate: z.string(), toDate: z.string(), at: z.string() });
export type SchedulePeriod = z.infer<typeof SchedulePeriod>;

export const ScheduleRunDto = z.object({
  period: z.string(),
  status: z.enum(['RUNNING', 'SUCCEEDED', 'FAILED']),
  at: z.string(),
  reason: z.string().nullable(),
});
export type ScheduleRunDto = z.infer<typeof ScheduleRunDto>;
export const ScheduleDto = z.object({
  ID: z.string(),
  DEFINITION_ID: z.number().int(),
  KIND: DefinitionKind,
  SITE: z.string(),
  EVERY: ScheduleEvery,
  HOUR: z.number().int(),
  WEEKDAY: z.number().int().nullable(),
  RECIPIENTS: z.array(z.string()),
  ENABLED: z.boolean(),
  CREATED_BY: z.string(),
  NEXT_RUN: z.string().nullable(),
  RUNS: z.array(ScheduleRunDto),
});
export type ScheduleDto = z.infer<typeof ScheduleDto>;
export const ScheduleList = z.object({ items: z.array(ScheduleDto) });
export const ScheduleWriteResult = z.object({ message: z.string(), position: z.string(), ID: z.string() });
export type ScheduleWriteResult = z.infer<typeof ScheduleWriteResult>;
