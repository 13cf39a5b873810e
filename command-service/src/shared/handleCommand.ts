import type { DomainEvent, EventMetadata, StoredEvent } from '@ftr/contracts';
import { toAppError, type Failure } from '@ftr/infra/http/errors.ts';
import type { AppendResult, EventStore } from '@ftr/infra/eventstore/port.ts';

export type Decision<E extends DomainEvent> = { ok: true; events: E[] } | { ok: false; failure: Failure };
export const accept = <E extends DomainEvent>(...events: E[]): Decision<E> => ({ ok: true, events });
export const reject = <E extends DomainEvent>(failure: Failure): Decision<E> => ({ ok: false, failure });

export interface Evolver<S, E extends DomainEvent> {
  initial: S;
  evolve(state: S, event: E): S;
}

export const fold = <S, E extends DomainEvent>(evolver: Evolver<S, E>, events: readonly StoredEvent[]): S =>
  events.reduce((state, event) => evolver.evolve(state, event as unknown as E), evolver.initial);

/**
 * The one write path (DESIGN §2): load the stream, fold it, decide (pure), append with the expected
 * revision. A business failure throws the typed AppError; a concurrent write throws the store's
 * WrongExpectedRevisionError (409). Nothing is written on either.
 */
export const handleCommand = async <S, E extends DomainEvent>(
  store: EventStore,
  stream: string,
  evolver: Evolver<S, E>,
  decide: (state: S) => Decision<E>,
  metadata: EventMetadata,
): Promise<AppendResult> => {
  const history = await store.readStream(stream);
  const decision = decide(fold(evolver, history));
  if (!decision.ok) throw toAppError(decision.failure);
  const last = history.at(-1);
  return store.append(
    stream,
    decision.events.map((event) => ({ ...event, metadata })),
    last ? last.revision : 'no_stream',
  );
};
