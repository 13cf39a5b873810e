import { defineFeature } from '../shared/feature.ts';
import { dueEntriesRoutes } from './routes.ts';
import { DUE_ENTRIES_EVENTS } from './events.ts';
import { DUE_ENTRIES_READ_MODELS } from './readModels.ts';

/** The due-entries board's contract, listed once in contracts/src/features.ts. */
export const dueEntriesFeature = defineFeature({
  name: 'dueEntries',
  routes: dueEntriesRoutes,
  events: DUE_ENTRIES_EVENTS,
  readModels: DUE_ENTRIES_READ_MODELS,
});
