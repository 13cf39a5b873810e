import { ccfStream, isCentralOffice, type DomainEvent, type EventMetadata, type Site } from '@ftr/contracts';
import { WrongExpectedRevisionError } from '@ftr/infra/eventstore/port.ts';
import { toAppError } from '@ftr/infra/http/errors.ts';
import { CCFS_COLLECTION, isDeleted, type CcfDoc } from '@ftr/projector/ccf/projection.ts';
import { READ_SIDE_WAIT_MS, type DataValueDeps } from '../dataValues/deps.ts';
import { waitForHead } from '../dataValues/readSide.ts';
import { centralOfficeCcf } from './decider.ts';

/** Tries of a CCF write that lost a race for its stream (each decides again on the caught-up read model). */
export const CCF_WRITE_ATTEMPTS = 3;

/** What one try of a CCF write decides: the events to append (none: nothing to write) and the answer. */
export interface CcfWriteDecision<T> {
  events: DomainEvent[];
  answer: T;
}

/** The central office reads CCFs but never writes them. */
export const refuseCentralOffice = (site: Site): void => {
  if (isCentralOffice(site)) throw toAppError(centralOfficeCcf());
};

/**
 * The CCF feature's write path: read-your-writes on the `ccfs` read model, then decide, then append to
 * `ccf-{id}` expecting the revision read before deciding. A rival append meanwhile is a wrong expected
 * revision: catch up and decide again (a true conflict then shows as the decider's own refusal).
 */
export const ccfWriter = (deps: DataValueDeps) => {
  const caughtUp = () => waitForHead(deps, READ_SIDE_WAIT_MS);
  const expectedOf = async (stream: string) => {
    const last = (await deps.eventStore.readStream(stream)).at(-1);
    return last ? last.revision : ('no_stream' as const);
  };
  /** The CCF (a deleted one is not found). */
  const load = async (id: string) => {
    const doc = await deps.readStore.get<CcfDoc>(CCFS_COLLECTION, id);
    return doc && !isDeleted(doc) ? doc : null;
  };

  /** `decide` throws the AppError of a refusal; `position` is null when it wrote nothing. */
  const write = async <T>(id: string, metadata: EventMetadata, decide: () => Promise<CcfWriteDecision<T>>): Promise<{ answer: T; position: string | null }> => {
    const stream = ccfStream(id);
    for (let attempt = 1; ; attempt++) {
      const expected = await expectedOf(stream);
      await caughtUp();
      const { events, answer } = await decide();
      if (events.length === 0) return { answer, position: null };
      try {
        const result = await deps.eventStore.append(stream, events.map((event) => ({ ...event, metadata })), expected);
        return { answer, position: result.position.toString() };
      } catch (error) {
        if (error instanceof WrongExpectedRevisionError && attempt < CCF_WRITE_ATTEMPTS) continue;
        throw error;
      }
    }
  };
  return { caughtUp, load, write };
};
export type CcfWriter = ReturnType<typeof ccfWriter>;
