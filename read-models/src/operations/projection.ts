import { OPERATION_TYPE_NAMES, assertNever, type OperationEvent, READ_MODELS } from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';

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

export const OPERATIONS_COLLECTION = READ_MODELS.operations;
export const operationDocId = (site: string, code: string) => `${site}_${code}`;

export const operationsProjection: ProjectionOf<OperationDoc, OperationEvent> = {
  collection: {
    name: OPERATIONS_COLLECTION,
    indexes: [{ fields: ['SITE', 'START_DATE'] }, { fields: ['SITE', 'END_DATE'] }],
  },
  handles: ['OperationCreated', 'OperationUpdated', 'OperationDeleted'],
  id: (event) => operationDocId(event.data.site, event.data.code),
  evolve(_doc, event) {
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
  siteOf: (_doc, event) => event.data.site,
};
