import type { DataScreenViewed, StoredOf } from '@ftr/contracts';
import type { Projection } from '../runtime/projection.ts';
import { SCREEN_VIEWS_COLLECTION, type ScreenViewDoc } from './docs.ts';

/** The access log: one document per opening, read per user and site over a time range. */
export const screenViewsProjection: Projection<ScreenViewDoc> = {
  collection: { name: SCREEN_VIEWS_COLLECTION, indexes: [{ fields: ['USERNAME', 'SITE', 'VIEWED_AT'] }] },
  handles: ['DataScreenViewed'],
  id: (event) => (event as StoredOf<DataScreenViewed>).data.viewId,
  evolve(_doc, stored) {
    const { data, metadata } = stored as StoredOf<DataScreenViewed>;
    return {
      _id: data.viewId,
      USERNAME: data.username,
      SITE: data.site,
      SCREEN_ID: data.screenId,
      DESCRIPTION: data.description,
      VIEWED_AT: metadata.timestamp,
    };
  },
  userOf: (_doc, event) => (event as StoredOf<DataScreenViewed>).data.username,
};
