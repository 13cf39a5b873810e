import { CCF_MESSAGES, ccfRoutes, ccfStream, isCentralOffice } from '@ftr/contracts';
import { toAppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { CCFS_COLLECTION, type CcfDoc } from '@ftr/projector/ccf/projection.ts';
import type { DataValueDeps } from '../dataValues/deps.ts';
import { READ_SIDE_WAIT_MS } from '../dataValues/deps.ts';
import { loadOperation, loadParameters } from '../dataValues/load.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { centralOfficeCcf, decideEnd, decideRaise } from './decider.ts';

type WriteRoutes = Pick<typeof ccfRoutes, 'raiseCcf' | 'endCcf'>;

export const ccfHandlers = (deps: DataValueDeps): Handlers<WriteRoutes> => {
  /** Read-your-writes: the CCF read model reflects every append made before this request. */
  const caughtUp = async () => {
    const head = await deps.eventStore.headPosition();
    if (head !== undefined) await deps.waitForReadSide(head, READ_SIDE_WAIT_MS);
  };
  const expectedOf = async (stream: string) => {
    const last = (await deps.eventStore.readStream(stream)).at(-1);
    return last ? last.revision : 'no_stream';
  };

  return {
    async raiseCcf({ body, user, request }) {
      if (isCentralOffice(user.site)) throw toAppError(centralOfficeCcf());
      await caughtUp();
      const [parameters, operation, open] = await Promise.all([
        loadParameters(deps.readStore, user.site, [body.parameter]),
        loadOperation(deps.readStore, user.site, body.operation),
        deps.readStore.find<CcfDoc>(CCFS_COLLECTION, { where: { SITE: user.site, PARAMETER: body.parameter, OPERATION: body.operation, STATUS: 'O' }, limit: 1 }),
      ]);
      const [existing] = open;
      const id = deps.newId();
      const decision = decideRaise(
        { site: user.site, id, parameter: body.parameter, operation: body.operation, ccfType: body.ccfType, ccfAnalysis: body.ccfAnalysis, raisedFrom: body.raisedFrom },
        { parameter: parameters.get(body.parameter) ?? null, operationExists: operation !== null, open: existing ?? null },
      );
      switch (decision.kind) {
        case 'rejected':
          throw toAppError(decision.failure);
        case 'existing':
          return { message: CCF_MESSAGES.alreadyOpen(body.parameter, body.operation), position: existing?._position ?? '0', id: decision.id, existing: true };
        case 'raise': {
          const result = await deps.eventStore.append(ccfStream(id), [{ ...decision.event, metadata: requestMetadata(request, user, deps.clock) }], 'no_stream');
          return { message: CCF_MESSAGES.raised(body.parameter), position: result.position.toString(), id, existing: false };
        }
      }
    },
    async endCcf({ params, user, request }) {
      if (isCentralOffice(user.site)) throw toAppError(centralOfficeCcf());
      await caughtUp();
      const doc = await deps.readStore.get<CcfDoc>(CCFS_COLLECTION, params.id);
      const decision = decideEnd(doc, user.site, params.timestamp, deps.clock.now());
      switch (decision.kind) {
        case 'rejected':
          throw toAppError(decision.failure);
        case 'unchanged':
          return { message: CCF_MESSAGES.notOpen(decision.status), position: doc?._position ?? '0', status: decision.status, changed: false };
        case 'end': {
          const stream = ccfStream(params.id);
          const metadata = requestMetadata(request, user, deps.clock);
          const result = await deps.eventStore.append(stream, [{ ...decision.event, metadata }], await expectedOf(stream));
          return { message: CCF_MESSAGES.pendingClose, position: result.position.toString(), status: 'R' as const, changed: true };
        }
      }
    },
  };
};
