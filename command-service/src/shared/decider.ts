import type { DomainEvent, Failure, StoredEvent } from '@ftr/contracts';

/**
 * What a decider answers: the events to append, or the failure that refuses the command (nothing written).
 * `A` is a typed extra answer for the handler when it needs one (the token a sign-in signs, a submission's
 * labels); a decision without one has no `answer`.
 */
export type Decision<E extends DomainEvent, A = undefined> = Accepted<E, A> | Rejected;
export type Accepted<E extends DomainEvent, A = undefined> = [A] extends [undefined]
  ? { ok: true; events: E[]; answer?: undefined }
  : { ok: true; events: E[]; answer: A };
export interface Rejected {
  ok: false;
  failure: Failure;
}

/** Any decision of events E, whatever its answer (what the write path needs to know of it). */
export type AnyDecision<E extends DomainEvent> = { ok: true; events: E[]; answer?: unknown } | Rejected;

export const accept = <E extends DomainEvent>(...events: E[]): Decision<E> => ({ ok: true, events });
/** Accepted with the handler's extra answer. */
export const acceptWith = <E extends DomainEvent, A>(answer: A, ...events: E[]): Decision<E, A> =>
  ({ ok: true, events, answer }) as Accepted<E, A>;
/** The refusal alone, for a check whose other answer is not a decision (the record a command is about). */
export const refused = (failure: Failure): Rejected => ({ ok: false, failure });
/** Refused: typed as any decision so one refusal fits every decider's return type. */
export const reject = <E extends DomainEvent = never, A = undefined>(failure: Failure): Decision<E, A> => ({ ok: false, failure });

/** The folding half of a decider: the state of a stream that does not exist yet, and one event applied. */
export interface Evolver<S, E extends DomainEvent> {
  initialState: S;
  evolve(state: S, event: E): S;
}

/**
 * An aggregate's whole rule (docs/commands.md): its initial state, how one event changes it, and the pure
 * decision on a command given the state and the facts loaded from elsewhere (`F`, none by default).
 */
export interface Decider<C, S, E extends DomainEvent, F = undefined, A = undefined> extends Evolver<S, E> {
  decide(command: C, state: S, facts: F): Decision<E, A>;
}

/**
 * A stream holds only its own feature's events (its id factory says which), each checked against the event
 * catalogue by the store, and every evolver's exhaustive switch throws on a type it does not know: so the
 * evolver takes the stream's events as they are (an Evolver<S, E> is an Evolver<S, DomainEvent>; no cast).
 */
export const fold = <S, E extends DomainEvent>(evolver: Evolver<S, E>, events: readonly StoredEvent[]): S => {
  const ofStream: Evolver<S, DomainEvent> = evolver;
  return events.reduce((state, event) => ofStream.evolve(state, event), evolver.initialState);
};

/** Applies events in order to a state (the initial one by default): the "given" of a decider test. */
export const evolveAll = <S, E extends DomainEvent>(evolver: Evolver<S, E>, events: readonly E[], from: S = evolver.initialState): S =>
  events.reduce((state, event) => evolver.evolve(state, event), from);
