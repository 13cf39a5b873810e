import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define.ts';
import { defineRoute, WriteResult } from '../http/route.ts';
import { Site } from '../sites.ts';
import { plainText } from '../shared/plainText.ts';
import { DASHBOARDS_READ_MODELS } from './readModels.ts';

/**
 * Control-room playlists (beyond the spec): a named, site-scoped list of dashboards and
 * live-data wallboards shown in turn, each for its number of seconds; kept by MAINTAIN_DASHBOARDS users.
 */
export const PLAYLIST_SECONDS_MIN = 5;
export const PLAYLIST_SECONDS_MAX = 3600;
export const PLAYLIST_ITEMS_MAX = 20;
export const PLAYLIST_MESSAGES = {
  saved: 'Playlist Saved',
  archived: 'Playlist Archived',
  notFound: (id: number) => `Playlist ${id} not found`,
  noDashboard: (id: number) => `Dashboard ${id} is not a dashboard of this site`,
  noWallboard: (id: number) => `Screen ${id} is not a live-data screen of this site`,
} as const;

export const PlaylistItem = z.object({
  kind: z.enum(['dashboard', 'wallboard'], { error: 'Kind must be dashboard or wallboard' }),
  /** The dashboard's ID, or the live-data screen's ID. */
  ref: z.number({ error: 'Choose a dashboard or screen' }).int().positive(),
  seconds: z
    .number({ error: 'Seconds must be a number' })
    .int('Seconds must be a whole number')
    .min(PLAYLIST_SECONDS_MIN, `Seconds must be ${PLAYLIST_SECONDS_MIN} to ${PLAYLIST_SECONDS_MAX}`)
    .max(PLAYLIST_SECONDS_MAX, `Seconds must be ${PLAYLIST_SECONDS_MIN} to ${PLAYLIST_SECONDS_MAX}`),
});
export type PlaylistItem = z.infer<typeof PlaylistItem>;
export const PlaylistBody = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(60, 'Name must be at most 60 characters')
    .refine(...plainText('Name')),
  items: z
    .array(PlaylistItem, { error: 'Items must be a list' })
    .min(1, 'A playlist needs at least one item')
    .max(PLAYLIST_ITEMS_MAX, `A playlist has at most ${PLAYLIST_ITEMS_MAX} items`),
});
export type PlaylistBody = z.infer<typeof PlaylistBody>;

export const PlaylistSaved = defineEvent(
  'PlaylistSaved',
  z.object({ id: z.number().int(), site: Site, name: z.string(), items: z.array(PlaylistItem) }),
);
export const PlaylistArchived = defineEvent('PlaylistArchived', z.object({ id: z.number().int(), site: Site }));
export type PlaylistSaved = EventOf<typeof PlaylistSaved>;
export type PlaylistArchived = EventOf<typeof PlaylistArchived>;
export type PlaylistEvent = PlaylistSaved | PlaylistArchived;
export const PLAYLIST_EVENT_TYPES = ['PlaylistSaved', 'PlaylistArchived'] as const satisfies readonly PlaylistEvent['type'][];
export const PLAYLIST_EVENTS = [PlaylistSaved, PlaylistArchived] as const;
/** One stream per playlist; ids come from the dashboards' counter (one sequence for both). */
export const playlistStream = (id: number): string => `dashboardPlaylist-${id}`;

export const PlaylistDto = z.object({
  ID: z.number().int(),
  SITE: Site,
  NAME: z.string(),
  ITEMS: z.array(PlaylistItem),
  LAST_UPDATED_DTS: z.string(),
  LAST_UPDATED_BY: z.string(),
});
export type PlaylistDto = z.infer<typeof PlaylistDto>;

const PlaylistId = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'Invalid playlist id')
  .transform(Number);
const PlaylistIdParams = z.object({ id: PlaylistId });

export const playlistRoutes = {
  listPlaylists: defineRoute({
    method: 'GET',
    path: '/dashboard-playlists',
    service: 'query',
    reads: [DASHBOARDS_READ_MODELS.dashboardPlaylists],
    permission: 'authenticated',
    summary: "The playlists of the caller's current site, by name",
    response: z.array(PlaylistDto),
  }),
  getPlaylist: defineRoute({
    method: 'GET',
    path: '/dashboard-playlist/:id',
    service: 'query',
    reads: [DASHBOARDS_READ_MODELS.dashboardPlaylists],
    permission: 'authenticated',
    summary: 'One playlist of your site',
    params: PlaylistIdParams,
    response: PlaylistDto,
  }),
  createPlaylist: defineRoute({
    method: 'POST',
    path: '/dashboard-playlist',
    service: 'command',
    permission: 'MAINTAIN_DASHBOARDS',
    writeAccess: 1,
    summary: 'Add a playlist at your site; answers its ID',
    body: PlaylistBody,
    response: WriteResult.extend({ ID: z.number().int() }),
  }),
  updatePlaylist: defineRoute({
    method: 'PUT',
    path: '/dashboard-playlist/:id',
    service: 'command',
    permission: 'MAINTAIN_DASHBOARDS',
    writeAccess: 1,
    summary: "Replace a playlist's name and items",
    params: PlaylistIdParams,
    body: PlaylistBody,
    response: WriteResult,
  }),
  archivePlaylist: defineRoute({
    method: 'DELETE',
    path: '/dashboard-playlist/:id',
    service: 'command',
    permission: 'MAINTAIN_DASHBOARDS',
    writeAccess: 1,
    summary: 'Archive a playlist',
    params: PlaylistIdParams,
    response: WriteResult,
  }),
};
