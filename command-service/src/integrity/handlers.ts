import {
  PARKED_MESSAGES,
  integrityRoutes,
  parkedStream,
  type ParkedEventResolved,
  type StoredEvent,
  type TokenClaims,
} from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { FastifyRequest } from 'fastify';
import type { CommandDeps } from '../deps.ts';
import { accept } from '../shared/decider.ts';
import { handleCommand, journalOf, noFacts } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import type { ParkedEventDoc, Parking } from '../shared/parking.ts';

type Routes = Pick<typeof integrityRoutes, 'listParkedEvents' | 'retryParkedEvent' | 'dismissParkedEvent'>;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * /admin/integrity's parked events: the list, a retry (the event handed to its reactor again; resolved
 * once handled) and a dismissal. Each resolution is recorded on the reactor's `parked-{reactor}` journal
 * with the administrator in its metadata (the audit of who resolved what).
 */
export const parkedEventHandlers = (deps: CommandDeps, parking: Parking): Handlers<Routes> => {
  const need = () => parking;
  const parked = async (id: string): Promise<ParkedEventDoc> => {
    const doc = await need().get(id);
    if (!doc) throw new AppError('not_found', PARKED_MESSAGES.notFound);
    return doc;
  };
  const record = async (request: FastifyRequest, user: TokenClaims, doc: ParkedEventDoc, outcome: 'retried' | 'dismissed') => {
    const event: ParkedEventResolved = {
      type: 'ParkedEventResolved',
      data: {
        site: user.site,
        reactor: doc.reactor,
        stream: doc.stream,
        revision: doc.revision,
        type: doc.type,
        outcome,
        error: doc.error,
      },
    };
    const spec = {
      stream: parkedStream(doc.reactor),
      journal: true,
      evolver: journalOf<ParkedEventResolved>(),
      loadFacts: noFacts,
      decide: (decided: ParkedEventResolved) => accept(decided),
    };
    const result = await handleCommand(deps.eventStore, spec, event, requestMetadata(request, user, deps.clock));
    return result.position.toString();
  };
  return {
    listParkedEvents: () => need().list(),
    async retryParkedEvent({ params, user, request }) {
      const doc = await parked(params.id);
      const [event]: StoredEvent[] = await deps.eventStore.readStream(doc.stream, { fromRevision: doc.revision });
      if (event?.revision !== doc.revision) throw new AppError('not_found', PARKED_MESSAGES.notFound);
      try {
        await need().retry(doc, event);
      } catch (error) {
        throw new AppError('conflict', PARKED_MESSAGES.stillFails(messageOf(error)));
      }
      return { message: PARKED_MESSAGES.retried, position: await record(request, user, doc, 'retried') };
    },
    async dismissParkedEvent({ params, user, request }) {
      const doc = await parked(params.id);
      await need().dismiss(doc._id);
      return { message: PARKED_MESSAGES.dismissed, position: await record(request, user, doc, 'dismissed') };
    },
  };
};
