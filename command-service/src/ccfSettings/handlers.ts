import { CCF_SETTINGS_MESSAGES as M, toCcfAnalysisDto, type CcfAnalysisBody, type ccfSettingsRoutes } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { READ_SIDE_WAIT_MS, type DataValueDeps } from '../dataValues/deps.ts';
import { waitForHead } from '../dataValues/readSide.ts';
import { commandRoute, type RouteInput } from '../shared/commandRoute.ts';
import type { CcfSettingsCommand } from './decider.ts';
import { ccfSettingsOutcome, ccfSettingsSpec } from './run.ts';

type WriteRoutes = Pick<
  typeof ccfSettingsRoutes,
  'saveCcfType' | 'deleteCcfType' | 'createCcfAnalysis' | 'updateCcfAnalysis' | 'deleteCcfAnalysis'
>;

/** Company-wide data: any site may maintain it, the MAINTAIN_CCF permission (route table) is the gate. */
export const ccfSettingsHandlers = (deps: DataValueDeps): Handlers<WriteRoutes> => {
  /** Usage comes from the parameters read model, read once it reflects every append made so far. */
  const afterCatchUp = async <T>(read: () => Promise<T>): Promise<T> => {
    await waitForHead(deps, READ_SIDE_WAIT_MS);
    return read();
  };
  const spec = ccfSettingsSpec;

  const saveAnalysis = (mode: 'create' | 'update') =>
    commandRoute(deps, {
      command: ({ body }: RouteInput & { body: CcfAnalysisBody }): CcfSettingsCommand => {
        const { reason, ...analysis } = body;
        return { kind: mode === 'create' ? 'CreateCcfAnalysis' : 'UpdateCcfAnalysis', analysis, reason };
      },
      spec,
      answer: (result, _command, { body }) => {
        const { position, after } = ccfSettingsOutcome(result);
        const { reason: _reason, ...analysis } = body;
        const message = mode === 'create' ? M.analysisCreated : M.analysisUpdated;
        return { message, position: position.toString(), ...toCcfAnalysisDto(analysis, after.types.get(analysis.type) ?? analysis.type) };
      },
    });

  return {
    saveCcfType: commandRoute(deps, {
      command: ({ body }): CcfSettingsCommand => ({ kind: 'SaveCcfType', code: body.code, name: body.name }),
      spec,
      answer: ({ position, state }, _command, { body }) => {
        const message = state.types.has(body.code) ? M.typeUpdated : M.typeCreated;
        return { message, position: position.toString(), code: body.code, name: body.name };
      },
    }),
    deleteCcfType: commandRoute(deps, {
      command: async ({ params }): Promise<CcfSettingsCommand> => ({
        kind: 'DeleteCcfType',
        code: params.code,
        parameterCount: await afterCatchUp(() => deps.readModels.parametersUsingCcfType(params.code)),
      }),
      spec,
      answer: ({ position, state }, _command, { params }) => ({
        message: M.removed(state.types.get(params.code) ?? params.code),
        position: position.toString(),
      }),
    }),
    createCcfAnalysis: saveAnalysis('create'),
    updateCcfAnalysis: saveAnalysis('update'),
    deleteCcfAnalysis: commandRoute(deps, {
      command: async ({ params }): Promise<CcfSettingsCommand> => ({
        kind: 'DeleteCcfAnalysis',
        code: params.code,
        parameterCount: await afterCatchUp(() => deps.readModels.parametersUsingCcfAnalysis(params.code)),
      }),
      spec,
      answer: ({ position, state }, _command, { params }) => ({
        message: M.removed(state.analyses.get(params.code)?.name ?? params.code),
        position: position.toString(),
      }),
    }),
  };
};
