import { LOOKUP_MESSAGES as M, type lookupRoutes, type TokenClaims } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { FastifyRequest } from 'fastify';
import { READ_SIDE_WAIT_MS } from '../dataValues/deps.ts';
import { waitForHead } from '../dataValues/readSide.ts';
import type { CommandDeps } from '../deps.ts';
import { requestMetadata } from '../shared/metadata.ts';
import type { LookupCommand } from './decider.ts';
import { runLookupCommand } from './run.ts';

type WriteRoutes = Pick<typeof lookupRoutes, 'createLookup' | 'updateLookup' | 'deleteLookup'>;

/** Company-wide lists: any site may maintain them; the LOOKUPS permission (route table) is the gate. */
export const lookupHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => {
  const run = async (request: FastifyRequest, user: TokenClaims, command: LookupCommand, message: string) => {
    const position = await runLookupCommand(deps.eventStore, command, requestMetadata(request, user, deps.clock));
    return { message, position: position.toString() };
  };
  /** Usage comes from the read side, read once it reflects every append made so far (503 when it is behind). */
  const parameterCount = async (name: LookupCommand['name'], code: string): Promise<number> => {
    await waitForHead({ eventStore: deps.eventStore, waitForReadSide: (at, ms) => deps.readModels.reached(at, ms) }, READ_SIDE_WAIT_MS);
    return deps.readModels.parametersUsingLookup(name, code);
  };

  return {
    createLookup: ({ params, body, user, request }) =>
      run(request, user, { kind: 'CreateLookup', name: params.name, code: body.code, description: body.description }, M.created),
    updateLookup: ({ params, body, user, request }) =>
      run(
        request,
        user,
        { kind: 'UpdateLookup', name: params.name, code: body.code, description: body.description, reason: body.reason },
        M.updated,
      ),
    deleteLookup: async ({ params, query, user, request }) => {
      const command: LookupCommand = {
        kind: 'DeleteLookup',
        name: params.name,
        code: params.code,
        parameterCount: await parameterCount(params.name, params.code),
        reason: query.reason,
      };
      return run(request, user, command, M.deleted);
    },
  };
};
