// The event log as it stood at an instant: each stream read once per request, keeping only the events
// written at or before `asOf` (metadata.timestamp), in log order.
import { knownAt, type StoredEvent } from '@ftr/contracts';
import type { StreamCache } from './streamCache.ts';

export interface History {
  readonly asOf: Date;
  /** The events of a stream known at `asOf`, in revision order (empty when it did not exist yet). */
  stream(name: string): Promise<StoredEvent[]>;
  /** The events of several streams known at `asOf`, merged in log (global position) order. */
  streams(names: Iterable<string>): Promise<StoredEvent[]>;
}

export const historyAsOf = (streams: StreamCache, asOf: Date): History => {
  const cache = new Map<string, Promise<StoredEvent[]>>();
  const stream = (name: string): Promise<StoredEvent[]> => {
    let events = cache.get(name);
    if (!events) {
      events = streams.read(name).then((all) => all.filter((e) => knownAt(e.metadata.timestamp, asOf)));
      cache.set(name, events);
    }
    return events;
  };
  return {
    asOf,
    stream,
    async streams(names) {
      const lists = await Promise.all([...new Set(names)].map(stream));
      return lists.flat().sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
    },
  };
};
