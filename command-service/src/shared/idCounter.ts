import type { DomainEvent } from '@ftr/contracts';
import { accept, type Decider } from './decider.ts';

/**
 * The decider of an id counter stream (screens, reports, dashboards): the state is the last id allocated
 * (0: none yet), and every allocation is the next one. Appended at the revision read, two concurrent
 * allocations can never get the same id; the loser decides again.
 */
export const idCounterDecider = <E extends DomainEvent<string, { id: number }>>(
  allocated: (id: number) => E,
): Decider<null, number, E> => ({
  initialState: 0,
  evolve: (last, event) => Math.max(last, event.data.id),
  decide: (_command, last) => accept(allocated(last + 1)),
});
