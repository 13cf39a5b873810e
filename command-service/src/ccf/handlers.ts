import { CCF_MESSAGES, ccfRoutes, ccfStream } from '@ftr/contracts';
import { toAppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { CCFS_COLLECTION, type CcfDoc } from '@ftr/projector/ccf/projection.ts';
import type { DataValueDeps } from '../dataValues/deps.ts';
import { loadOperation, loadParameters } from '../dataValues/load.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { dataValueHandlers } from './dataValueHandlers.ts';
import { decideEnd, decideRaise } from './decider.ts';
import { decideAddComment } from './lifecycle.ts';
import { lifecycleHandlers } from './lifecycleHandlers.ts';
import { ccfWriter, refuseCentralOffice } from './writer.ts';

type RaiseRoutes = Pick<typeof ccfRoutes, 'raiseCcf' | 'endCcf'>;

const raiseHandlers = (deps: DataValueDeps): Handlers<RaiseRoutes> => {
  const writer = ccfWriter(deps);
  return {
    async raiseCcf({ body, user, request }) {
      refuseCentralOffice(user.site);
      await writer.caughtUp();
      const [parameters, operation, open] = await Promise.all([
        loadParameters(deps.readStore, user.site, [body.parameter]),
        loadOperation(deps.readStore, user.site, body.operation),
        deps.readStore.find<CcfDoc>(CCFS_COLLECTION, { where: { SITE: user.site, PARAMETER: body.parameter, OPERATION: body.operation, STATUS: 'O' }, limit: 1 }),
      ]);
      const [existing] = open;
      const id = deps.newId();
      const comment = body.comment ? { id: deps.newId(), ...body.comment } : undefined;
      const decision = decideRaise(
        { site: user.site, id, parameter: body.parameter, operation: body.operation, ccfType: body.ccfType, ccfAnalysis: body.ccfAnalysis, raisedFrom: body.raisedFrom, comment },
        { parameter: parameters.get(body.parameter) ?? null, operationExists: operation !== null, open: existing ?? null },
      );
      const metadata = requestMetadata(request, user, deps.clock);
      switch (decision.kind) {
        case 'rejected':
          throw toAppError(decision.failure);
        case 'existing': {
          // The dialog's comment is not lost: it goes onto the open CCF that answers.
          const first = decision.comment?.data;
          const added = first
            ? await writer.write(decision.id, metadata, async () => {
                const decided = decideAddComment(await writer.load(decision.id), user.site, first.commentId, first);
                if (decided.kind === 'rejected') throw toAppError(decided.failure);
                return { events: [decided.event], answer: null };
              })
            : null;
          const position = added?.position ?? existing?._position ?? '0';
          return { message: CCF_MESSAGES.alreadyOpen(body.parameter, body.operation), position, id: decision.id, existing: true };
        }
        case 'raise': {
          const events = [decision.event, ...(decision.comment ? [decision.comment] : [])].map((event) => ({ ...event, metadata }));
          const result = await deps.eventStore.append(ccfStream(id), events, 'no_stream');
          return { message: CCF_MESSAGES.raised(body.parameter), position: result.position.toString(), id, existing: false };
        }
      }
    },
    async endCcf({ params, user, request }) {
      refuseCentralOffice(user.site);
      const { answer, position } = await writer.write(params.id, requestMetadata(request, user, deps.clock), async () => {
        const doc = await writer.load(params.id);
        const decision = decideEnd(doc, user.site, params.timestamp, deps.clock.now());
        switch (decision.kind) {
          case 'rejected':
            throw toAppError(decision.failure);
          case 'unchanged':
            return { events: [], answer: { message: CCF_MESSAGES.notOpen(decision.status), position: doc?._position ?? '0', status: decision.status, changed: false } };
          case 'end':
            return { events: [decision.event], answer: { message: CCF_MESSAGES.pendingClose, position: '', status: 'R' as const, changed: true } };
        }
      });
      return { ...answer, position: position ?? answer.position };
    },
  };
};

/** Every CCF write route: raise and end, comments, close and delete, data values. */
export const ccfHandlers = (deps: DataValueDeps) => ({ ...raiseHandlers(deps), ...lifecycleHandlers(deps), ...dataValueHandlers(deps) });
