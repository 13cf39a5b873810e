import { defineProjections } from '../feature.ts';
import { dashboardsProjection } from './projection.ts';
import { playlistsProjection } from './playlists.ts';

/** The dashboards feature's projections, in registration order; listed once in read-models/src/features.ts. */
export const dashboardsProjections = defineProjections({ name: 'dashboards', projections: [dashboardsProjection, playlistsProjection] });
