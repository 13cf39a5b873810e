import { fail, type DomainEvent } from '@ftr/contracts';
import { accept, acceptWith, reject, type Decider } from './decider.ts';
import { deciderSpec } from './deciderSpec.ts';

type Added = DomainEvent<'Added', { by: number }>;
type Add = { kind: 'Add'; by: number } | { kind: 'Report' };

/** A running total that refuses to pass a limit (the facts) and answers its total when asked to report. */
const total: Decider<Add, number, Added, number, number> = {
  initialState: 0,
  evolve: (sum, event) => sum + event.data.by,
  decide: (command, sum, limit) => {
    if (command.kind === 'Report') return acceptWith(sum);
    if (sum + command.by > limit) return reject(fail('conflict', `over ${limit}`));
    return acceptWith(sum + command.by, { type: 'Added', data: { by: command.by } });
  },
};
const added = (by: number): Added => ({ type: 'Added', data: { by } });

/** A decider without facts or answers: `when` takes the command alone. */
const counter: Decider<null, number, Added> = {
  initialState: 0,
  evolve: (n) => n + 1,
  decide: (_c, n) => (n < 2 ? accept(added(1)) : accept()),
};

describe('deciderSpec', () => {
  const spec = deciderSpec(total);

  it('folds the given events with the decider itself', () => {
    expect(spec.given(added(2), added(3)).state).toBe(5);
    expect(spec.given().state).toBe(0);
  });

  it('passes when the decision writes exactly the expected events', () => {
    const decision = spec
      .given(added(2))
      .when({ kind: 'Add', by: 3 }, 10)
      .then([added(3)]);
    expect(decision).toEqual({ ok: true, events: [added(3)], answer: 5 });
  });

  it('passes an accepted decision that writes nothing against no events', () => {
    spec.given(added(4)).when({ kind: 'Report' }, 10).then([]);
  });

  it('passes a refusal against its exact failure, or its kind', () => {
    spec.given(added(8)).when({ kind: 'Add', by: 3 }, 10).then(fail('conflict', 'over 10'));
    spec.given(added(8)).when({ kind: 'Add', by: 3 }, 10).thenRefused('conflict');
  });

  it('fails on other events, on a refusal where events were expected, and on another failure', () => {
    const when = spec.given(added(8)).when;
    expect(() => when({ kind: 'Add', by: 1 }, 10).then([added(2)])).toThrow();
    expect(() => when({ kind: 'Add', by: 3 }, 10).then([added(3)])).toThrow();
    expect(() => when({ kind: 'Add', by: 3 }, 10).then(fail('conflict', 'over 11'))).toThrow();
    expect(() => when({ kind: 'Add', by: 3 }, 10).thenRefused('validation')).toThrow();
    expect(() => when({ kind: 'Add', by: 1 }, 10).thenRefused('conflict')).toThrow();
    expect(() => when({ kind: 'Add', by: 1 }, 10).then(fail('conflict', 'over 10'))).toThrow();
  });

  it('starts from a given state when the events cannot reach it', () => {
    spec.givenState(9).when({ kind: 'Add', by: 2 }, 10).thenRefused('conflict');
  });

  it('takes no facts for a decider without them', () => {
    const counting = deciderSpec(counter);
    counting
      .given(added(1))
      .when(null)
      .then([added(1)]);
    counting.given(added(1), added(1)).when(null).then([]);
  });
});
