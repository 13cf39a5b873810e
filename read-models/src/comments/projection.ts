import { READ_MODELS, assertNever, factoryDateOf, type CommentEvent, type CommentType, type Site } from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';

/** One production comment (`_id` its id), with the factory date it was made on; deleted comments are removed. */
export interface CommentDoc extends ProjectedDoc {
  ID: string;
  NAME: string;
  USERNAME: string;
  TYPE: CommentType;
  SITE: Site;
  RECORD_DATE: string;
  MESSAGE: string;
  FTR_DATE: string;
}

export const COMMENTS_COLLECTION = READ_MODELS.comments;

export const commentsProjection: ProjectionOf<CommentDoc, CommentEvent> = {
  collection: { name: COMMENTS_COLLECTION, indexes: [{ fields: ['SITE', 'FTR_DATE', 'RECORD_DATE'] }] },
  handles: ['CommentPosted', 'CommentRemoved'],
  id: (event) => event.data.id,
  evolve(_doc, event) {
    switch (event.type) {
      case 'CommentPosted': {
        const d = event.data;
        return {
          _id: d.id,
          ID: d.id,
          NAME: d.name,
          USERNAME: d.username,
          TYPE: d.type,
          SITE: d.site,
          RECORD_DATE: d.recordedAt,
          MESSAGE: d.message,
          FTR_DATE: factoryDateOf(new Date(d.recordedAt)),
        };
      }
      case 'CommentRemoved':
        return null;
      default:
        return assertNever(event);
    }
  },
  siteOf: (_doc, event) => event.data.site,
};
