import { assertNever, type CcfClosed, type CcfCommentAdded, type CcfCommentEdited, type Site, READ_MODELS } from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';

/**
 * The CCF comments read model: one document per comment (_id its comment id), the closing comment
 * included. POS is the position of the event that added it, zero-padded to sort as text in both stores.
 */
export interface CcfCommentDoc extends ProjectedDoc {
  ID: string;
  CCF_ID: string;
  SITE: Site;
  TYPE: number;
  COMMENT: string;
  USERNAME: string;
  TIMESTAMP: string;
  POS: string;
  EDITED_AT: string | null;
  EDITED_BY: string | null;
}
export const CCF_COMMENTS_COLLECTION = READ_MODELS.ccfComments;

type CommentEvent = CcfCommentAdded | CcfCommentEdited | CcfClosed;
export const sortPos = (position: bigint): string => position.toString().padStart(20, '0');

export const ccfCommentsProjection: ProjectionOf<CcfCommentDoc, CommentEvent> = {
  collection: { name: CCF_COMMENTS_COLLECTION, indexes: [{ fields: ['CCF_ID', 'POS'] }] },
  handles: ['CcfCommentAdded', 'CcfCommentEdited', 'CcfClosed'],
  id: (event) => event.data.commentId,
  evolve(doc, event) {
    const d = event.data;
    switch (event.type) {
      case 'CcfCommentAdded':
      case 'CcfClosed':
        if (doc) return doc;
        return {
          _id: d.commentId,
          ID: d.commentId,
          CCF_ID: d.id,
          SITE: d.site,
          TYPE: d.type,
          COMMENT: d.comment,
          USERNAME: event.metadata.userId,
          TIMESTAMP: event.metadata.timestamp,
          POS: sortPos(event.position),
          EDITED_AT: null,
          EDITED_BY: null,
        };
      case 'CcfCommentEdited':
        return doc && { ...doc, TYPE: d.type, COMMENT: d.comment, EDITED_AT: event.metadata.timestamp, EDITED_BY: event.metadata.userId };
      default:
        return assertNever(event);
    }
  },
  siteOf: (_doc, event) => event.data.site,
};
