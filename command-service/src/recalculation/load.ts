// What a job reads from the read models: the site's parameters and dependencies, the operation, and the
// CCF state its CCF parameters start from.
import { weekStart, type DependencyEdge, type Site } from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { OPERATIONS_COLLECTION, operationDocId, type OperationDoc } from '@ftr/projector/operations/projection.ts';
import { DEPENDENCIES_COLLECTION, type DependencyDoc } from '@ftr/projector/parameters/dependencyProjection.ts';
import { PARAMETERS_COLLECTION, type ParameterDoc } from '@ftr/projector/parameters/projection.ts';
import { isCcfParameter, type ParameterFacts } from '../dataValues/facts.ts';
import { loadCcfs, loadPreviousBefore } from '../dataValues/load.ts';
import type { ComputeParameter } from './compute.ts';
import type { JobCcfState } from './ccf.ts';

export interface SiteModel {
  parameters: Map<string, ComputeParameter>;
  graph: DependencyEdge[];
  /** The CCF parameters (CCF_ANALYSIS set) with their thresholds, by code. */
  ccfParameters: Map<string, ParameterFacts>;
}

const ccfFacts = (p: ParameterDoc): ParameterFacts => ({
  CODE: p.CODE,
  PTYP_CODE: p.PTYP_CODE,
  UPPER_ABS_LIMIT: p.UPPER_ABS_LIMIT,
  LOWER_ABS_LIMIT: p.LOWER_ABS_LIMIT,
  CCF_TYPE: p.CCF_TYPE,
  CCF_ANALYSIS: p.CCF_ANALYSIS,
  LOWABS: p.LOWABS,
  LOWTRG: p.LOWTRG,
  HIGHTRG: p.HIGHTRG,
  HIGHABS: p.HIGHABS,
});

/** Every parameter and dependency of a site (a few hundred rows: read whole, once per job). */
export const loadSiteModel = async (readStore: ReadStore, site: Site): Promise<SiteModel> => {
  const [parameters, dependencies] = await Promise.all([
    readStore.find<ParameterDoc>(PARAMETERS_COLLECTION, { where: { SITE: site } }),
    readStore.find<DependencyDoc>(DEPENDENCIES_COLLECTION, { where: { SITE: site } }),
  ]);
  return {
    parameters: new Map(parameters.map((p) => [p.CODE, { CODE: p.CODE, PTYP_CODE: p.PTYP_CODE, SFNC_CODE: p.SFNC_CODE, CONSTANT_VALUE: p.CONSTANT_VALUE }])),
    graph: dependencies.map((d) => ({ calculated: d.CALCULATED, dependent: d.DEPENDENT, sequence: d.SEQUENCE })),
    ccfParameters: new Map(parameters.map(ccfFacts).filter(isCcfParameter).map((p) => [p.CODE, p])),
  };
};

export const loadOperationSpan = async (readStore: ReadStore, site: Site, code: string) => {
  const doc = await readStore.get<OperationDoc>(OPERATIONS_COLLECTION, operationDocId(site, code));
  return doc ? { startDate: doc.START_DATE, endDate: doc.END_DATE } : null;
};

/** The CCFs of the operation (O, else R, by parameter) and, for the codes, the latest value before the week of `date`. */
export const loadJobCcfState = async (readStore: ReadStore, site: Site, operation: string, date: string, codes: readonly string[]): Promise<JobCcfState> => {
  const [ccfs, previous] = await Promise.all([loadCcfs(readStore, site, operation), loadPreviousBefore(readStore, site, weekStart(date), codes)]);
  return { ccfs, previous };
};
