import { mergeUnique } from '@ftr/contracts';
import { defineCommandFeature } from '../feature.ts';
import { dashboardHandlers } from './handlers.ts';
import { playlistHandlers } from './playlists.ts';

/** The dashboards feature's command handlers; listed once in command-service/src/features.ts. */
export const dashboardsCommands = defineCommandFeature({
  name: 'dashboards',
  handlers: ({ options }) => mergeUnique('Handler', [dashboardHandlers(options), playlistHandlers(options)]),
});
