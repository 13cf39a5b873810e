// Test support: an in-memory stand-in for the part of @eventstore/db-client the adapter uses (EsdbClient),
// with positions like a v20+ log (commit = prepare, gaps between events) and subscriptions that can be broken.
import { Readable } from 'node:stream';
import {
  ANY,
  BACKWARDS,
  END,
  NO_STREAM,
  START,
  type AllStreamJSONRecordedEvent,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type ReadPosition,
  type ReadRevision,
} from '@eventstore/db-client';
import type { EsdbClient } from './esdb.ts';

class SubscriptionDouble extends Readable {
  constructor() {
    super({ objectMode: true, read: () => undefined });
  }
  unsubscribe(): Promise<void> {
    return Promise.resolve();
  }
}

export interface EsdbClientDouble {
  client: EsdbClient;
  /** The fromPosition of every subscribeToAll call, in order. */
  subscribedFrom: ReadPosition[];
  /** Every live subscription emits `error` (a lost connection). */
  breakSubscriptions(error: Error): void;
}

const STEP = 128n; // positions are byte offsets in the real log: not consecutive

const after = (from: ReadPosition | undefined) => (event: AllStreamJSONRecordedEvent) =>
  from === undefined || from === START ? true : from === END ? false : event.position.commit > from.commit;

const revisionOk = (expected: AppendExpectedRevision | undefined, current: bigint): boolean =>
  expected === undefined ||
  expected === ANY ||
  (expected === NO_STREAM ? current === -1n : typeof expected === 'bigint' && expected === current);

const fromRevision = (revision: ReadRevision | undefined) => (event: AllStreamJSONRecordedEvent) =>
  revision === undefined || revision === START || revision === END || event.revision >= revision;

const iterate = (events: AllStreamJSONRecordedEvent[]): AsyncIterable<AllStreamResolvedEvent> =>
  Readable.from(events.map((event): AllStreamResolvedEvent => ({ event })));

export const createEsdbClientDouble = (): EsdbClientDouble => {
  const log: AllStreamJSONRecordedEvent[] = [];
  const live = new Set<SubscriptionDouble>();
  const subscribedFrom: ReadPosition[] = [];
  const head = (stream: string): bigint => log.findLast((event) => event.streamId === stream)?.revision ?? -1n;

  /** The last event of an earlier write of exactly these ids at the place `expected` names (anywhere for any). */
  const replayOf = (stream: string, ids: string[], expected: AppendExpectedRevision | undefined) => {
    const start = log.findIndex((event) => event.streamId === stream && event.id === ids[0]);
    const first = log[start];
    if (!first) return undefined;
    const written = log
      .slice(start)
      .filter((event) => event.streamId === stream)
      .slice(0, ids.length);
    const place =
      expected === undefined ||
      expected === ANY ||
      first.revision === (expected === NO_STREAM ? 0n : typeof expected === 'bigint' ? expected + 1n : -2n);
    return place && written.length === ids.length && written.every((event, index) => event.id === ids[index]) ? written.at(-1) : undefined;
  };

  const client: EsdbClient = {
    appendToStream(stream, events, options) {
      const current = head(stream);
      const replay = replayOf(
        stream,
        events.map((event) => event.id),
        options.expectedRevision,
      );
      // Like the server's idempotent write: success, the first write's revision, no position (the adapter reads it).
      if (replay) return Promise.resolve({ success: true, nextExpectedRevision: replay.revision });
      if (!revisionOk(options.expectedRevision, current)) return Promise.resolve({ success: false, nextExpectedRevision: current });
      const written = events.map((data, index): AllStreamJSONRecordedEvent => {
        const commit = STEP * BigInt(log.length + index + 1);
        if (data.contentType !== 'application/json') throw new TypeError('the double holds JSON events only');
        return {
          streamId: stream,
          id: data.id,
          isJson: true,
          revision: current + 1n + BigInt(index),
          type: data.type,
          created: new Date(),
          data: data.data,
          metadata: data.metadata,
          position: { commit, prepare: commit },
        };
      });
      log.push(...written);
      for (const subscription of live) for (const event of written) subscription.push({ event });
      return Promise.resolve({ success: true, nextExpectedRevision: current + BigInt(events.length), position: written.at(-1)?.position });
    },
    readStream: (stream, options = {}) => {
      const events = log.filter((event) => event.streamId === stream).filter(fromRevision(options.fromRevision));
      const ordered = options.direction === BACKWARDS ? events.reverse() : events;
      return iterate(ordered.slice(0, Number(options.maxCount ?? ordered.length)));
    },
    readAll: (options) => {
      const from = options.fromPosition;
      const backwards = options.direction === BACKWARDS;
      const events = backwards
        ? log
            .filter((event) => from === undefined || from === END || typeof from !== 'object' || event.position.commit < from.commit)
            .reverse()
        : log.filter((event) => from === undefined || from === START || (typeof from === 'object' && event.position.commit >= from.commit));
      return iterate(events.slice(0, Number(options.maxCount ?? events.length)));
    },
    subscribeToAll: (options) => {
      const subscription = new SubscriptionDouble();
      subscribedFrom.push(options.fromPosition ?? START);
      subscription.once('close', () => live.delete(subscription));
      queueMicrotask(() => {
        if (subscription.destroyed) return;
        subscription.emit('confirmation');
        for (const event of log.filter(after(options.fromPosition))) subscription.push({ event });
        live.add(subscription);
      });
      return subscription;
    },
    dispose: () => Promise.resolve(),
  };
  return {
    client,
    subscribedFrom,
    breakSubscriptions(error) {
      for (const subscription of [...live]) {
        live.delete(subscription);
        subscription.destroy(error);
      }
    },
  };
};
