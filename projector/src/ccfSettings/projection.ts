import {
  CCF_ANALYSES_COLLECTION,
  CCF_TYPES_COLLECTION,
  assertNever,
  type CcfAnalysisEvent,
  type CcfTypeEvent,
  type StoredOf,
} from '@ftr/contracts';
import type { Projection, ProjectedDoc } from '../runtime/projection.ts';

/**
 * CCF types, company-wide, in CCF_TYPES_COLLECTION ('ccfTypes'): `{ _id: code, code, name }`. CCF analyses in
 * CCF_ANALYSES_COLLECTION ('ccfAnalyses'): `{ _id: code, code, name, type (type code), low_abs, low_trigger, high_trigger, high_abs }`.
 */
export { CCF_ANALYSES_COLLECTION, CCF_TYPES_COLLECTION };

export interface CcfTypeDoc extends ProjectedDoc {
  code: string;
  name: string;
}

export interface CcfAnalysisDoc extends ProjectedDoc {
  code: string;
  name: string;
  type: string;
  low_abs: number | null;
  low_trigger: number | null;
  high_trigger: number | null;
  high_abs: number | null;
}

/** Company-wide reference data: no site, so change notices go to every signed-in browser. */
export const ccfTypesProjection: Projection<CcfTypeDoc> = {
  collection: { name: CCF_TYPES_COLLECTION, indexes: [] },
  handles: ['CcfTypeSaved', 'CcfTypeDeleted'],
  id: (event) => (event as StoredOf<CcfTypeEvent>).data.code,
  evolve(_doc, stored) {
    const event = stored as StoredOf<CcfTypeEvent>;
    switch (event.type) {
      case 'CcfTypeSaved':
        return { _id: event.data.code, code: event.data.code, name: event.data.name };
      case 'CcfTypeDeleted':
        return null;
      default:
        return assertNever(event);
    }
  },
};

export const ccfAnalysesProjection: Projection<CcfAnalysisDoc> = {
  collection: { name: CCF_ANALYSES_COLLECTION, indexes: [{ fields: ['type'] }] },
  handles: ['CcfAnalysisSaved', 'CcfAnalysisDeleted'],
  id: (event) => (event as StoredOf<CcfAnalysisEvent>).data.code,
  evolve(_doc, stored) {
    const event = stored as StoredOf<CcfAnalysisEvent>;
    switch (event.type) {
      case 'CcfAnalysisSaved': {
        const { created: _created, ...analysis } = event.data;
        return { _id: analysis.code, ...analysis };
      }
      case 'CcfAnalysisDeleted':
        return null;
      default:
        return assertNever(event);
    }
  },
};
