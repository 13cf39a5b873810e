import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AllStreamResolvedEvent } from '@eventstore/db-client';
import type { StoredEvent } from '@ftr/contracts';
import { isSystem, toStored } from './esdbPositions.ts';
import type { SubscribeOptions, Subscription } from './port.ts';

/** The part of the client's $all subscription the adapter uses (a Readable of resolved events). */
export interface EsdbSubscription {
  on(event: 'data', listener: (resolved: AllStreamResolvedEvent) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'confirmation', listener: () => void): unknown;
  // Separate overloads, as the client declares them: one taking a union would not accept its subscription.
  // eslint-disable-next-line @typescript-eslint/unified-signatures
  on(event: 'end', listener: () => void): unknown;
  pause(): unknown;
  resume(): unknown;
  destroy(): unknown;
  unsubscribe(): Promise<void>;
}

/** Most events handed over in one batch. */
export const ESDB_BATCH = 1_000;

/**
 * Delivers a $all subscription in batches: events accumulate until the stream has nothing more buffered
 * (one turn of the event loop) or `maxBatch` are waiting; the stream is paused while a batch is handled,
 * so batches are in order and never overlap. An error, a failing handler or an unexpected end is
 * reported once through onError (the follower resubscribes from its checkpoint).
 */
export const subscribeInBatches = (
  source: EsdbSubscription,
  { after, onEvents, onError, onConfirmed }: SubscribeOptions,
  maxBatch = ESDB_BATCH,
): Subscription => {
  let closed = false;
  let failed = false;
  let buffer: StoredEvent[] = [];
  let flushing: Promise<void> | undefined;

  const fail = (error: unknown): void => {
    if (closed || failed) return;
    failed = true;
    source.pause();
    if (onError) {
      onError(error);
      return;
    }
    // Without onError a failing subscription must not stop silently: the rejection surfaces.
    void Promise.reject(error instanceof Error ? error : new Error(String(error)));
  };

  const flush = async (): Promise<void> => {
    await nextTurn(); // let the stream hand over what it already has: the batch ends when it is idle
    source.pause();
    try {
      while (buffer.length > 0 && !closed && !failed) {
        const batch = buffer;
        buffer = [];
        await onEvents(batch);
      }
    } catch (error) {
      fail(error);
    } finally {
      flushing = undefined;
      if (!closed && !failed) source.resume();
    }
  };

  source.on('data', (resolved: AllStreamResolvedEvent) => {
    if (closed || failed) return;
    const event = resolved.event;
    if (!event || isSystem(event)) return;
    try {
      const stored = toStored(event);
      if (after !== undefined && stored.position <= after) return;
      buffer.push(stored);
    } catch (error) {
      fail(error);
      return;
    }
    if (buffer.length >= maxBatch) source.pause();
    flushing ??= flush();
  });
  source.on('confirmation', () => onConfirmed?.());
  source.on('error', fail);
  source.on('end', () => {
    fail(new Error('EventStoreDB subscription ended'));
  });

  return {
    close: async () => {
      closed = true;
      await source.unsubscribe().catch(() => undefined);
      source.destroy();
      await flushing;
    },
  };
};
