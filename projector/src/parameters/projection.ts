import {
  assertNever,
  parameterId,
  type ParameterDto,
  type ParameterEvent,
  type StoredOf,
} from '@ftr/contracts';
import type { Projection, ProjectedDoc } from '../runtime/projection.ts';

/** A parameter of a site: the DTO's fields exactly (spec 2 §3 names), _id `${SITE}_${CODE}`. */
export type ParameterDoc = ProjectedDoc & ParameterDto;

export const PARAMETERS_COLLECTION = 'parameters';

/**
 * The `parameters` read model, one document per site and code. Indexes serve the search (code prefix
 * within a site and in-use filter), the recent list (by update time) and the CCF parameter list.
 */
export const parametersProjection: Projection<ParameterDoc> = {
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
  handles: ['ParameterCreated', 'ParameterUpdated', 'ParameterDisplayUpdated'],
  id: (event) => {
    const { site, code } = (event as StoredOf<ParameterEvent>).data;
    return parameterId(site, code);
  },
  evolve(doc, stored) {
    const event = stored as StoredOf<ParameterEvent>;
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
      default:
        return assertNever(event);
    }
  },
  siteOf: (_doc, event) => (event as StoredOf<ParameterEvent>).data.site,
};
