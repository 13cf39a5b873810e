import { SITES, type CcfParameterUsage } from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { PARAMETERS_COLLECTION, type ParameterDoc } from '../parameters/projection.ts';

/**
 * The parameters of every site whose CCF_ANALYSIS is `code`, by site then code: one indexed query per
 * site (the parameters read model is indexed on SITE, CCF_ANALYSIS).
 */
export const parametersUsingAnalysis = (readStore: ReadStore, code: string): Promise<CcfParameterUsage[]> =>
  parametersWith(readStore, 'CCF_ANALYSIS', code);

/** The parameters of every site whose CCF_TYPE is `code` (indexed on SITE, CCF_TYPE). */
export const parametersUsingType = (readStore: ReadStore, code: string): Promise<CcfParameterUsage[]> =>
  parametersWith(readStore, 'CCF_TYPE', code);

const parametersWith = async (readStore: ReadStore, field: 'CCF_ANALYSIS' | 'CCF_TYPE', code: string): Promise<CcfParameterUsage[]> => {
  const perSite = await Promise.all(
    SITES.map((site) =>
      readStore.find<ParameterDoc>(PARAMETERS_COLLECTION, {
        where: { SITE: site, [field]: code },
        sort: [{ field: 'CODE', direction: 'asc' }],
      }),
    ),
  );
  return perSite.flat().map((doc) => ({ SITE: doc.SITE, CODE: doc.CODE }));
};
