import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type AppendResult as EsdbAppendResult,
  type AppendToStreamOptions,
  type CurrentRevision,
  type EventData,
  type JSONType,
  type ReadAllOptions,
  type ReadPosition,
  type ReadStreamOptions,
  type RecordedEvent,
  type ResolvedEvent,
  type SubscribeToAllOptions,
} from '@eventstore/db-client';
import type { StoredEvent } from '@ftr/contracts';
import { fromAfter, isSystem, positionOf, toStored } from './esdbPositions.ts';
import { subscribeInBatches, type EsdbSubscription } from './esdbSubscribe.ts';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type Subscription,
} from './port.ts';

/** The part of @eventstore/db-client's client the adapter uses (a test double implements it). */
export interface EsdbClient {
  appendToStream(stream: string, events: EventData[], options: AppendToStreamOptions): Promise<EsdbAppendResult>;
  readStream(stream: string, options?: ReadStreamOptions): AsyncIterable<ResolvedEvent>;
  readAll(options: ReadAllOptions): AsyncIterable<AllStreamResolvedEvent>;
  subscribeToAll(options: SubscribeToAllOptions): EsdbSubscription;
  dispose(): Promise<void>;
}

const PAGE = 256;

const isJsonType = (value: unknown): value is JSONType => typeof value === 'string' || (typeof value === 'object' && value !== null);

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

/**
 * EventStoreDB adapter (distributed mode, docs/architecture.md §3), typed against @eventstore/db-client v6.
 * Position = commit position of the event in $all (unique per event on the v20+ log).
 */
export const createEsdbEventStore = (connectionString: string): EventStore =>
  createEsdbEventStoreOn(EventStoreDBClient.connectionString(connectionString));

/** The adapter on a given client (the real one, or a double in the fault tests). */
export const createEsdbEventStoreOn = (client: EsdbClient): EventStore => {
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
    // The result carries the position of the write's last event (esdbPositions.ts); an old server may omit it.
    const nextRevision = Number(result.nextExpectedRevision);
    const position = positionOf(result.position);
    if (position !== -1n) return { nextRevision, position };
    const [last] = await readStreamEvents(stream, { fromRevision: result.nextExpectedRevision, maxCount: 1 });
    return { nextRevision, position: positionOf(last?.position) };
  };

  const subscribeToAll: EventStore['subscribeToAll'] = (options) => {
    const source = client.subscribeToAll({ fromPosition: fromAfter(options.after), filter: excludeSystemEvents() });
    const inner = subscribeInBatches(source, options);
    const subscription: Subscription = {
      close: async () => {
        await inner.close();
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
