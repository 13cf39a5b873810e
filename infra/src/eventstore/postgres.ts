import { randomUUIDv7 } from 'node:crypto';
import type { Pool } from 'pg';
import type { EventMetadata, StoredEvent } from '@ftr/contracts';
import { ADVISORY_LOCKS, ensureSchema, type PostgresConnection } from '../config/postgres.ts';
import { createPgSubscriptions, EVENTS_CHANNEL, type PgSubscriptionOptions } from './postgresSubscribe.ts';
import { WrongExpectedRevisionError, type AppendResult, type EventStore, type EventToAppend, type ExpectedRevision } from './port.ts';

/**
 * The event log in PostgreSQL (docs/postgres.md). One table; `position` is the global order. Every
 * append takes one transaction-scoped advisory lock before it reads the stream's head, and numbers its
 * events after the highest stored position: positions are handed out in commit order, so a follower
 * reading `position > checkpoint` can never see a later position before an earlier one commits.
 */
export const EVENTS_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS ftr_events (
    position bigint PRIMARY KEY,
    id text NOT NULL UNIQUE,
    stream text NOT NULL,
    revision integer NOT NULL,
    type text NOT NULL,
    data json NOT NULL,
    metadata json NOT NULL,
    UNIQUE (stream, revision)
  )`,
];

const COLUMNS = 'position::text AS position, stream, revision, type, data, metadata';

interface Row {
  position: string;
  stream: string;
  revision: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

const toStored = (row: Row): StoredEvent => ({
  position: BigInt(row.position),
  stream: row.stream,
  revision: row.revision,
  type: row.type,
  data: row.data,
  metadata: row.metadata,
});

const toJson = (value: unknown, what: string): string => {
  const json = JSON.stringify(value) as string | undefined; // undefined for a function or a bare undefined
  if (json === undefined) throw new TypeError(`Event ${what} is not JSON-serialisable`);
  return json;
};

const actual = (current: number): number | 'no_stream' => (current === -1 ? 'no_stream' : current);

interface Placed {
  id: string;
  stream: string;
  revision: number;
  position: string;
}

/**
 * A replay: the first event's id is already stored. It is the same write again (answering the first
 * result) when every id sits in this stream, in order, where the expected revision puts it (anywhere for
 * 'any'); any other reuse of an id is a wrong expected revision. The same rule as the SQLite adapter.
 */
const replayed = async (
  client: Pick<Pool, 'query'>,
  stream: string,
  events: EventToAppend[],
  expected: ExpectedRevision,
  current: number,
): Promise<AppendResult | undefined> => {
  const ids = events.map((event) => event.id);
  if (ids[0] === undefined) return undefined;
  const { rows } = await client.query<Placed>(
    'SELECT id, stream, revision, position::text AS position FROM ftr_events WHERE id = ANY($1)',
    [ids.filter((id) => id !== undefined)],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const first = byId.get(ids[0]);
  if (!first) return undefined;
  const start = first.revision;
  const placed = ids.map((id, index) => {
    const row = id === undefined ? undefined : byId.get(id);
    return row?.stream === stream && row.revision === start + index ? row : undefined;
  });
  const at = expected === 'any' || start === (expected === 'no_stream' ? 0 : expected + 1);
  const last = placed.at(-1);
  if (!at || !last || placed.some((row) => row === undefined)) throw new WrongExpectedRevisionError(stream, expected, actual(current));
  return { nextRevision: last.revision, position: BigInt(last.position) };
};

/**
 * One append in one round trip, so the lock is held only while the server works (never while a client's
 * event loop is busy elsewhere). `p_expected`: -2 any, -1 no stream, else the revision. Answers 'replay'
 * when the first event id is already stored (the caller then checks the replay, outside the lock: stored
 * events never change), 'wrong' on a revision mismatch, else 'ok' with the new head.
 */
const APPEND_FUNCTION = `
  CREATE OR REPLACE FUNCTION ftr_append(p_stream text, p_expected integer, p_ids text[], p_types text[], p_data text[], p_metadata text[])
  RETURNS TABLE (o_outcome text, o_revision integer, o_position bigint)
  LANGUAGE plpgsql AS $$
  DECLARE
    v_revision integer;
    v_position bigint;
    v_head bigint;
    v_count integer := coalesce(array_length(p_ids, 1), 0);
  BEGIN
    -- Held until COMMIT: the head read below and the positions written are those of the newest commit.
    PERFORM pg_advisory_xact_lock(${ADVISORY_LOCKS.append});
    SELECT e.revision, e.position INTO v_revision, v_position FROM ftr_events e WHERE e.stream = p_stream ORDER BY e.revision DESC LIMIT 1;
    IF NOT FOUND THEN
      v_revision := -1;
      v_position := 0;
    END IF;
    IF v_count > 0 AND EXISTS (SELECT 1 FROM ftr_events e WHERE e.id = p_ids[1]) THEN
      RETURN QUERY SELECT 'replay'::text, v_revision, v_position;
      RETURN;
    END IF;
    IF p_expected <> -2 AND p_expected <> v_revision THEN
      RETURN QUERY SELECT 'wrong'::text, v_revision, v_position;
      RETURN;
    END IF;
    IF v_count = 0 THEN
      RETURN QUERY SELECT 'ok'::text, v_revision, v_position;
      RETURN;
    END IF;
    SELECT coalesce(max(e.position), 0) INTO v_head FROM ftr_events e;
    INSERT INTO ftr_events (position, id, stream, revision, type, data, metadata)
      SELECT v_head + u.ord, u.id, p_stream, v_revision + u.ord::integer, u.type, u.data::json, u.metadata::json
      FROM unnest(p_ids, p_types, p_data, p_metadata) WITH ORDINALITY AS u(id, type, data, metadata, ord);
    PERFORM pg_notify('${EVENTS_CHANNEL}', (v_head + v_count)::text);
    RETURN QUERY SELECT 'ok'::text, v_revision + v_count, v_head + v_count;
  END $$`;

const expectedCode = (expected: ExpectedRevision): number => (expected === 'any' ? -2 : expected === 'no_stream' ? -1 : expected);

const appendTo = async (pool: Pool, stream: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> => {
  // Serialised first: an event that cannot be stored fails before anything is sent.
  const data = events.map((event) => toJson(event.data, 'data'));
  const metadata = events.map((event) => toJson(event.metadata, 'metadata'));
  const { rows } = await pool.query<{ o_outcome: string; o_revision: number; o_position: string }>(
    'SELECT o_outcome, o_revision, o_position::text AS o_position FROM ftr_append($1, $2, $3, $4, $5, $6)',
    [stream, expectedCode(expected), events.map((event) => event.id ?? randomUUIDv7()), events.map((event) => event.type), data, metadata],
  );
  const row = rows[0];
  if (!row) throw new Error('ftr_append answered nothing');
  if (row.o_outcome === 'ok') return { nextRevision: row.o_revision, position: BigInt(row.o_position) };
  const replay = row.o_outcome === 'replay' ? await replayed(pool, stream, events, expected, row.o_revision) : undefined;
  if (replay) return replay;
  throw new WrongExpectedRevisionError(stream, expected, actual(row.o_revision));
};

const readAfter = async (pool: Pool, after: bigint | undefined, limit: number): Promise<StoredEvent[]> => {
  const { rows } = await pool.query<Row>(`SELECT ${COLUMNS} FROM ftr_events WHERE position > $1 ORDER BY ftr_events.position LIMIT $2`, [
    (after ?? 0n).toString(),
    limit,
  ]);
  return rows.map(toStored);
};

export type PostgresEventStoreOptions = PgSubscriptionOptions;

/** The event store on a PostgreSQL connection (creates its table if missing); does not close the connection. */
export const createPostgresEventStore = async (
  connection: PostgresConnection,
  options: PostgresEventStoreOptions = {},
): Promise<EventStore> => {
  const { pool } = connection;
  await ensureSchema(pool, [...EVENTS_SCHEMA, APPEND_FUNCTION]);
  const subscriptions = createPgSubscriptions(connection, (after, limit) => readAfter(pool, after, limit), options);
  return {
    append: async (stream, events, expected) => {
      const result = await appendTo(pool, stream, events, expected);
      if (events.length > 0) subscriptions.wake(); // this process's subscribers need not wait for the NOTIFY
      return result;
    },
    readStream: async (stream, streamOptions = {}) => {
      const { rows } = await pool.query<Row>(
        `SELECT ${COLUMNS} FROM ftr_events WHERE stream = $1 AND revision >= $2 ORDER BY ftr_events.revision`,
        [stream, streamOptions.fromRevision ?? 0],
      );
      return rows.map(toStored);
    },
    readAll: (after, limit) => readAfter(pool, after, limit),
    subscribeToAll: subscriptions.subscribe,
    headPosition: async () => {
      const { rows } = await pool.query<{ position: string | null }>('SELECT max(position)::text AS position FROM ftr_events');
      const position = rows[0]?.position;
      return position ? BigInt(position) : undefined;
    },
    close: () => subscriptions.close(),
  };
};
