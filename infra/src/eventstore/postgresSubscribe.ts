import { setImmediate as nextTurn } from 'node:timers/promises';
import type pg from 'pg';
import type { StoredEvent } from '@ftr/contracts';
import type { PostgresConnection } from '../config/postgres.ts';
import type { SubscribeOptions, Subscription } from './port.ts';

/** The channel every append notifies at COMMIT (payload: its last position). */
export const EVENTS_CHANNEL = 'ftr_events';

/** Events read per catch-up batch, as in the SQLite adapter. */
export const PG_SUBSCRIPTION_BATCH = 10_000;

export interface PgSubscriptionOptions {
  /** How often an idle subscription reads anyway, covering a NOTIFY missed while LISTEN reconnects (default 500 ms). */
  pollIntervalMs?: number;
  /** Longest pause between LISTEN reconnection attempts (default 5 s). */
  maxReconnectMs?: number;
}

export interface PgSubscriptions {
  subscribe: (options: SubscribeOptions) => Subscription;
  /** Wakes every idle subscription (after this process appended, or a NOTIFY arrived). */
  wake(): void;
  close(): Promise<void>;
}

/**
 * Catch-up subscriptions over a polled read (`position > last`), woken by LISTEN/NOTIFY. One LISTEN
 * connection per store serves every subscription; when it is lost it reconnects with back-off while the
 * subscriptions keep polling, so a missed notice costs latency, never an event. A failed read ends the
 * subscription through onError: the follower (follow.ts) resubscribes from its checkpoint.
 */
export const createPgSubscriptions = (
  connection: PostgresConnection,
  read: (after: bigint | undefined, limit: number) => Promise<StoredEvent[]>,
  options: PgSubscriptionOptions = {},
): PgSubscriptions => {
  const pollIntervalMs = options.pollIntervalMs ?? 500;
  const maxReconnectMs = options.maxReconnectMs ?? 5_000;
  const wakers = new Set<() => void>();
  /** Bumped on every wake: a subscription that read while it moved reads again before idling. */
  let generation = 0;
  const wake = (): void => {
    generation += 1;
    for (const waker of [...wakers]) waker();
  };
  const subscriptions = new Set<Subscription>();

  let listener: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let attempts = 0;
  const listen = async (): Promise<void> => {
    if (closed) return;
    const client = connection.client();
    listener = client;
    const lost = (): void => {
      if (listener !== client) return;
      listener = undefined;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (closed) return;
      attempts += 1;
      reconnectTimer = setTimeout(() => void listen(), Math.min(maxReconnectMs, 50 * 2 ** Math.min(attempts, 10)));
      reconnectTimer.unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', wake);
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
      if (listener !== client) return; // closed meanwhile
      attempts = 0;
      wake(); // anything appended while not listening
    } catch {
      lost();
    }
  };
  const ensureListening = (): void => {
    if (listening) return;
    listening = true;
    void listen();
  };

  const subscribe = ({ after: from, onEvents, onError, onConfirmed }: SubscribeOptions): Subscription => {
    ensureListening();
    let stopped = false;
    /** Read through a call: `stopped` changes while a read awaits. */
    const isStopped = (): boolean => stopped;
    let wakeSelf: (() => void) | undefined;
    const idle = (): Promise<void> =>
      new Promise((resolve) => {
        const done = (): void => {
          clearTimeout(timer);
          wakers.delete(done);
          wakeSelf = undefined;
          resolve();
        };
        const timer = setTimeout(done, pollIntervalMs);
        timer.unref();
        wakers.add(done);
        wakeSelf = done;
      });
    const run = async (): Promise<void> => {
      let last = from;
      let confirmed = false;
      try {
        while (!stopped) {
          const seen = generation;
          const batch = await read(last, PG_SUBSCRIPTION_BATCH);
          if (isStopped()) return;
          if (!confirmed) {
            confirmed = true;
            onConfirmed?.();
          }
          const newest = batch.at(-1);
          if (newest === undefined) {
            if (seen === generation) await idle();
            continue;
          }
          await onEvents(batch);
          last = newest.position;
          await nextTurn();
        }
      } catch (error) {
        if (stopped) return;
        if (!onError) throw error;
        onError(error);
      }
    };
    const running = run();
    const subscription: Subscription = {
      close: async () => {
        stopped = true;
        wakeSelf?.();
        await running.catch(() => undefined);
        subscriptions.delete(subscription);
      },
    };
    subscriptions.add(subscription);
    return subscription;
  };

  return {
    subscribe,
    wake,
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
    },
  };
};
