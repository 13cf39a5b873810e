import { LOOKUP_MESSAGES as M, type lookupRoutes } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { READ_SIDE_WAIT_MS } from '../dataValues/deps.ts';
import { waitForHead } from '../dataValues/readSide.ts';
import type { CommandDeps } from '../deps.ts';
import { commandRoute, positionAnswer } from '../shared/commandRoute.ts';
import type { LookupCommand } from './decider.ts';
import { lookupSpec } from './run.ts';

type WriteRoutes = Pick<typeof lookupRoutes, 'createLookup' | 'updateLookup' | 'deleteLookup'>;

/** Company-wide lists: any site may maintain them; the LOOKUPS permission (route table) is the gate. */
export const lookupHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => {
  /** Usage comes from the read side, read once it reflects every append made so far (503 when it is behind). */
  const parameterCount = async (name: LookupCommand['name'], code: string): Promise<number> => {
    await waitForHead({ eventStore: deps.eventStore, waitForReadSide: (at, ms) => deps.readModels.reached(at, ms) }, READ_SIDE_WAIT_MS);
    return deps.readModels.parametersUsingLookup(name, code);
  };

  return {
    createLookup: commandRoute(deps, {
      command: ({ params, body }): LookupCommand => ({
        kind: 'CreateLookup',
        name: params.name,
        code: body.code,
        description: body.description,
      }),
      spec: lookupSpec,
      answer: positionAnswer(M.created),
    }),
    updateLookup: commandRoute(deps, {
      command: ({ params, body }): LookupCommand => ({
        kind: 'UpdateLookup',
        name: params.name,
        code: body.code,
        description: body.description,
        reason: body.reason,
      }),
      spec: lookupSpec,
      answer: positionAnswer(M.updated),
    }),
    deleteLookup: commandRoute(deps, {
      command: async ({ params, query }): Promise<LookupCommand> => ({
        kind: 'DeleteLookup',
        name: params.name,
        code: params.code,
        parameterCount: await parameterCount(params.name, params.code),
        reason: query.reason,
      }),
      spec: lookupSpec,
      answer: positionAnswer(M.deleted),
    }),
  };
};
