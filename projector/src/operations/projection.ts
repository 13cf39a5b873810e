import { OPERATION_TYPE_NAMES, assertNever, type OperationEvent, type StoredEvent, type StoredOf } from '@ftr/contracts';
import type { Projection, ProjectedDoc } from '../runtime/projection.ts';

/** Stored operation document: the DTO without the derived STATUS. */
export interface OperationDoc extends ProjectedDoc {
  SITE: string;
  OPTN_CODE: string;
  TYPE_ID: string;
  COMMENTS: string;
  START_DATE: string;
  END_DATE: string;
  LAST_UPDATED_DTS: string;
  LAST_UPDATED_BY: string;
}

export const OPERATIONS_COLLECTION = 'operations';
export const operationDocId = (site: string, code: string) => `${site}_${code}`;

export const operationsProjection: Projection<OperationDoc> = {
  collection: {
    name: OPERATIONS_COLLECTION,
    indexes: [{ fields: ['SITE', 'START_DATE'] }, { fields: ['SITE', 'END_DATE'] }],
  },
  handles: ['OperationCreated', 'OperationUpdated', 'OperationDeleted'],
  id: (event) => {
    const { site, code } = (event as StoredOf<OperationEvent>).data;
    return operationDocId(site, code);
  },
  evolve(_doc, stored) {
    const event = stored as StoredOf<OperationEvent>;
    switch (event.type) {
      case 'OperationCreated':
      case 'OperationUpdated': {
        const d = event.data;
        return {
          _id: operationDocId(d.site, d.code),
          SITE: d.site,
          OPTN_CODE: d.code,
          TYPE_ID: d.type,
          COMMENTS: OPERATION_TYPE_NAMES[d.type],
          START_DATE: d.startDate,
          END_DATE: d.endDate,
          LAST_UPDATED_DTS: event.metadata.timestamp,
          LAST_UPDATED_BY: event.metadata.userId,
        };
      }
      case 'OperationDeleted':
        return null;
      default:
        return assertNever(event);
    }
  },
  siteOf: (_doc, event) => (event as StoredOf<OperationEvent>).data.site,
};
