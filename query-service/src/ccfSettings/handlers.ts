import {
  CCF_SETTINGS_MESSAGES as M,
  PARAMETER_MESSAGES,
  parameterId,
  toCcfAnalysisDto,
  type CcfAnalysisDto,
  type ccfSettingsRoutes,
} from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { FindQuery } from '@ftr/infra/readstore/port.ts';
import {
  CCF_ANALYSES_COLLECTION,
  CCF_TYPES_COLLECTION,
  type CcfAnalysisDoc,
  type CcfTypeDoc,
} from '@ftr/read-models/ccfSettings/projection.ts';
import { parametersUsingAnalysis } from '@ftr/read-models/ccfSettings/usage.ts';
import { PARAMETERS_COLLECTION, type ParameterDoc } from '@ftr/read-models/parameters/projection.ts';
import type { QueryDeps } from '../deps.ts';

type ReadRoutes = Pick<
  typeof ccfSettingsRoutes,
  'listCcfTypes' | 'listCcfAnalyses' | 'ccfAnalysesOfType' | 'ccfAnalysisParameters' | 'parameterCcfAnalysis'
>;

const byCode: FindQuery['sort'] = [{ field: 'code', direction: 'asc' }];

export const ccfSettingsQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => {
  const { readStore } = deps;
  /** Analyses with their type's name (the types are few: one read of them all). */
  const withTypes = async (analyses: readonly CcfAnalysisDoc[]): Promise<CcfAnalysisDto[]> => {
    if (analyses.length === 0) return [];
    const types = await readStore.getMany<CcfTypeDoc>(CCF_TYPES_COLLECTION, [...new Set(analyses.map((a) => a.type))]);
    return analyses.map((a) => toCcfAnalysisDto(a, types.get(a.type)?.name ?? a.type));
  };
  return {
    async listCcfTypes() {
      const docs = await readStore.find<CcfTypeDoc>(CCF_TYPES_COLLECTION, { sort: byCode });
      return docs.map(({ code, name }) => ({ code, name }));
    },
    listCcfAnalyses: async () => withTypes(await readStore.find<CcfAnalysisDoc>(CCF_ANALYSES_COLLECTION, { sort: byCode })),
    ccfAnalysesOfType: async ({ params }) =>
      withTypes(await readStore.find<CcfAnalysisDoc>(CCF_ANALYSES_COLLECTION, { where: { type: params.code }, sort: byCode })),
    ccfAnalysisParameters: ({ params }) => parametersUsingAnalysis(readStore, params.code),
    async parameterCcfAnalysis({ params, user }) {
      const parameter = await readStore.get<ParameterDoc>(PARAMETERS_COLLECTION, parameterId(user.site, params.code));
      if (!parameter) throw new AppError('not_found', PARAMETER_MESSAGES.notFound(params.code));
      const code = parameter.CCF_ANALYSIS;
      const analysis = code ? await readStore.get<CcfAnalysisDoc>(CCF_ANALYSES_COLLECTION, code) : null;
      if (!analysis) throw new AppError('not_found', M.noAnalysisForParameter(params.code));
      const [dto] = await withTypes([analysis]);
      if (!dto) throw new AppError('not_found', M.noAnalysisForParameter(params.code));
      return dto;
    },
  };
};
