import {
  LOOKUP_USAGE_COLLECTION,
  SITES,
  lookupPartsOf,
  type EditableLookupName,
  type ParameterCreated,
  type ParameterUpdated,
  type Site,
} from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';

export { LOOKUP_USAGE_COLLECTION };

/**
 * One document per composed parameter code, whatever the site (`_id` the code): its parts and the sites
 * where it is in use. The lookup counts are counts of these (a code at five sites is one parameter);
 * codes that are not composed (ITEM-MEASUREMENT-STATISTIC-UNITNOPERIOD) have none.
 */
export interface LookupUsageDoc extends ProjectedDoc {
  item: string;
  measurement: string;
  statistic: string;
  period: string | null;
  /** Sites where the parameter is in use, in SITES order. */
  inUseAt: Site[];
  /** In use at some site. */
  active: boolean;
}

const inUseAt = (before: readonly Site[], site: Site, inUse: boolean): Site[] =>
  SITES.filter((s) => (s === site ? inUse : before.includes(s)));

export const lookupUsageProjection: ProjectionOf<LookupUsageDoc, ParameterCreated | ParameterUpdated> = {
  collection: { name: LOOKUP_USAGE_COLLECTION, indexes: [{ fields: ['item'] }, { fields: ['measurement'] }, { fields: ['statistic'] }] },
  handles: ['ParameterCreated', 'ParameterUpdated'],
  id: (event) => event.data.code,
  evolve(doc, event) {
    const { site, code, fields } = event.data;
    const parts = lookupPartsOf(code);
    if (!parts || parts.item === null || parts.measurement === null || parts.statistic === null) return null;
    const sites = inUseAt(doc?.inUseAt ?? [], site, fields.IN_USE_FLAG);
    return {
      _id: code,
      item: parts.item,
      measurement: parts.measurement,
      statistic: parts.statistic,
      period: parts.period,
      inUseAt: sites,
      active: sites.length > 0,
    };
  },
};

/** How many parameter codes (any site) are composed with `code` as their item, measurement or statistic. */
export const parametersUsingLookup = (readStore: ReadStore, name: EditableLookupName, code: string): Promise<number> =>
  readStore.count(LOOKUP_USAGE_COLLECTION, { where: { [name]: code } });
