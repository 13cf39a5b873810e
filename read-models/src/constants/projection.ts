import {
  READ_MODELS,
  assertNever,
  constantGroupName,
  parameterId,
  type ConstantValueChanged,
  type ParameterCreated,
  type ParameterFields,
  type ParameterUpdated,
  type Site,
} from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';

/** One change as the constant's history keeps it (`position`: of its event, so a replay adds it once). */
export interface ConstantChange {
  VALUE: number;
  PREVIOUS: number | null;
  EFFECTIVE_FROM: string;
  REASON: string | null;
  CHANGED_AT: string;
  CHANGED_BY: string;
  position: string;
}

/** A constant of a site: its CON parameter's definition, the value shown now and every change, _id `${SITE}_${CODE}`. */
export interface ConstantDoc extends ProjectedDoc {
  SITE: Site;
  CODE: string;
  HEADING1: string;
  IN_USE_FLAG: boolean;
  GROUP: string | null;
  GROUP_NAME: string;
  UNITS: string | null;
  MIN_LIMIT: number | null;
  MAX_LIMIT: number | null;
  /** The parameter's CONSTANT_VALUE until the first change (then that change's previous value). */
  BASE_VALUE: number | null;
  CONSTANT_VALUE: number | null;
  EFFECTIVE_FROM: string | null;
  CHANGES: ConstantChange[];
  LAST_UPDATED_DTS: string;
  LAST_UPDATED_BY: string;
}

export const CONSTANTS_COLLECTION = READ_MODELS.constants;

type ConstantSourceEvent = ParameterCreated | ParameterUpdated | ConstantValueChanged;

const definition = (fields: ParameterFields) => ({
  HEADING1: fields.HEADING1,
  IN_USE_FLAG: fields.IN_USE_FLAG,
  GROUP: fields.PCAT_CODE,
  GROUP_NAME: constantGroupName(fields.PCAT_CODE),
  UNITS: fields.UNITS,
  MIN_LIMIT: fields.LOWER_ABS_LIMIT,
  MAX_LIMIT: fields.UPPER_ABS_LIMIT,
});

/**
 * The `constants` read model: a CON parameter's definition (from the parameter events; a parameter that
 * stops being CON leaves it) and its value changes (ConstantValueChanged). Until a site's first change the
 * value is the parameter's CONSTANT_VALUE; afterwards the Constants screen owns it.
 */
export const constantsProjection: ProjectionOf<ConstantDoc, ConstantSourceEvent> = {
  collection: { name: CONSTANTS_COLLECTION, indexes: [{ fields: ['SITE', 'CODE'], unique: true }, { fields: ['CODE'] }] },
  handles: ['ParameterCreated', 'ParameterUpdated', 'ConstantValueChanged'],
  id: (event) => parameterId(event.data.site, event.data.code),
  evolve(doc, event) {
    const audit = { LAST_UPDATED_DTS: event.metadata.timestamp, LAST_UPDATED_BY: event.metadata.userId };
    switch (event.type) {
      case 'ParameterCreated':
      case 'ParameterUpdated': {
        const { site, code, fields } = event.data;
        if (fields.PTYP_CODE !== 'CON') return null;
        if (doc && doc.CHANGES.length > 0) return { ...doc, ...definition(fields) };
        const value = { BASE_VALUE: fields.CONSTANT_VALUE, CONSTANT_VALUE: fields.CONSTANT_VALUE, EFFECTIVE_FROM: null, CHANGES: [] };
        return { _id: parameterId(site, code), SITE: site, CODE: code, ...definition(fields), ...value, ...audit };
      }
      case 'ConstantValueChanged': {
        if (!doc) return null;
        const position = event.position.toString();
        if (doc.CHANGES.some((change) => change.position === position)) return doc;
        const { value, previous, effectiveFrom, reason } = event.data;
        const change: ConstantChange = {
          VALUE: value,
          PREVIOUS: previous,
          EFFECTIVE_FROM: effectiveFrom,
          REASON: reason,
          CHANGED_AT: event.metadata.timestamp,
          CHANGED_BY: event.metadata.userId,
          position,
        };
        const base = doc.CHANGES.length === 0 ? previous : doc.BASE_VALUE;
        return {
          ...doc,
          BASE_VALUE: base,
          CONSTANT_VALUE: value,
          EFFECTIVE_FROM: effectiveFrom,
          CHANGES: [...doc.CHANGES, change],
          ...audit,
        };
      }
      default:
        return assertNever(event);
    }
  },
  siteOf: (_doc, event) => event.data.site,
};
