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
  /**
   * The same fold on mutable working state, for documents an event changes a little but that cost much to
   * read or write (a month's packed values): a batch opens each document once, steps every event of the
   * batch on it and closes it once. Its `evolve` must be `close(step(open(doc), event))`
   * (`evolveByFold`), so one event at a time and a batch give the same document; its `siteOf` and
   * `userOf` read the event only (they are handed null).
   */
  fold?: BatchFold<D, S, unknown>;
  /**
   * Each event makes a document of its own (id: the event's stream and revision) that no other event
   * touches: a rebuild, which hands every event over once into emptied read models, need not look for it.
   */
  perEvent?: true;
}

/** Working state of a folded projection (see Projection.fold). */
export interface BatchFold<D extends ProjectedDoc, S extends StoredEvent, W> {
  open(doc: D | null): W;
  step(work: W, event: S): void;
  /** The document the state stands for; null: there is none (deleted, or never made). */
  close(work: W): Omit<D, '_position'> | null;
  /** Whether the state stands for a document (close would not answer null). */
  exists(work: W): boolean;
}

/** A projection's evolve from its fold: one event is a batch of one. */
export const evolveByFold =
  <D extends ProjectedDoc, S extends StoredEvent, W>(fold: BatchFold<D, S, W>) =>
  (doc: D | null, event: S): Omit<D, '_position'> | null => {
    const work = fold.open(doc);
    fold.step(work, event);
    return fold.close(work);
  };

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
