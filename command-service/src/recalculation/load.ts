// What a job reads through the query port: the site's parameters and dependencies, the operation, and the
// CCF state its CCF parameters start from.
import { weekStart, type DependencyEdge, type Site } from '@ftr/contracts';
import type { ReadModels } from '../shared/readModels.ts';
import { isCcfParameter, type ParameterFacts } from '../dataValues/facts.ts';
import { loadPreviousBefore } from '../dataValues/load.ts';
import { loadPairCcfs } from '../ccf/pair.ts';
import type { CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import type { ComputeParameter } from './compute.ts';
import type { JobCcfState } from './ccf.ts';

export interface SiteModel {
  parameters: Map<string, ComputeParameter>;
  graph: DependencyEdge[];
  /** The CCF parameters (CCF_ANALYSIS set) with their thresholds, by code. */
  ccfParameters: Map<string, ParameterFacts>;
}

/** Every parameter and dependency of a site (a few hundred rows: read whole, once per job). */
export const loadSiteModel = async (readModels: ReadModels, site: Site): Promise<SiteModel> => {
  const [parameters, graph] = await Promise.all([readModels.siteParameters(site), readModels.dependencies(site)]);
  return {
    parameters: new Map(
      parameters.map((p) => [p.CODE, { CODE: p.CODE, PTYP_CODE: p.PTYP_CODE, SFNC_CODE: p.SFNC_CODE, CONSTANT_VALUE: p.CONSTANT_VALUE }]),
    ),
    graph,
    ccfParameters: new Map(parameters.filter(isCcfParameter).map(({ SFNC_CODE: _f, CONSTANT_VALUE: _c, ...p }) => [p.CODE, p])),
  };
};

/** For the codes: their pairs' latest CCF when O or R (from the CCF streams) and the latest value before the week of `date`. */
export const loadJobCcfState = async (
  eventStore: Pick<CatalogueEventStore, 'readStream'>,
  readModels: ReadModels,
  site: Site,
  operation: string,
  date: string,
  codes: readonly string[],
): Promise<JobCcfState> => {
  const [ccfs, previous] = await Promise.all([
    loadPairCcfs(eventStore, site, operation, codes),
    loadPreviousBefore(readModels, site, weekStart(date), codes),
  ]);
  return { ccfs, previous };
};
