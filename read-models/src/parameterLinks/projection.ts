import { READ_MODELS, assertNever, type ParameterLinkEvent, type Site } from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';

/** One link of a site: `_id` `${site}_${id}`; removed links are deleted. */
export interface ParameterLinkDoc extends ProjectedDoc {
  SITE: Site;
  ID: number;
  FIRST_CODE: string;
  FIRST_LABEL: string;
  SECOND_CODE: string;
  SECOND_LABEL: string;
}

export const PARAMETER_LINKS_COLLECTION = READ_MODELS.parameterLinks;
export const parameterLinkDocId = (site: string, id: number): string => `${site}_${id}`;

export const parameterLinksProjection: ProjectionOf<ParameterLinkDoc, ParameterLinkEvent> = {
  collection: {
    name: PARAMETER_LINKS_COLLECTION,
    indexes: [{ fields: ['SITE', 'FIRST_CODE'] }, { fields: ['SITE', 'SECOND_CODE'] }],
  },
  handles: ['ParameterLinkCreated', 'ParameterLinkRemoved'],
  id: (event) => parameterLinkDocId(event.data.site, event.data.id),
  evolve(_doc, event) {
    switch (event.type) {
      case 'ParameterLinkCreated': {
        const d = event.data;
        return {
          _id: parameterLinkDocId(d.site, d.id),
          SITE: d.site,
          ID: d.id,
          FIRST_CODE: d.firstCode,
          FIRST_LABEL: d.firstLabel,
          SECOND_CODE: d.secondCode,
          SECOND_LABEL: d.secondLabel,
        };
      }
      case 'ParameterLinkRemoved':
        return null;
      default:
        return assertNever(event);
    }
  },
  siteOf: (_doc, event) => event.data.site,
};
