import { READ_MODELS } from '@ftr/contracts';
import type { ParameterValuesSubmitted, Site } from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';
import { sortPos } from './comments.ts';

/**
 * The CCF data values read model: one document per value event entered from a CCF (POST /ccf-data/:id),
 * _id its stream and revision, never changed afterwards. Value events without a CCF make no document.
 */
export interface CcfDataValueDoc extends ProjectedDoc {
  CCF_ID: string;
  SITE: Site;
  ANALYST: string;
  REAL_DATETIME: string;
  CODE: string;
  FTR_DATE: string;
  FTR_HOUR: number;
  PARAM_VALUE: number | null;
  SUBMISSION_ID: string;
  CREATED_AT: string;
  CREATED_BY: string;
  POS: string;
}
export const CCF_DATA_VALUES_COLLECTION = READ_MODELS.ccfDataValues;

export const ccfDataValuesProjection: ProjectionOf<CcfDataValueDoc, ParameterValuesSubmitted> = {
  collection: { name: CCF_DATA_VALUES_COLLECTION, indexes: [{ fields: ['CCF_ID', 'POS'] }, { fields: ['SITE', 'CCF_ID'] }] },
  handles: ['ParameterValuesSubmitted'],
  id: (event) => `${event.stream}@${event.revision}`,
  perEvent: true,
  evolve(doc, event) {
    const { ccf, changes, site, submissionId } = event.data;
    const [change] = changes;
    if (doc || !ccf || !change) return doc;
    return {
      _id: `${event.stream}@${event.revision}`,
      CCF_ID: ccf.id,
      SITE: site,
      ANALYST: ccf.analyst,
      REAL_DATETIME: ccf.realDateTime,
      CODE: change.code,
      FTR_DATE: change.date,
      FTR_HOUR: change.hour,
      PARAM_VALUE: change.value,
      SUBMISSION_ID: submissionId,
      CREATED_AT: event.metadata.timestamp,
      CREATED_BY: event.metadata.userId,
      POS: sortPos(event.position),
    };
  },
  siteOf: (_doc, event) => event.data.site,
};
