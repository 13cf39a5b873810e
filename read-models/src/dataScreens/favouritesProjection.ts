import { FAVOURITE_EVENT_TYPES, assertNever, type FavouriteEvent } from '@ftr/contracts';
import type { ProjectionOf } from '../projection.ts';
import { SCREEN_FAVOURITES_COLLECTION, type FavouritesDoc } from './docs.ts';

/** One document per user with their favourite screens in the order added. */
export const screenFavouritesProjection: ProjectionOf<FavouritesDoc, FavouriteEvent> = {
  collection: { name: SCREEN_FAVOURITES_COLLECTION, indexes: [] },
  handles: FAVOURITE_EVENT_TYPES,
  id: (event) => event.data.username,
  evolve(doc, event) {
    const username = event.data.username;
    const current = doc?.FAVOURITES ?? [];
    const next = (favourites: FavouritesDoc['FAVOURITES']) => ({ _id: username, USERNAME: username, FAVOURITES: favourites });
    switch (event.type) {
      case 'FavouriteScreenAdded': {
        const { screenId, site } = event.data;
        return next(current.some((f) => f.ID === screenId) ? current : [...current, { ID: screenId, SITE: site }]);
      }
      case 'FavouriteScreenRemoved':
        return next(current.filter((f) => f.ID !== event.data.screenId));
      case 'FavouriteScreensCleared':
        return next([]);
      default:
        return assertNever(event);
    }
  },
  userOf: (_doc, event) => event.data.username,
};
