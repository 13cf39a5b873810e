import { z } from 'zod';
import { eventCatalogue, type AnyStoredEvent, type EventDefinition, type EventMetadata, type StoredEvent } from '@ftr/contracts';
import type {
  AppendOptions,
  AppendResult,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  StreamReadOptions,
  SubscribeOptions,
  Subscription,
} from './port.ts';

/** Metadata as a writer hands it over: the catalogue, not the writer, sets schemaVersion (stored metadata has it). */
export type AppendMetadata = Omit<EventMetadata, 'schemaVersion'> & { schemaVersion?: number };

/** An event as a writer hands it over to the catalogue-wrapped store. */
export type CatalogueEventToAppend = Omit<EventToAppend, 'metadata'> & { metadata: AppendMetadata };

export interface CatalogueSubscribeOptions extends Omit<SubscribeOptions, 'onEvents'> {
  onEvents(events: AnyStoredEvent[]): Promise<void>;
}

/**
 * The event store as readers and writers use it: every event read is a catalogue event at its current
 * version; writers hand over AppendMetadata. Writers take this type, never the plain EventStore (whose
 * append wants schemaVersion from its caller), so an append that bypasses the catalogue does not compile.
 */
export interface CatalogueEventStore extends EventStore {
  append(stream: string, events: CatalogueEventToAppend[], expected: ExpectedRevision, options?: AppendOptions): Promise<AppendResult>;
  readStream(stream: string, options?: StreamReadOptions): Promise<AnyStoredEvent[]>;
  readAll(after: bigint | undefined, limit: number): Promise<AnyStoredEvent[]>;
  subscribeToAll(options: CatalogueSubscribeOptions): Subscription;
}

/** An event the catalogue does not know, or data its schema refuses (nothing is appended). */
export class CatalogueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatalogueError';
  }
}

type Catalogue = ReadonlyMap<string, EventDefinition>;

const definitionOf = (catalogue: Catalogue, type: string, where: string): EventDefinition => {
  const definition = catalogue.get(type);
  if (!definition)
    throw new CatalogueError(`Event type ${type} (${where}) is not in the event catalogue (contracts/src/events/catalogue.ts)`);
  return definition;
};

const checked = (definition: EventDefinition, data: unknown, where: string): unknown => {
  const result = definition.schema.safeParse(data);
  if (!result.success) {
    throw new CatalogueError(
      `Event ${definition.type} v${definition.version} (${where}) does not match its schema:\n${z.prettifyError(result.error)}`,
    );
  }
  return result.data;
};

/**
 * The event-store port checked against the event catalogue (docs/events.md), wrapping any adapter:
 * - append: every event's type must be in the catalogue and its data must match the schema (else a
 *   CatalogueError and nothing is appended); metadata.schemaVersion is set to the catalogue's version.
 *   The data is stored as given (validated, not rewritten).
 * - read (readStream, readAll, subscribeToAll): an event stored at an older version is upcast step by
 *   step to the current one and validated; an event at the current version is trusted as stored (it
 *   was validated when appended), so replays pay a map lookup per event; an unknown type, or a version
 *   the catalogue does not have, throws.
 */
export const withCatalogue = (store: EventStore, catalogue: Catalogue = eventCatalogue): CatalogueEventStore => {
  /** Current, as stored: the type predicate the rest of the code relies on (a catalogue type at its version). */
  const isCurrent = (event: StoredEvent): event is AnyStoredEvent => catalogue.get(event.type)?.version === event.metadata.schemaVersion;

  const upcast = (event: StoredEvent): AnyStoredEvent => {
    const where = `${event.stream}@${event.revision}`;
    const definition = definitionOf(catalogue, event.type, where);
    const from = event.metadata.schemaVersion;
    if (!Number.isInteger(from) || from < 1 || from > definition.version) {
      throw new CatalogueError(
        `Event ${event.type} (${where}) has schemaVersion ${String(from)}; the catalogue knows 1..${definition.version}`,
      );
    }
    let data = event.data;
    for (let version = from; version < definition.version; version += 1) {
      const lift = definition.upcasters[version];
      if (!lift) throw new CatalogueError(`Event ${event.type}: no upcaster from version ${version}`);
      data = lift(data);
    }
    const lifted = { ...event, data: checked(definition, data, where), metadata: { ...event.metadata, schemaVersion: definition.version } };
    if (!isCurrent(lifted))
      throw new CatalogueError(`Event ${event.type} (${where}) could not be brought to version ${definition.version}`);
    return lifted;
  };

  /** The batch itself when every event is current (the common case: no copy), else a copy with the old ones upcast. */
  const current = (events: StoredEvent[]): AnyStoredEvent[] =>
    events.every(isCurrent) ? events : events.map((event) => (isCurrent(event) ? event : upcast(event)));

  const stamped = (stream: string, event: CatalogueEventToAppend): EventToAppend => {
    const definition = definitionOf(catalogue, event.type, `append to ${stream}`);
    checked(definition, event.data, `append to ${stream}`);
    return { ...event, metadata: { ...event.metadata, schemaVersion: definition.version } };
  };

  return {
    // Every event is checked before the adapter is called: one refused event appends nothing of the batch.
    append: async (stream, events, expected, options) =>
      store.append(
        stream,
        events.map((event) => stamped(stream, event)),
        expected,
        options,
      ),
    readStream: async (stream, options) => current(await store.readStream(stream, options)),
    readAll: async (after, limit) => current(await store.readAll(after, limit)),
    subscribeToAll: (options) => store.subscribeToAll({ ...options, onEvents: (events) => options.onEvents(current(events)) }),
    headPosition: () => store.headPosition(),
    close: () => store.close(),
  };
};
