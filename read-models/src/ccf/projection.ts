import { assertNever, type CcfDto, type CcfEvent, READ_MODELS } from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';
import { sortPos } from './comments.ts';

/**
 * The CCF read model: one document per CCF (_id its id); the sidebar counts it by SITE and STATUS.
 * COMMENT_COUNT counts its comments (the closing one too) so that the list needs no query per row;
 * RAISED_POS (the raising event's position, zero-padded) orders CCFs raised in the same instant.
 * A deleted CCF stays as a tombstone (DELETED_AT set; status C): it leaves every list and read, but the
 * grid's time travel still finds the CCFs that stood at an earlier moment (see query-service ccfsAsOf).
 */
export type CcfDoc = ProjectedDoc &
  CcfDto & { COMMENT_COUNT?: number; RAISED_POS?: string; DELETED_AT?: string | null; DELETED_BY?: string | null };

/** Deleted CCFs are found by nobody. */
export const isDeleted = (doc: Pick<CcfDoc, 'DELETED_AT'>): boolean => typeof doc.DELETED_AT === 'string';
export const CCFS_COLLECTION = READ_MODELS.ccfs;

const commented = (doc: CcfDoc): number => (doc.COMMENT_COUNT ?? 0) + 1;

export const ccfsProjection: ProjectionOf<CcfDoc, CcfEvent> = {
  collection: {
    name: CCFS_COLLECTION,
    indexes: [{ fields: ['SITE', 'STATUS'] }, { fields: ['SITE', 'OPERATION', 'STATUS'] }, { fields: ['SITE', 'PARAMETER', 'OPERATION'] }],
  },
  handles: ['CcfRaised', 'CcfPendingClose', 'CcfCommentAdded', 'CcfClosed', 'CcfDeleted'],
  id: (event) => event.data.id,
  evolve(doc, event) {
    switch (event.type) {
      case 'CcfRaised': {
        if (doc) return doc;
        const d = event.data;
        return {
          _id: d.id,
          ID: d.id,
          SITE: d.site,
          PARAMETER: d.parameter,
          OPERATION: d.operation,
          STATUS: 'O',
          RAISED_BY: event.metadata.userId,
          RAISED_FROM: d.raisedFrom,
          RAISED_AT: event.metadata.timestamp,
          ENDED_AT: null,
          ENDED_BY: null,
          CLOSED_AT: null,
          CLOSED_BY: null,
          CCF_TYPE: d.ccfType,
          CCF_ANALYSIS: d.ccfAnalysis,
          DATE: d.date,
          HOUR: d.hour,
          VALUE: d.value,
          COMMENT_COUNT: 0,
          RAISED_POS: sortPos(event.position),
        };
      }
      case 'CcfPendingClose':
        // Only an open CCF moves to R; a repeat (data entry and the client's call) changes nothing.
        if (!doc || doc.STATUS !== 'O') return doc;
        return { ...doc, STATUS: 'R', ENDED_AT: event.data.at, ENDED_BY: event.metadata.userId };
      case 'CcfCommentAdded':
        return doc && { ...doc, COMMENT_COUNT: commented(doc) };
      case 'CcfCommentEdited': // not handled: an edit changes no count
        return doc;
      case 'CcfClosed':
        // The closing comment is a comment too.
        return (
          doc && {
            ...doc,
            STATUS: 'C',
            CLOSED_AT: event.metadata.timestamp,
            CLOSED_BY: event.metadata.userId,
            COMMENT_COUNT: commented(doc),
            ...(event.data.signature ? { CLOSE_SIGNATURE: event.data.signature } : {}),
          }
        );
      case 'CcfDeleted':
        return doc && { ...doc, DELETED_AT: event.metadata.timestamp, DELETED_BY: event.metadata.userId };
      default:
        return assertNever(event);
    }
  },
  siteOf: (_doc, event) => event.data.site,
};
