import { mergeUnique } from '@ftr/contracts';
import { defineQueryFeature } from '../feature.ts';
import { dashboardQueryHandlers } from './handlers.ts';
import { playlistQueryHandlers } from './playlists.ts';

/** The dashboards feature's query handlers; listed once in query-service/src/features.ts. */
export const dashboardsQueries = defineQueryFeature({
  name: 'dashboards',
  handlers: (deps) => mergeUnique('Handler', [dashboardQueryHandlers(deps), playlistQueryHandlers(deps)]),
});
