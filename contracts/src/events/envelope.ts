import { z } from 'zod';
import { Site } from '../sites.ts';

/** Metadata written with every event (docs/architecture.md §4). */
export const EventMetadata = z.object({
  userId: z.string(),
  site: Site,
  correlationId: z.string(),
  causationId: z.string(),
  timestamp: z.iso.datetime(),
  submissionId: z.string().optional(),
  schemaVersion: z.number().int().positive(),
});
export type EventMetadata = z.infer<typeof EventMetadata>;

/** An event as a decider produces it. */
export interface DomainEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}

/** An event as the store hands it back. */
export interface StoredEvent<E extends DomainEvent = DomainEvent> {
  stream: string;
  revision: number;
  position: bigint;
  type: E['type'];
  data: E['data'];
  metadata: EventMetadata;
}

/** Exhaustiveness check for `switch` over event or command types. */
export const assertNever = (value: never): never => {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
};

/** A union of stored events that narrows on `type` (distributes over the event union). */
export type StoredOf<E extends DomainEvent> = E extends DomainEvent ? StoredEvent<E> : never;
