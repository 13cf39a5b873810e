// The fold of a CCF pair's stream (`ccfpair-…`, docs/ccf.md): how many CCFs the pair has named and which
// label intents it has settled, each with its outcome (so an intent decided twice writes once).
import { assertNever, type CcfPairEvent, type CcfSequenced } from '@ftr/contracts';
import type { Evolver } from '../shared/decider.ts';

export type Sequenced = CcfSequenced['data'];

/** What an intent came to: a raise (the CCF named), a pending close of the open CCF, or nothing. */
export type Settlement =
  | { outcome: 'raised'; id: string; sequenced: Sequenced }
  | { outcome: 'pendingClose'; id: string; at: string }
  | { outcome: 'unchanged'; id: string | null };

export interface PairState {
  /** The sequence of the pair's next CCF as the pair has named them (legacy CCFs past it are found by their streams). */
  next: number;
  /** The last CCF the pair named (its stream may still lack the raise after a crash: it is completed first). */
  last: Sequenced | null;
  /** Settled label intents by their key. */
  settled: ReadonlyMap<string, Settlement>;
}

export const emptyPair: PairState = { next: 0, last: null, settled: new Map() };

const settle = (state: PairState, cause: string | null, settlement: Settlement): ReadonlyMap<string, Settlement> =>
  cause === null ? state.settled : new Map(state.settled).set(cause, settlement);

export const evolvePair = (state: PairState, event: CcfPairEvent): PairState => {
  switch (event.type) {
    case 'CcfSequenced': {
      const d = event.data;
      return {
        next: Math.max(state.next, d.sequence + 1),
        last: d,
        settled: settle(state, d.cause, { outcome: 'raised', id: d.id, sequenced: d }),
      };
    }
    case 'CcfLabelSettled': {
      const d = event.data;
      const settlement: Settlement =
        d.outcome === 'pendingClose' && d.id !== null
          ? { outcome: 'pendingClose', id: d.id, at: d.at }
          : { outcome: 'unchanged', id: d.id };
      return { ...state, settled: settle(state, d.cause, settlement) };
    }
    default:
      return assertNever(event);
  }
};

export const pairEvolver: Evolver<PairState, CcfPairEvent> = { initialState: emptyPair, evolve: evolvePair };
