// Folding events into documents in memory with a projection's own id/evolve, exactly as the projector's
// batches do (projector/src/runtime/applyBatch.ts): the time-travel reads and the integrity verifier
// both use this, so "as of", "now" and "verified" can never disagree in how they fold.
import type { StoredEvent } from '@ftr/contracts';
import type { Projection, ProjectedDoc } from '../projection.ts';

/**
 * Applies one event to `docs` (one collection's documents by id) if the projection handles it: the
 * document it touches is evolved (null deletes it) and stamped with the event's position; an event at or
 * below a document's position is skipped, as the projector skips it.
 */
export const foldEvent = <D extends ProjectedDoc>(projection: Projection<D>, docs: Map<string, D>, event: StoredEvent): void => {
  if (!projection.handles.includes(event.type)) return;
  const id = projection.id(event);
  const current = docs.get(id) ?? null;
  if (current && BigInt(current._position) >= event.position) return;
  const next = projection.evolve(current, event);
  if (next === null) docs.delete(id);
  else docs.set(id, { ...next, _id: id, _position: event.position.toString() } as D);
};

/** The documents `events` (in log order) fold to, added to `into` (empty by default). */
export const foldAll = <D extends ProjectedDoc>(
  projection: Projection<D>,
  events: Iterable<StoredEvent>,
  into: Map<string, D> = new Map(),
): Map<string, D> => {
  for (const event of events) foldEvent(projection, into, event);
  return into;
};
