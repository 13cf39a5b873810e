import type { DomainEvent, EventMetadata, StoredEvent } from '@ftr/contracts';

/** What the writer expects the stream to be at: anything, absent, or exactly at a revision. */
export type ExpectedRevision = 'any' | 'no_stream' | number;

export interface EventToAppend extends DomainEvent {
  metadata: EventMetadata;
  /** Optional id; when absent the adapter generates one. */
  id?: string;
}

export interface AppendResult {
  /** Revision of the last event written to the stream (0-based). */
  nextRevision: number;
  /** Global position of the last event written. */
  position: bigint;
}

/** The one typed error for a wrong expected revision. */
export class WrongExpectedRevisionError extends Error {
  readonly stream: string;
  readonly expected: ExpectedRevision;
  readonly actual: number | 'no_stream';
  constructor(stream: string, expected: ExpectedRevision, actual: number | 'no_stream') {
    super(`Stream ${stream}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
    this.stream = stream;
    this.expected = expected;
    this.actual = actual;
  }
}

/** Options of EventStore.readStream. */
export interface StreamReadOptions {
  /** Only events at or after this revision (0-based): a cached fold catches up from where it stopped. */
  fromRevision?: number;
}

export interface Subscription {
  /** Stops delivering; resolves when the subscription has fully stopped. */
  close(): Promise<void>;
}

export interface AppendOptions {
  /**
   * Called once the events are committed: the stream's next reads see them, though the append is not yet
   * acknowledged where the store makes commits durable after them (the embedded log's group commit). The
   * process's next writer of the stream may decide from then on; the caller's answer still waits for the
   * append's promise. Never called on a refusal; stores that acknowledge at commit may not call it at all.
   */
  onCommitted?: (result: AppendResult) => void;
}

export interface SubscribeOptions {
  /** Deliver events strictly after this position; undefined means from the start. */
  after?: bigint;
  /** Called with each batch of events, in order; the next batch waits for the returned promise. */
  onEvents: (events: StoredEvent[]) => Promise<void>;
  onError?: (error: unknown) => void;
  /** Called once the subscription is established (EventStoreDB's confirmation; SQLite's first read). */
  onConfirmed?: () => void;
}

/**
 * Event store port (docs/architecture.md §2). Adapters: embedded SQLite and EventStoreDB.
 * Streams are `<category>-<id>`; positions are global and strictly increasing.
 */
export interface EventStore {
  /** Appends atomically; all or nothing. Throws WrongExpectedRevisionError on a revision mismatch. */
  append(stream: string, events: EventToAppend[], expected: ExpectedRevision, options?: AppendOptions): Promise<AppendResult>;
  /** Every event of a stream (from `fromRevision` on) in revision order; an empty array when the stream does not exist. */
  readStream(stream: string, options?: StreamReadOptions): Promise<StoredEvent[]>;
  /** Events strictly after a position (all from the start when undefined), at most `limit`, in order. */
  readAll(after: bigint | undefined, limit: number): Promise<StoredEvent[]>;
  /** Catch-up subscription to all events: reads history, then follows live appends. */
  subscribeToAll(options: SubscribeOptions): Subscription;
  /** Position of the newest event, or undefined when the store is empty. */
  headPosition(): Promise<bigint | undefined>;
  close(): Promise<void>;
}
