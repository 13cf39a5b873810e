// Streams are append-only, so a stream read once is kept (up to a bound, least recently used first out)
// and later reads fetch only the events appended since: an as-of read then folds from memory.
import type { StoredEvent } from '@ftr/contracts';
import type { EventStore } from '@ftr/infra/eventstore/port.ts';

export interface StreamCache {
  /** Every event of the stream now, in revision order. */
  read(stream: string): Promise<StoredEvent[]>;
}

/** At most `maxEvents` cached events in all (default 200,000: a few busy site-weeks). */
export const createStreamCache = (eventStore: EventStore, maxEvents = 200_000): StreamCache => {
  const cached = new Map<string, StoredEvent[]>();
  let size = 0;
  const remember = (stream: string, events: StoredEvent[]) => {
    size -= cached.get(stream)?.length ?? 0;
    cached.delete(stream);
    cached.set(stream, events);
    size += events.length;
    for (const [name, old] of cached) {
      if (size <= maxEvents || name === stream) break;
      cached.delete(name);
      size -= old.length;
    }
  };
  return {
    async read(stream) {
      const known = cached.get(stream) ?? [];
      const fresh = await eventStore.readStream(stream, known.length > 0 ? { fromRevision: known.length } : {});
      const events = fresh.length === 0 ? known : [...known, ...fresh];
      remember(stream, events);
      return events;
    },
  };
};
