import type { CatalogueEvent, Site, StoredEvent, StoredOf } from '@ftr/contracts';
import type { CollectionSpec, Doc } from '@ftr/infra/readstore/port.ts';

/** Every projected document remembers the position of the last event applied to it. */
export type ProjectedDoc = Doc & { _position: string };

/**
 * One projection per read model (docs/architecture.md §2): the event types it handles, which document an event
 * touches, and a pure evolve. Returning null deletes the document.
 *
 * Typed by the stored events it handles (`S`, e.g. StoredOf<OperationEvent>): `handles` lists those
 * types and `id`, `evolve`, `siteOf` and `userOf` receive only them, so `switch (event.type)` narrows.
 * The runtime holds every projection as a plain `Projection` and hands each one only the events whose
 * type is in its `handles` (the event store has checked them against the catalogue).
 */
export interface Projection<D extends ProjectedDoc = ProjectedDoc, S extends StoredEvent = StoredEvent> {
  collection: CollectionSpec;
  handles: readonly S['type'][];
  id(event: S): string;
  evolve(doc: D | null, event: S): Omit<D, '_position'> | null;
  /** The site a document belongs to, for live fan-out to that site's room. */
  siteOf?(doc: Omit<D, '_position'> | null, event: S): Site | undefined;
  /** The user (username) a document belongs to alone: its changes go to that user's sockets only. */
  userOf?(doc: Omit<D, '_position'> | null, event: S): string | undefined;
}

/** A projection of the catalogue events `E` (a union of domain events). */
export type ProjectionOf<D extends ProjectedDoc, E extends CatalogueEvent> = Projection<D, StoredOf<E>>;

/** Whether the projection handles this event: then it is one of the projection's own (a type guard, checked at run time). */
export const isHandledBy = <D extends ProjectedDoc, S extends StoredEvent>(
  projection: Projection<D, S>,
  event: StoredEvent,
): event is S => {
  const handled: readonly string[] = projection.handles;
  return handled.includes(event.type);
};
