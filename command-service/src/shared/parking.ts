// Parked events: an event a reactor could not handle after its retries is recorded here (the reactor
// then carries on), listed on /admin/integrity and in /api/ready, and retried or dismissed by an
// administrator. The records live in the read store next to the reactors' checkpoints.
import type { ParkedEventDto, StoredEvent } from '@ftr/contracts';
import type { Doc, ReadStore } from '@ftr/infra/readstore/port.ts';

export const PARKED_COLLECTION = 'parkedEvents';

export interface ParkedEventDoc extends Doc {
  reactor: string;
  stream: string;
  revision: number;
  position: string;
  type: string;
  error: string;
  attempts: number;
  parkedAt: string;
}

/**
 * A failure that says nothing about the event (a store briefly away, the read side behind): the
 * reactor never parks on it; the follower backs off and hands the same event over again.
 */
export class TransientError extends Error {
  override readonly name = 'TransientError';
}

export const isTransient = (error: unknown): boolean => error instanceof TransientError;

export type React = (event: StoredEvent) => Promise<void>;

export interface Parking {
  /** The reactions of this process's reactors, by name (what a retry runs). */
  register(reactor: string, react: React): void;
  park(reactor: string, event: StoredEvent, error: unknown, attempts: number): Promise<void>;
  list(): Promise<ParkedEventDto[]>;
  count(): Promise<number>;
  get(id: string): Promise<ParkedEventDoc | null>;
  /** Hands the event to its reactor once more; resolved (record removed) when it is handled, else the record keeps the new error and this throws. */
  retry(doc: ParkedEventDoc, event: StoredEvent): Promise<void>;
  dismiss(id: string): Promise<void>;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 2_000);

/** A parked event's id: its reactor and its place in the log (one record however often it is parked). */
export const parkedId = (reactor: string, event: Pick<StoredEvent, 'stream' | 'revision'>): string =>
  `${reactor}|${event.stream}@${event.revision}`;

export const toParkedDto = (doc: ParkedEventDoc): ParkedEventDto => ({
  id: doc._id,
  reactor: doc.reactor,
  stream: doc.stream,
  revision: doc.revision,
  position: doc.position,
  type: doc.type,
  error: doc.error,
  attempts: doc.attempts,
  parkedAt: doc.parkedAt,
});

export const createParking = (readStore: ReadStore, clock: { now(): Date } = { now: () => new Date() }): Parking => {
  const reactions = new Map<string, React>();
  let ensured: Promise<void> | undefined;
  const ensure = () => (ensured ??= readStore.ensureCollections([{ name: PARKED_COLLECTION, indexes: [] }]));
  return {
    register: (reactor, react) => void reactions.set(reactor, react),
    async park(reactor, event, error, attempts) {
      await ensure();
      const doc: ParkedEventDoc = {
        _id: parkedId(reactor, event),
        reactor,
        stream: event.stream,
        revision: event.revision,
        position: event.position.toString(),
        type: event.type,
        error: messageOf(error),
        attempts,
        parkedAt: clock.now().toISOString(),
      };
      await readStore.put(PARKED_COLLECTION, doc);
    },
    async list() {
      await ensure();
      const docs = await readStore.find<ParkedEventDoc>(PARKED_COLLECTION);
      return docs.sort((a, b) => Number(BigInt(a.position) - BigInt(b.position))).map(toParkedDto);
    },
    async count() {
      await ensure();
      return readStore.count(PARKED_COLLECTION);
    },
    async get(id) {
      await ensure();
      return readStore.get<ParkedEventDoc>(PARKED_COLLECTION, id);
    },
    async retry(doc, event) {
      const react = reactions.get(doc.reactor);
      if (!react) throw new Error(`No reactor ${doc.reactor} in this process`);
      try {
        await react(event);
      } catch (error) {
        await readStore.put(PARKED_COLLECTION, { ...doc, error: messageOf(error), attempts: doc.attempts + 1 });
        throw error;
      }
      await readStore.delete(PARKED_COLLECTION, doc._id);
    },
    async dismiss(id) {
      await readStore.delete(PARKED_COLLECTION, id);
    },
  };
};
