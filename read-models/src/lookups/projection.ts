import { LOOKUPS_COLLECTION, assertNever, type EditableLookupName, type LookupEvent } from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';

export { LOOKUPS_COLLECTION };

/** One code of one list: `_id` `${name}_${code}`, the description and who changed it last, when. */
export interface LookupDoc extends ProjectedDoc {
  name: EditableLookupName;
  code: string;
  description: string;
  updatedAt: string;
  updatedBy: string;
}

export const lookupDocId = (name: string, code: string): string => `${name}_${code}`;

/** The item, measurement and statistic lists (company-wide: no site, so every browser hears of changes). */
export const lookupsProjection: ProjectionOf<LookupDoc, LookupEvent> = {
  collection: { name: LOOKUPS_COLLECTION, indexes: [{ fields: ['name', 'code'], unique: true }] },
  handles: ['LookupCreated', 'LookupUpdated', 'LookupDeleted'],
  id: (event) => lookupDocId(event.data.name, event.data.code),
  evolve(_doc, event) {
    switch (event.type) {
      case 'LookupCreated':
      case 'LookupUpdated': {
        const { name, code, description } = event.data;
        return {
          _id: lookupDocId(name, code),
          name,
          code,
          description,
          updatedAt: event.metadata.timestamp,
          updatedBy: event.metadata.userId,
        };
      }
      case 'LookupDeleted':
        return null;
      default:
        return assertNever(event);
    }
  },
};
