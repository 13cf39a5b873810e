import { CCF_ANALYSES_COLLECTION, CCF_TYPES_COLLECTION, parameterId, type Site } from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import type { CcfDoc } from '@ftr/read-models/ccf/projection.ts';
import { CCF_DATA_VALUES_COLLECTION, type CcfDataValueDoc } from '@ftr/read-models/ccf/dataValues.ts';
import { PARAMETERS_COLLECTION, type ParameterDoc } from '@ftr/read-models/parameters/projection.ts';
import type { CcfAnalysisDoc, CcfTypeDoc } from '@ftr/read-models/ccfSettings/projection.ts';
import type { CcfLookups } from './view.ts';

const distinct = (values: readonly (string | null)[]): string[] => [...new Set(values.filter((v): v is string => v !== null))];

/**
 * The types, analyses and parameters some CCFs of one site name, and their data-value counts: a fixed
 * number of queries whatever the number of CCFs. `dataCounts` is the site's data values counted per CCF
 * (one query), or, for a single CCF, its own count.
 */
export const loadLookups = async (readStore: ReadStore, site: Site, docs: readonly CcfDoc[], single?: string): Promise<CcfLookups> => {
  const [types, analyses, parameters, dataCounts] = await Promise.all([
    readStore.getMany<CcfTypeDoc>(CCF_TYPES_COLLECTION, distinct(docs.map((d) => d.CCF_TYPE))),
    readStore.getMany<CcfAnalysisDoc>(CCF_ANALYSES_COLLECTION, distinct(docs.map((d) => d.CCF_ANALYSIS))),
    readStore.getMany<ParameterDoc>(PARAMETERS_COLLECTION, distinct(docs.map((d) => parameterId(site, d.PARAMETER)))),
    single === undefined ? countsOfSite(readStore, site) : countOfOne(readStore, single),
  ]);
  return { types, analyses, parameters: new Map([...parameters.values()].map((p) => [p.CODE, p])), dataCounts };
};

const countsOfSite = async (readStore: ReadStore, site: Site): Promise<Map<string, number>> => {
  const counts = new Map<string, number>();
  for (const doc of await readStore.find<CcfDataValueDoc>(CCF_DATA_VALUES_COLLECTION, { where: { SITE: site } })) {
    counts.set(doc.CCF_ID, (counts.get(doc.CCF_ID) ?? 0) + 1);
  }
  return counts;
};

const countOfOne = async (readStore: ReadStore, id: string): Promise<Map<string, number>> =>
  new Map([[id, await readStore.count(CCF_DATA_VALUES_COLLECTION, { where: { CCF_ID: id } })]]);
