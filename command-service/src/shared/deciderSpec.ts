import type { DomainEvent, Failure, FailureKind } from '@ftr/contracts';
import { evolveAll, type Decider, type Decision } from './decider.ts';

/** The facts argument of `when`: none for a decider without facts. */
type FactsArg<F> = [F] extends [undefined] ? [facts?: F] : [facts: F];

/** The "then" of one decision: what it wrote, or why it refused. Each returns the decision for further checks. */
export interface Then<E extends DomainEvent, A> {
  decision: Decision<E, A>;
  /** Accepted with exactly these events (none: accepted and nothing written); a Failure: refused with exactly it. */
  then(expected: readonly E[] | Failure): Decision<E, A>;
  /** Refused with a failure of this kind (the message is the contract's, checked where it matters). */
  thenRefused(kind: FailureKind): Decision<E, A>;
}

export interface When<C, S, E extends DomainEvent, F, A> {
  state: S;
  when: (command: C, ...facts: FactsArg<F>) => Then<E, A>;
}

const isFailure = (expected: readonly DomainEvent[] | Failure): expected is Failure => !Array.isArray(expected);

const thenOf = <E extends DomainEvent, A>(decision: Decision<E, A>): Then<E, A> => ({
  decision,
  then(expected) {
    if (isFailure(expected)) expect(decision).toEqual({ ok: false, failure: expected });
    else expect(decision.ok ? decision.events : decision).toEqual(expected);
    return decision;
  },
  thenRefused(kind) {
    expect(decision.ok ? decision : decision.failure.kind).toBe(kind);
    return decision;
  },
});

/**
 * Given/when/then over a Decider (the unit tier of docs/architecture.md §7): the state is the decider's own
 * fold of the given events, so a test states history as events, never as a hand-made state.
 *
 *   const spec = deciderSpec(operationDecider);
 *   spec.given(created).when(remove).then([deleted]);
 *   spec.given().when(update).then(fail('not_found', '...'));
 */
export const deciderSpec = <C, S, E extends DomainEvent, F = undefined, A = undefined>(decider: Decider<C, S, E, F, A>) => {
  const from = (state: S): When<C, S, E, F, A> => ({
    state,
    when: (command, ...facts) => thenOf(decider.decide(command, state, facts[0] as F)),
  });
  return {
    given: (...events: E[]): When<C, S, E, F, A> => from(evolveAll(decider, events)),
    /** A state the events cannot reach in a test (a snapshot loaded another way). */
    givenState: from,
  };
};
