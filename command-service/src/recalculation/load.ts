// What a job reads from the read models: the site's parameters and dependencies, and the operation.
import type { DependencyEdge, Site } from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { OPERATIONS_COLLECTION, operationDocId, type OperationDoc } from '@ftr/projector/operations/projection.ts';
import { DEPENDENCIES_COLLECTION, type DependencyDoc } from '@ftr/projector/parameters/dependencyProjection.ts';
import { PARAMETERS_COLLECTION, type ParameterDoc } from '@ftr/projector/parameters/projection.ts';
import type { ComputeParameter } from './compute.ts';

export interface SiteModel {
  parameters: Map<string, ComputeParameter>;
  graph: DependencyEdge[];
}

/** Every parameter and dependency of a site (a few hundred rows: read whole, once per job). */
export const loadSiteModel = async (readStore: ReadStore, site: Site): Promise<SiteModel> => {
  const [parameters, dependencies] = await Promise.all([
    readStore.find<ParameterDoc>(PARAMETERS_COLLECTION, { where: { SITE: site } }),
    readStore.find<DependencyDoc>(DEPENDENCIES_COLLECTION, { where: { SITE: site } }),
  ]);
  return {
    parameters: new Map(parameters.map((p) => [p.CODE, { CODE: p.CODE, PTYP_CODE: p.PTYP_CODE, SFNC_CODE: p.SFNC_CODE, CONSTANT_VALUE: p.CONSTANT_VALUE }])),
    graph: dependencies.map((d) => ({ calculated: d.CALCULATED, dependent: d.DEPENDENT, sequence: d.SEQUENCE })),
  };
};

export const loadOperationSpan = async (readStore: ReadStore, site: Site, code: string) => {
  const doc = await readStore.get<OperationDoc>(OPERATIONS_COLLECTION, operationDocId(site, code));
  return doc ? { startDate: doc.START_DATE, endDate: doc.END_DATE } : null;
};
