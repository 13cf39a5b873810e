import { openPostgres, type PostgresConnection } from '@ftr/infra/config/postgres.ts';
import { createPostgresEventStore } from '@ftr/infra/eventstore/postgres.ts';
import type { EventStore, EventToAppend } from '@ftr/infra/eventstore/port.ts';
import { createInProcessNoticeBus } from '@ftr/infra/notices/inProcess.ts';
import { readCheckpoint } from '@ftr/infra/readstore/checkpoints.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { createPostgresReadStore } from '@ftr/infra/readstore/postgres.ts';
import { printSkip } from '@ftr/infra/testing/skip.ts';
import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { withDatabase } from '@ftr/infra/testing/postgres.ts';
import { ownPostgresUnavailable, startOwnPostgres, type OwnPostgres } from '@ftr/infra/testing/ownPostgres.ts';
import type { Projection, ProjectedDoc } from '@ftr/read-models/projection.ts';
import { startProjector, type RunningProjector } from '@ftr/projector/runtime/projector.ts';
import pg from 'pg';

/**
 * PostgreSQL faults under a bounded writer and the real projector runtime, on a cluster of the test's
 * own: a crash restart, every connection terminated, and the server paused for 10 s. After each, no
 * acknowledged write is lost, none is stored twice, and the projection has caught up with the log.
 */
const WRITES_PER_FAULT = 60;
/** The writer acknowledges this many before the fault, so the fault lands while it writes. */
const BEFORE_FAULT = 15;
const PAUSE_MS = 10_000;

interface WriteDoc extends ProjectedDoc {
  seq: number;
  applied: number;
}

/** One document per write; `applied` counts how often the projection applied it (1, or a duplicate shows). */
const writes: Projection<WriteDoc> = {
  collection: { name: 'faultWrites', indexes: [] },
  handles: ['FaultWritten'],
  id: (event) => `w${String((event.data as { seq: number }).seq)}`,
  evolve: (doc, event) => ({
    _id: `w${String((event.data as { seq: number }).seq)}`,
    seq: (event.data as { seq: number }).seq,
    applied: (doc?.applied ?? 0) + 1,
  }),
};

const eventId = (seq: number): string => `0196f3c0-0000-7000-8000-${String(seq).padStart(12, '0')}`;

/** Appends writes `from`..`to` one by one, each retried with its own id until acknowledged: a client that keeps its promise. */
const boundedWriter = (store: EventStore, from: number, to: number, acknowledged: Map<number, bigint>) => {
  const progress = new Set<() => void>();
  const done = (async () => {
    for (let seq = from; seq < to; seq += 1) {
      const event: EventToAppend = { id: eventId(seq), type: 'FaultWritten', data: { seq }, metadata: testMetadata() };
      for (;;) {
        try {
          const result = await store.append(`fault-${seq % 7}`, [event], 'any');
          acknowledged.set(seq, result.position);
          break;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 20)); // the server is away: try again
        }
      }
      for (const notify of progress) notify();
    }
  })();
  const reached = (count: number): Promise<void> =>
    new Promise((resolve) => {
      const check = () => {
        if (acknowledged.size >= count) {
          progress.delete(check);
          resolve();
        }
      };
      progress.add(check);
      check();
    });
  return { done, reached };
};

const unavailable = ownPostgresUnavailable();
if (unavailable !== undefined) {
  if (process.env['CI'] === 'true') {
    it('PostgreSQL faults need the server binaries', () => {
      throw new Error(`${unavailable} and CI=true: install postgresql (.ci/run does)`);
    });
  } else printSkip(`SKIP PostgreSQL faults: ${unavailable}`);
}

(unavailable === undefined ? describe : describe.skip)('PostgreSQL faults: restart, terminated connections, a 10 s pause', () => {
  let cluster: OwnPostgres;
  let url: string;
  let connection: PostgresConnection;
  let eventStore: EventStore;
  let readStore: ReadStore;
  let projector: RunningProjector;
  const acknowledged = new Map<number, bigint>();
  let next = 0;

  beforeAll(async () => {
    cluster = await startOwnPostgres();
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query("CREATE DATABASE ftr TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'");
    await admin.end();
    url = withDatabase(cluster.url, 'ftr');
    connection = openPostgres(url);
    eventStore = await createPostgresEventStore(connection);
    readStore = await createPostgresReadStore(connection);
    projector = await startProjector({
      eventStore,
      readStore,
      noticeBus: createInProcessNoticeBus(),
      projections: [writes],
      backoff: { initialMs: 50, maxMs: 1_000 },
    });
  }, 120_000);
  afterAll(async () => {
    await projector.stop();
    await eventStore.close();
    await connection.close();
    await cluster.destroy();
  }, 60_000);

  /** Every acknowledged write once in the log and once in the projection, which has reached the head. */
  const expectIntact = async (): Promise<void> => {
    const log = await eventStore.readAll(undefined, 100_000);
    const seqs = log.map((event) => (event.data as { seq: number }).seq);
    expect(new Set(seqs).size).toBe(seqs.length); // no write stored twice
    for (const [seq, position] of acknowledged) expect(log.find((event) => event.position === position)?.data).toEqual({ seq });
    const head = await eventStore.headPosition();
    expect(head !== undefined && (await projector.waitFor(head, 60_000))).toBe(true);
    expect(await readCheckpoint(readStore, 'main')).toBe(head);
    const docs = await readStore.find<WriteDoc>('faultWrites');
    expect(docs.map((doc) => doc.seq).sort((a, b) => a - b)).toEqual([...seqs].sort((a, b) => a - b));
    expect(docs.every((doc) => doc.applied === 1)).toBe(true);
  };

  /** Runs the bounded writer and applies `fault` once it has written a few. */
  const underFault = async (fault: () => Promise<void>): Promise<void> => {
    const from = next;
    next += WRITES_PER_FAULT;
    const writer = boundedWriter(eventStore, from, next, acknowledged);
    await writer.reached(from + BEFORE_FAULT);
    await fault();
    await writer.done;
    expect(acknowledged.size).toBe(next);
    await expectIntact();
  };

  it('survives a crash restart of the server', async () => {
    await underFault(() => cluster.restart());
  }, 180_000);

  it('survives every connection being terminated', async () => {
    await underFault(async () => {
      expect(await cluster.terminateBackends('ftr')).toBeGreaterThan(0);
    });
  }, 180_000);

  it('survives the server paused for 10 s (SIGSTOP, then SIGCONT)', async () => {
    await underFault(async () => {
      cluster.pause();
      // The stall itself lasts 10 s: this is the fault's length, not a wait for state.
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      cluster.resume();
    });
  }, 180_000);
});
