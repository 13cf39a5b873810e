import {
  CCF_SETTINGS_MESSAGES as M,
  toCcfAnalysisDto,
  type CcfAnalysisBody,
  type ccfSettingsRoutes,
  type TokenClaims,
} from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { FastifyRequest } from 'fastify';
import { READ_SIDE_WAIT_MS, type DataValueDeps } from '../dataValues/deps.ts';
import { waitForHead } from '../dataValues/readSide.ts';
import { requestMetadata } from '../shared/metadata.ts';
import type { CcfSettingsCommand } from './decider.ts';
import { runCcfSettingsCommand } from './run.ts';

type WriteRoutes = Pick<
  typeof ccfSettingsRoutes,
  'saveCcfType' | 'deleteCcfType' | 'createCcfAnalysis' | 'updateCcfAnalysis' | 'deleteCcfAnalysis'
>;

/** Company-wide data: any site may maintain it, the MAINTAIN_CCF permission (route table) is the gate. */
export const ccfSettingsHandlers = (deps: DataValueDeps): Handlers<WriteRoutes> => {
  const run = (request: FastifyRequest, user: TokenClaims, command: CcfSettingsCommand) =>
    runCcfSettingsCommand(deps.eventStore, command, requestMetadata(request, user, deps.clock));

  /** Usage comes from the parameters read model, read once it reflects every append made so far. */
  const afterCatchUp = async <T>(read: () => Promise<T>): Promise<T> => {
    await waitForHead(deps, READ_SIDE_WAIT_MS);
    return read();
  };

  const saveAnalysis = async (request: FastifyRequest, user: TokenClaims, body: CcfAnalysisBody, mode: 'create' | 'update') => {
    const kind = mode === 'create' ? 'CreateCcfAnalysis' : 'UpdateCcfAnalysis';
    const { reason, ...analysis } = body;
    const { position, after } = await run(request, user, { kind, analysis, reason });
    const message = mode === 'create' ? M.analysisCreated : M.analysisUpdated;
    return { message, position: position.toString(), ...toCcfAnalysisDto(analysis, after.types.get(analysis.type) ?? analysis.type) };
  };

  return {
    async saveCcfType({ body, user, request }) {
      const { position, before } = await run(request, user, { kind: 'SaveCcfType', code: body.code, name: body.name });
      const message = before.types.has(body.code) ? M.typeUpdated : M.typeCreated;
      return { message, position: position.toString(), code: body.code, name: body.name };
    },
    async deleteCcfType({ params, user, request }) {
      const parameterCount = await afterCatchUp(() => deps.readModels.parametersUsingCcfType(params.code));
      const { position, before } = await run(request, user, { kind: 'DeleteCcfType', code: params.code, parameterCount });
      return { message: M.removed(before.types.get(params.code) ?? params.code), position: position.toString() };
    },
    createCcfAnalysis: ({ body, user, request }) => saveAnalysis(request, user, body, 'create'),
    updateCcfAnalysis: ({ body, user, request }) => saveAnalysis(request, user, body, 'update'),
    async deleteCcfAnalysis({ params, user, request }) {
      const parameterCount = await afterCatchUp(() => deps.readModels.parametersUsingCcfAnalysis(params.code));
      const { position, before } = await run(request, user, { kind: 'DeleteCcfAnalysis', code: params.code, parameterCount });
      return { message: M.removed(before.analyses.get(params.code)?.name ?? params.code), position: position.toString() };
    },
  };
};
