import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AppendExpectedRevision,
  type CurrentRevision,
  type JSONType,
  type Position,
  type ReadPosition,
  type ReadStreamOptions,
  type RecordedEvent,
} from '@eventstore/db-client';
import { EventMetadata, type StoredEvent } from '@ftr/contracts';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type Subscription,
} from './port.ts';

const PAGE = 256;
/** EventStoreDB sends 2^64-1 where it has no position (events read from a stream on old servers). */
const NO_POSITION = 2n ** 63n;

const positionOf = (position: Position | undefined): bigint =>
  position !== undefined && position.commit < NO_POSITION ? position.commit : -1n;

/** System events ($metadata, $>, $statsCollected...) are not part of our log. */
const isSystem = (event: RecordedEvent): boolean => event.type.startsWith('$');

const isJsonType = (value: unknown): value is JSONType =>
  typeof value === 'string' || (typeof value === 'object' && value !== null);

const toStored = (event: RecordedEvent): StoredEvent => {
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

const toEventData = ({ type, data, metadata, id }: EventToAppend) => {
  if (!isJsonType(data)) throw new TypeError(`Event ${type}: data must be a JSON object, array or string`);
  return id === undefined ? jsonEvent({ type, data, metadata }) : jsonEvent({ type, data, metadata, id });
};

const toExpected = (expected: ExpectedRevision): AppendExpectedRevision =>
  expected === 'any' ? ANY : expected === 'no_stream' ? NO_STREAM : BigInt(expected);

const toActual = (revision: CurrentRevision): number | 'no_stream' =>
  revision === NO_STREAM || revision < 0n ? 'no_stream' : Number(revision);

const matches = (expected: ExpectedRevision, current: number): boolean =>
  expected === 'any' || (expected === 'no_stream' ? current === -1 : expected === current);

const fromAfter = (after: bigint | undefined): ReadPosition =>
  after === undefined ? START : { commit: after, prepare: after };

/**
 * EventStoreDB adapter (distributed mode, DESIGN §3), typed against @eventstore/db-client v6.
 * Position = commit position of the event in $all (unique per event on the v20+ log).
 */
export const createEsdbEventStore = (connectionString: string): EventStore => {
  const client = EventStoreDBClient.connectionString(connectionString);
  const subscriptions = new Set<Subscription>();

  const readStreamEvents = async (stream: string, options: ReadStreamOptions = {}) => {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of client.readStream(stream, options)) {
        if (resolved.event) events.push(resolved.event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  };

  /** One bounded page of $all (bounded so the read completes rather than being abandoned). */
  const readPage = async (fromPosition: ReadPosition, direction: typeof FORWARDS | typeof BACKWARDS) => {
    const page: RecordedEvent[] = [];
    for await (const resolved of client.readAll({ fromPosition, direction, maxCount: PAGE })) {
      if (resolved.event) page.push(resolved.event);
    }
    return page;
  };

  /** An empty append: check the expectation and report the stream's current state. */
  const currentState = async (stream: string, expected: ExpectedRevision): Promise<AppendResult> => {
    const [last] = await readStreamEvents(stream, { direction: BACKWARDS, fromRevision: END, maxCount: 1 });
    const current = last ? Number(last.revision) : -1;
    if (!matches(expected, current)) {
      throw new WrongExpectedRevisionError(stream, expected, current === -1 ? 'no_stream' : current);
    }
    return { nextRevision: current, position: last ? positionOf(last.position) : 0n };
  };

  const append: EventStore['append'] = async (stream, events, expected) => {
    if (events.length === 0) return currentState(stream, expected);
    const result = await client
      .appendToStream(stream, events.map(toEventData), { expectedRevision: toExpected(expected) })
      .catch((error: unknown) => {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        throw new WrongExpectedRevisionError(stream, expected, toActual(error.actualVersion));
      });
    // With throwOnAppendFailure=false in the connection string the client resolves instead of throwing.
    if (!result.success) throw new WrongExpectedRevisionError(stream, expected, toActual(result.nextExpectedRevision));
    // One position comes back for the whole write: read the exact one of its last event.
    const [last] = await readStreamEvents(stream, { fromRevision: result.nextExpectedRevision, maxCount: 1 });
    const position = positionOf(last?.position);
    const nextRevision = Number(result.nextExpectedRevision);
    return { nextRevision, position: position === -1n ? positionOf(result.position) : position };
  };

  const subscribeToAll: EventStore['subscribeToAll'] = ({ after, onEvents, onError }) => {
    let closed = false;
    const source = client.subscribeToAll({ fromPosition: fromAfter(after), filter: excludeSystemEvents() });
    const run = async (): Promise<void> => {
      try {
        for await (const resolved of source) {
          if (closed) break;
          const event = resolved.event;
          if (!event || isSystem(event)) continue;
          const stored = toStored(event);
          if (after !== undefined && stored.position <= after) continue;
          await onEvents([stored]);
        }
      } catch (error) {
        if (closed) return;
        if (!onError) throw error;
        onError(error);
      }
    };
    const running = run();
    const subscription: Subscription = {
      close: async () => {
        closed = true;
        await source.unsubscribe().catch(() => undefined);
        source.destroy();
        await running.catch(() => undefined);
        subscriptions.delete(subscription);
      },
    };
    subscriptions.add(subscription);
    return subscription;
  };

  return {
    append,
    readStream: async (stream, options = {}) =>
      (await readStreamEvents(stream, options.fromRevision ? { fromRevision: BigInt(options.fromRevision) } : {})).map(toStored),
    readAll: async (after, limit) => {
      const found: StoredEvent[] = [];
      let seen = after ?? -1n;
      let from = fromAfter(after);
      // Forward reads include the event at `from`, so everything up to `seen` is skipped.
      while (found.length < limit) {
        const page = await readPage(from, FORWARDS);
        for (const event of page) {
          const position = positionOf(event.position);
          if (position <= seen) continue;
          seen = position;
          if (!isSystem(event) && found.length < limit) found.push(toStored(event));
        }
        const last = page.at(-1);
        if (page.length < PAGE || last?.position === undefined) break;
        from = last.position;
      }
      return found;
    },
    subscribeToAll,
    headPosition: async () => {
      // Backward reads exclude the event at `from`.
      let from: ReadPosition = END;
      for (;;) {
        const page = await readPage(from, BACKWARDS);
        const newest = page.find((event) => !isSystem(event));
        if (newest) return positionOf(newest.position);
        const oldest = page.at(-1);
        if (page.length < PAGE || oldest?.position === undefined) return undefined;
        from = oldest.position;
      }
    },
    close: async () => {
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      await client.dispose();
    },
  };
};
