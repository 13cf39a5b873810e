import { assertNever, parameterId, type ConstantValueChanged, type ParameterDto, type ParameterEvent, READ_MODELS } from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';

/** A parameter of a site: the DTO's fields exactly (spec 2 §3 names), _id `${SITE}_${CODE}`. */
export type ParameterDoc = ProjectedDoc & ParameterDto;

export const PARAMETERS_COLLECTION = READ_MODELS.parameters;

/**
 * The `parameters` read model, one document per site and code. Indexes serve the search (code prefix
 * within a site and in-use filter), the recent list (by update time) and the CCF parameter list.
 */
export const parametersProjection: ProjectionOf<ParameterDoc, ParameterEvent | ConstantValueChanged> = {
  collection: {
    name: PARAMETERS_COLLECTION,
    indexes: [
      { fields: ['SITE', 'CODE'], unique: true },
      { fields: ['SITE', 'IN_USE_FLAG', 'CODE'] },
      { fields: ['SITE', 'LAST_UPDATED_DTS'] },
      { fields: ['SITE', 'CCF_ANALYSIS'] },
      { fields: ['SITE', 'CCF_TYPE'] },
    ],
  },
  handles: ['ParameterCreated', 'ParameterUpdated', 'ParameterDisplayUpdated', 'ConstantValueChanged'],
  id: (event) => {
    const { site, code } = event.data;
    return parameterId(site, code);
  },
  evolve(doc, event) {
    const audit = { LAST_UPDATED_DTS: event.metadata.timestamp, LAST_UPDATED_BY: event.metadata.userId };
    switch (event.type) {
      case 'ParameterCreated': {
        const { site, code, localFlag, fields } = event.data;
        return { _id: parameterId(site, code), SITE: site, CODE: code, LOCAL_FLAG: localFlag, ...fields, ...audit };
      }
      case 'ParameterUpdated':
        return doc ? { ...doc, ...event.data.fields, ...audit } : null;
      case 'ParameterDisplayUpdated':
        return doc ? { ...doc, ...event.data.display, ...audit } : null;
      case 'ConstantValueChanged': // the Constants screen's change (constants feature): the value shown now
        return doc ? { ...doc, CONSTANT_VALUE: event.data.value, ...audit } : null;
      default:
        return assertNever(event);
    }
  },
  siteOf: (_doc, event) => event.data.site,
};
