import type { DataScreenViewed } from '@ftr/contracts';
import type { ProjectionOf } from '../projection.ts';
import { SCREEN_VIEWS_COLLECTION, type ScreenViewDoc } from './docs.ts';

/** The access log: one document per opening, read per user and site over a time range. */
export const screenViewsProjection: ProjectionOf<ScreenViewDoc, DataScreenViewed> = {
  collection: { name: SCREEN_VIEWS_COLLECTION, indexes: [{ fields: ['USERNAME', 'SITE', 'VIEWED_AT'] }] },
  handles: ['DataScreenViewed'],
  id: (event) => event.data.viewId,
  evolve(_doc, event) {
    const { data, metadata } = event;
    return {
      _id: data.viewId,
      USERNAME: data.username,
      SITE: data.site,
      SCREEN_ID: data.screenId,
      DESCRIPTION: data.description,
      VIEWED_AT: metadata.timestamp,
    };
  },
  userOf: (_doc, event) => event.data.username,
};
