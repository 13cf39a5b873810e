import { defineFeature } from '../shared/feature.ts';
import { scheduleRoutes } from './routes.ts';
import { SCHEDULE_EVENTS } from './events.ts';
import { SCHEDULES_READ_MODELS } from './readModels.ts';

/** The schedules feature's contract, listed once in contracts/src/features.ts. */
export const schedulesFeature = defineFeature({
  name: 'schedules',
  routes: scheduleRoutes,
  events: SCHEDULE_EVENTS,
  readModels: SCHEDULES_READ_MODELS,
});
