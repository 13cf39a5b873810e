import { assertNever, type DependencyEvent, type ParameterType, type Site, READ_MODELS } from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';

/**
 * One dependency of a site. NAME and TYPE are the dependent's HEADING1 and PTYP_CODE as of the last
 * write of the dependency (readers join the current values from the parameters read model).
 */
export interface DependencyDoc extends ProjectedDoc {
  SITE: Site;
  ID: number;
  CALCULATED: string;
  DEPENDENT: string;
  SEQUENCE: number;
  NAME: string;
  TYPE: ParameterType;
}

export const DEPENDENCIES_COLLECTION = READ_MODELS.dependencies;
export const dependencyDocId = (site: string, id: number): string => `${site}_${id}`;

export const dependenciesProjection: ProjectionOf<DependencyDoc, DependencyEvent> = {
  collection: {
    name: DEPENDENCIES_COLLECTION,
    indexes: [{ fields: ['SITE', 'CALCULATED'] }, { fields: ['SITE', 'DEPENDENT'] }],
  },
  handles: ['DependencyAdded', 'DependencyUpdated', 'DependencyRemoved'],
  id: (event) => {
    const { site, id } = event.data;
    return dependencyDocId(site, id);
  },
  evolve(_doc, event) {
    switch (event.type) {
      case 'DependencyAdded':
      case 'DependencyUpdated': {
        const d = event.data;
        return {
          _id: dependencyDocId(d.site, d.id),
          SITE: d.site,
          ID: d.id,
          CALCULATED: d.calculated,
          DEPENDENT: d.dependent,
          SEQUENCE: d.sequence,
          NAME: d.dependentName,
          TYPE: d.dependentType,
        };
      }
      case 'DependencyRemoved':
        return null;
      default:
        return assertNever(event);
    }
  },
  siteOf: (_doc, event) => event.data.site,
};
