import { assertNever, type DependencyEvent, type ParameterType, type Site, type StoredOf } from '@ftr/contracts';
import type { Projection, ProjectedDoc } from '../runtime/projection.ts';

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

export const DEPENDENCIES_COLLECTION = 'dependencies';
export const dependencyDocId = (site: string, id: number): string => `${site}_${id}`;

export const dependenciesProjection: Projection<DependencyDoc> = {
  collection: {
    name: DEPENDENCIES_COLLECTION,
    indexes: [{ fields: ['SITE', 'CALCULATED'] }, { fields: ['SITE', 'DEPENDENT'] }],
  },
  handles: ['DependencyAdded', 'DependencyUpdated', 'DependencyRemoved'],
  id: (event) => {
    const { site, id } = (event as StoredOf<DependencyEvent>).data;
    return dependencyDocId(site, id);
  },
  evolve(_doc, stored) {
    const event = stored as StoredOf<DependencyEvent>;
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
  siteOf: (_doc, event) => (event as StoredOf<DependencyEvent>).data.site,
};
