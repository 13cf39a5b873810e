import {
  CCF_ANALYSES_COLLECTION,
  CCF_TYPES_COLLECTION,
  assertNever,
  diffFields,
  withLimitPeriod,
  type CcfAnalysisEvent,
  type CcfLimitPeriod,
  type CcfTypeEvent,
  type ParameterHistoryEntry,
} from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';

/**
 * CCF types, company-wide, in CCF_TYPES_COLLECTION ('ccfTypes'): `{ _id: code, code, name }`. CCF analyses in
 * CCF_ANALYSES_COLLECTION ('ccfAnalyses'): `{ _id: code, code, name, type (type code), low_abs, low_trigger, high_trigger, high_abs,
 * limits, changes }`: `limits` the limits over time (each save's in force from its instant on: what labelling reads),
 * `changes` every save with who, when, old → new and the reason (the master-data history of its parameters).
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
  /** Absent on documents projected by an older version (a rebuild fills it). */
  limits?: CcfLimitPeriod[];
  changes?: ParameterHistoryEntry[];
}

/** Company-wide reference data: no site, so change notices go to every signed-in browser. */
export const ccfTypesProjection: ProjectionOf<CcfTypeDoc, CcfTypeEvent> = {
  collection: { name: CCF_TYPES_COLLECTION, indexes: [] },
  handles: ['CcfTypeSaved', 'CcfTypeDeleted'],
  id: (event) => event.data.code,
  evolve(_doc, event) {
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

export const ccfAnalysesProjection: ProjectionOf<CcfAnalysisDoc, CcfAnalysisEvent> = {
  collection: { name: CCF_ANALYSES_COLLECTION, indexes: [{ fields: ['type'] }] },
  handles: ['CcfAnalysisSaved', 'CcfAnalysisDeleted'],
  id: (event) => event.data.code,
  evolve(doc, event) {
    switch (event.type) {
      case 'CcfAnalysisSaved': {
        const { created, previous, reason, ...analysis } = event.data;
        const { code: _code, ...fields } = analysis;
        const at = event.metadata.timestamp;
        const { low_abs, low_trigger, high_trigger, high_abs } = analysis;
        const change: ParameterHistoryEntry = {
          at,
          position: event.position.toString(),
          by: event.metadata.userId,
          source: 'ccfAnalysis',
          change: created ? 'CcfAnalysisCreated' : 'CcfAnalysisUpdated',
          changes: diffFields(previous ?? (doc && !created ? doc : null), fields).map((c) => ({
            ...c,
            field: `${analysis.code}.${c.field}`,
          })),
          reason,
        };
        return {
          _id: analysis.code,
          ...analysis,
          limits: withLimitPeriod(doc?.limits ?? [], { from: at, low_abs, low_trigger, high_trigger, high_abs }),
          changes: [...(doc?.changes ?? []), change],
        };
      }
      case 'CcfAnalysisDeleted':
        return null;
      default:
        return assertNever(event);
    }
  },
};
