import { READ_MODELS, PLAYLIST_EVENT_TYPES, assertNever, type PlaylistDto, type PlaylistEvent } from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';

export const PLAYLISTS_COLLECTION = READ_MODELS.dashboardPlaylists;
/** A live playlist (archived ones are removed); _id is String(ID). */
export type PlaylistDoc = ProjectedDoc & PlaylistDto;

export const playlistsProjection: ProjectionOf<PlaylistDoc, PlaylistEvent> = {
  collection: { name: PLAYLISTS_COLLECTION, indexes: [{ fields: ['SITE', 'NAME'] }] },
  handles: PLAYLIST_EVENT_TYPES,
  id: (event) => String(event.data.id),
  evolve(_doc, event) {
    switch (event.type) {
      case 'PlaylistSaved': {
        const { id, site, name, items } = event.data;
        const touched = { LAST_UPDATED_DTS: event.metadata.timestamp, LAST_UPDATED_BY: event.metadata.userId };
        return { _id: String(id), ID: id, SITE: site, NAME: name, ITEMS: items, ...touched };
      }
      case 'PlaylistArchived':
        return null;
      default:
        return assertNever(event);
    }
  },
  siteOf: (_doc, event) => event.data.site,
};
