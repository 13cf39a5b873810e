import { START, type Position, type ReadPosition, type RecordedEvent } from '@eventstore/db-client';
import { EventMetadata, type StoredEvent } from '@ftr/contracts';

/** EventStoreDB sends 2^64-1 where it has no position (events read from a stream on old servers). */
export const NO_POSITION = 2n ** 63n;

/**
 * The one bigint position of an event in $all. On the v20+ log every event is its own record, so its
 * commit and prepare positions are equal and unique per event: the commit position is used. An append's
 * result carries the position of the write's last event in the same form. A missing position maps to -1.
 */
export const positionOf = (position: Position | undefined): bigint =>
  position !== undefined && position.commit < NO_POSITION ? position.commit : -1n;

/** Where a read or subscription after `after` starts: the same position as commit and prepare. */
export const fromAfter = (after: bigint | undefined): ReadPosition => (after === undefined ? START : { commit: after, prepare: after });

/** System events ($metadata, $>, $statsCollected...) are not part of our log. */
export const isSystem = (event: RecordedEvent): boolean => event.type.startsWith('$');

export const toStored = (event: RecordedEvent): StoredEvent => {
  if (!event.isJson) throw new TypeError(`${event.streamId}@${event.revision}: not a JSON event`);
  return {
    stream: event.streamId,
    revision: Number(event.revision),
    position: positionOf(event.position),
    type: event.type,
    data: event.data,
    metadata: EventMetadata.parse(event.metadata),
  };
};
