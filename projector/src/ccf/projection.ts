import { assertNever, type CcfDto, type CcfEvent, type StoredEvent, type StoredOf } from '@ftr/contracts';
import type { Projection, ProjectedDoc } from '../runtime/projection.ts';

/** The CCF read model: one document per CCF (_id its id); the sidebar counts it by SITE and STATUS. */
export type CcfDoc = ProjectedDoc & CcfDto;
export const CCFS_COLLECTION = 'ccfs';

const ccfEvent = (event: StoredEvent) => event as StoredOf<CcfEvent>;

export const ccfsProjection: Projection<CcfDoc> = {
  collection: {
    name: CCFS_COLLECTION,
    indexes: [{ fields: ['SITE', 'STATUS'] }, { fields: ['SITE', 'OPERATION', 'STATUS'] }, { fields: ['SITE', 'PARAMETER', 'OPERATION'] }],
  },
  handles: ['CcfRaised', 'CcfPendingClose'],
  id: (event) => ccfEvent(event).data.id,
  evolve(doc, stored) {
    const event = ccfEvent(stored);
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
        };
      }
      case 'CcfPendingClose':
        // Only an open CCF moves to R; a repeat (data entry and the client's call) changes nothing.
        if (!doc || doc.STATUS !== 'O') return doc;
        return { ...doc, STATUS: 'R', ENDED_AT: event.data.at, ENDED_BY: event.metadata.userId };
      default:
        return assertNever(event);
    }
  },
  siteOf: (_doc, event) => ccfEvent(event).data.site,
};
