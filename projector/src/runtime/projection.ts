import type { Site, StoredEvent } from '@ftr/contracts';
import type { CollectionSpec, Doc } from '@ftr/infra/readstore/port.ts';

/** Every projected document remembers the position of the last event applied to it. */
export type ProjectedDoc = Doc & { _position: string };

/**
 * One projection per read model (DESIGN §2): the event types it handles, which document an event
 * touches, and a pure evolve. Returning null deletes the document.
 */
export interface Projection<D extends ProjectedDoc = ProjectedDoc> {
  collection: CollectionSpec;
  handles: readonly string[];
  id(event: StoredEvent): string;
  evolve(doc: D | null, event: StoredEvent): Omit<D, '_position'> | null;
  /** The site a document belongs to, for live fan-out to that site's room. */
  siteOf?(doc: Omit<D, '_position'> | null, event: StoredEvent): Site | undefined;
  /** The user (username) a document belongs to alone: its changes go to that user's sockets only. */
  userOf?(doc: Omit<D, '_position'> | null, event: StoredEvent): string | undefined;
}

export const CHECKPOINTS_COLLECTION = 'checkpoints';
export interface CheckpointDoc extends Doc {
  position: string;
}
