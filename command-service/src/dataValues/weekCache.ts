import type { EventStore } from '@ftr/infra/eventstore/port.ts';
import { emptyWeek, foldWeek, type WeekState } from './state.ts';

export interface WeekCache {
  /** The stream's state, caught up with the store from the cached revision. */
  load(stream: string): Promise<WeekState>;
  /** Keeps a state known to be current (after an append); an older one never replaces a newer. */
  remember(stream: string, state: WeekState): void;
}

/**
 * A per-process cache of folded week streams, least recently used out first (the hot set is the current
 * week or two of each site). A hit reads only the events after the cached revision, so a submission does
 * not refold its whole week; several processes stay correct because every load catches up and every
 * append expects the revision it decided on.
 */
export const createWeekCache = (store: EventStore, maxStreams = 32): WeekCache => {
  const states = new Map<string, WeekState>();
  const keep = (stream: string, state: WeekState) => {
    const cached = states.get(stream);
    if (cached && cached.revision > state.revision) return;
    states.delete(stream);
    states.set(stream, state);
    if (states.size > maxStreams) {
      const oldest = states.keys().next().value;
      if (oldest !== undefined) states.delete(oldest);
    }
  };
  return {
    async load(stream) {
      const cached = states.get(stream) ?? emptyWeek;
      const events = await store.readStream(stream, { fromRevision: cached.revision + 1 });
      const state = foldWeek(cached, events);
      keep(stream, state);
      return state;
    },
    remember: keep,
  };
};
