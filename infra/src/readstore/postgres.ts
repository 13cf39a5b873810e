import { FencedError, LEASES_COLLECTION, type LeaseDoc } from './lease.ts';
import type { Pool, PoolClient } from 'pg';
import { ensureSchema, inPgTransaction, type PostgresConnection } from '../config/postgres.ts';
import type { CollectionSpec, Doc, FindQuery, ReadStore, WriteOp } from './port.ts';
import { checkDoc, checkName, patchEntries } from './rules.ts';
import { countSql, selectSql, valueSql } from './postgresQuery.ts';

/**
 * Read models in PostgreSQL (docs/postgres.md): one table `rm_<collection>(id, doc jsonb)` per
 * collection, indexes as expression indexes on the values queries compare. `apply` is one transaction,
 * so a projector's batch and its checkpoint commit together. A projected document (one with
 * `_position`) is only written over an older one, as on MongoDB, so a late or replayed batch never
 * moves it back. Leases are rows of `ftr_leases` with an epoch that grows with every change of owner.
 */
export const tableName = (collection: string): string => `rm_${checkName('collection', collection)}`;

export const indexName = (collection: string, fields: string[], unique: boolean): string =>
  `${unique ? 'rmu' : 'rmi'}_${collection}__${fields.join('__')}`;

const LEASES_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS ftr_leases (
    name text PRIMARY KEY,
    owner text NOT NULL,
    epoch bigint NOT NULL,
    expires_at bigint NOT NULL
  )`,
];

/** Takes the lease when free, expired or already the owner's; a new owner gets the next epoch. */
const LEASE_SQL = `
  INSERT INTO ftr_leases AS l (name, owner, epoch, expires_at) VALUES ($1, $2, 1, $3)
  ON CONFLICT (name) DO UPDATE SET
    owner = excluded.owner,
    expires_at = excluded.expires_at,
    epoch = CASE WHEN l.owner = excluded.owner THEN l.epoch ELSE l.epoch + 1 END
  WHERE l.owner = excluded.owner OR l.expires_at <= $4
  RETURNING epoch::text AS epoch`;

const UNDEFINED_TABLE = '42P01';
const isUndefinedTable = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === UNDEFINED_TABLE;

type Queryable = Pick<Pool | PoolClient, 'query'>;

export const createPostgresReadStore = async ({ pool }: PostgresConnection): Promise<ReadStore> => {
  await ensureSchema(pool, LEASES_SCHEMA);

  /** Tables known to exist (created by this process, or found). */
  const known = new Set<string>();
  const createTable = (name: string): string => `CREATE TABLE IF NOT EXISTS ${name} (id text COLLATE "C" PRIMARY KEY, doc jsonb NOT NULL)`;
  const ensureTables = async (collections: Iterable<string>): Promise<void> => {
    const missing = [...new Set([...collections].map(tableName))].filter((name) => !known.has(name));
    if (missing.length === 0) return;
    await ensureSchema(pool, missing.map(createTable));
    for (const name of missing) known.add(name);
  };

  /**
   * Writes to `collections`, creating their tables first. A table another process dropped meanwhile (a
   * rebuild) is created again and the write retried once.
   */
  const writing = async (collections: string[], write: () => Promise<void>): Promise<void> => {
    await ensureTables(collections);
    try {
      await write();
    } catch (error) {
      if (!isUndefinedTable(error)) throw error;
      known.clear();
      await ensureTables(collections);
      await write();
    }
  };

  /** A read of a collection never written reads as empty, without creating its table. */
  const reading = async <T>(collection: string, empty: T, read: (table: string) => Promise<T>): Promise<T> => {
    try {
      return await read(tableName(collection));
    } catch (error) {
      if (!isUndefinedTable(error)) throw error;
      known.delete(tableName(collection));
      return empty;
    }
  };

  /**
   * Upserts on the primary key only, so a clash on a unique index is refused (as MongoDB refuses it);
   * several documents in one statement (their ids distinct: one row cannot be upserted twice).
   */
  const putMany = async (db: Queryable, collection: string, docs: readonly Doc[]): Promise<void> => {
    for (const doc of docs) checkDoc(doc);
    await db.query(
      `INSERT INTO ${tableName(collection)} AS t (id, doc) SELECT * FROM unnest($1::text[], $2::jsonb[])
       ON CONFLICT (id) DO UPDATE SET doc = excluded.doc
       WHERE NOT (excluded.doc ? '_position') OR NOT (t.doc ? '_position')
          OR (t.doc->>'_position')::numeric < (excluded.doc->>'_position')::numeric`,
      [docs.map((doc) => doc._id), docs.map((doc) => JSON.stringify(doc))],
    );
  };
  const put = (db: Queryable, collection: string, doc: Doc): Promise<void> => putMany(db, collection, [doc]);

  /** MongoDB's $set: each top-level field replaced whole; nulls kept. */
  const patch = async (db: Queryable, collection: string, id: string, fields: Record<string, unknown>): Promise<void> => {
    const entries = patchEntries(fields);
    if (entries.length === 0) return;
    await db.query(`UPDATE ${tableName(collection)} SET doc = doc || $1::jsonb WHERE id = $2`, [
      JSON.stringify(Object.fromEntries(entries)),
      id,
    ]);
  };

  /** One op, or a run of puts to one collection with distinct ids, or a run of deletes from one collection. */
  type Step = WriteOp | { kind: 'putMany'; collection: string; docs: Doc[] } | { kind: 'deleteMany'; collection: string; ids: string[] };

  /** Consecutive puts (and deletes) to one collection become one statement each: a batch's writes in few round trips. */
  const steps = (ops: readonly WriteOp[]): Step[] => {
    const out: Step[] = [];
    for (const op of ops) {
      const last = out.at(-1);
      if (
        op.kind === 'put' &&
        last?.kind === 'putMany' &&
        last.collection === op.collection &&
        !last.docs.some((doc) => doc._id === op.doc._id)
      ) {
        last.docs.push(op.doc);
      } else if (op.kind === 'put') out.push({ kind: 'putMany', collection: op.collection, docs: [op.doc] });
      else if (op.kind === 'delete' && last?.kind === 'deleteMany' && last.collection === op.collection) last.ids.push(op.id);
      else if (op.kind === 'delete') out.push({ kind: 'deleteMany', collection: op.collection, ids: [op.id] });
      else out.push(op);
    }
    return out;
  };

  const run = async (db: Queryable, step: Step): Promise<void> => {
    switch (step.kind) {
      case 'putMany':
        return putMany(db, step.collection, step.docs);
      case 'deleteMany':
        await db.query(`DELETE FROM ${tableName(step.collection)} WHERE id = ANY($1::text[])`, [step.ids]);
        return;
      case 'patch':
        return patch(db, step.collection, step.id, step.patch);
      case 'put':
        return put(db, step.collection, step.doc);
      case 'delete':
        await db.query(`DELETE FROM ${tableName(step.collection)} WHERE id = $1`, [step.id]);
        return;
      default: {
        const unknownStep: never = step;
        throw new Error(`Read store: unknown write ${JSON.stringify(unknownStep)}`);
      }
    }
  };

  const indexStatements = (spec: CollectionSpec): string[] =>
    spec.indexes.map(({ fields, unique = false }) => {
      if (fields.length === 0) throw new Error(`Read store: an index on ${spec.name} needs fields`);
      const columns = fields.map((field) => `(${valueSql(checkName('field', field))})`).join(', ');
      return `CREATE ${unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${indexName(spec.name, fields, unique)} ON ${tableName(spec.name)} (${columns})`;
    });

  return {
    async ensureCollections(specs) {
      const statements = specs.flatMap(indexStatements); // validates every name before anything is created
      await ensureSchema(pool, [...specs.map((spec) => createTable(tableName(spec.name))), ...statements]);
      for (const spec of specs) known.add(tableName(spec.name));
    },
    async get<T extends Doc = Doc>(collection: string, id: string) {
      // Leases live in their own table (epochs survive dropAll); read as the lease documents of the other stores.
      if (collection === LEASES_COLLECTION) {
        const { rows } = await pool.query<{ owner: string; epoch: string; expires_at: string }>(
          'SELECT owner, epoch::text AS epoch, expires_at::text AS expires_at FROM ftr_leases WHERE name = $1',
          [id],
        );
        const [row] = rows;
        const lease: LeaseDoc | null = row
          ? { _id: id, owner: row.owner, epoch: Number(row.epoch), expiresAt: Number(row.expires_at) }
          : null;
        return lease as T | null;
      }
      return reading(collection, null, async (table) => {
        const { rows } = await pool.query<{ doc: T }>(`SELECT doc FROM ${table} WHERE id = $1`, [id]);
        return rows[0]?.doc ?? null;
      });
    },
    async getMany<T extends Doc = Doc>(collection: string, ids: readonly string[]) {
      if (ids.length === 0) return new Map<string, T>();
      const docs = await reading(collection, [] as T[], async (table) => {
        const { rows } = await pool.query<{ doc: T }>(`SELECT doc FROM ${table} WHERE id = ANY($1::text[])`, [[...ids]]);
        return rows.map((row) => row.doc);
      });
      return new Map(docs.map((doc) => [doc._id, doc]));
    },
    async put(collection, doc) {
      checkDoc(doc);
      await writing([collection], () => put(pool, collection, doc));
    },
    async patch(collection, id, fields) {
      patchEntries(fields);
      await writing([collection], () => patch(pool, collection, id, fields));
    },
    async delete(collection, id) {
      await reading(collection, undefined, async (table) => {
        await pool.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
      });
    },
    async find<T extends Doc = Doc>(collection: string, query: FindQuery = {}) {
      const { sql, params } = selectSql(tableName(collection), query);
      return reading(collection, [] as T[], async () => (await pool.query<{ doc: T }>(sql, params)).rows.map((row) => row.doc));
    },
    async count(collection, query = {}) {
      const { sql, params } = countSql(tableName(collection), query);
      return reading(collection, 0, async () => (await pool.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0);
    },
    async apply(ops, fence) {
      if (ops.length === 0) return;
      for (const op of ops) {
        checkName('collection', op.collection);
        if (op.kind === 'put') checkDoc(op.doc);
        if (op.kind === 'patch') patchEntries(op.patch);
      }
      const planned = steps(ops);
      await writing(
        ops.map((op) => op.collection),
        () =>
          inPgTransaction(pool, async (client) => {
            // Fenced: the lease row is read under a share lock, so a takeover (an update of the row) waits for this batch or sees it.
            if (fence) {
              const held = await client.query<{ epoch: string }>('SELECT epoch::text AS epoch FROM ftr_leases WHERE name = $1 FOR SHARE', [
                fence.lease,
              ]);
              if (Number(held.rows[0]?.epoch ?? Number.NaN) !== fence.epoch) throw new FencedError(fence);
            }
            for (const step of planned) await run(client, step);
          }),
      );
    },
    async lease(name, owner, ttlMs, now) {
      const at = now.getTime();
      const { rows } = await pool.query<{ epoch: string }>(LEASE_SQL, [name, owner, at + ttlMs, at]);
      const [row] = rows;
      return row ? Number(row.epoch) : null;
    },
    async dropAll() {
      // Leases stay: their epochs must keep growing across a rebuild.
      const { rows } = await pool.query<{ name: string }>(
        "SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename LIKE 'rm\\_%'",
      );
      known.clear();
      if (rows.length > 0) await pool.query(`DROP TABLE IF EXISTS ${rows.map((row) => row.name).join(', ')}`);
    },
    close() {
      known.clear(); // the connection is shared with the event log and owned by its opener
      return Promise.resolve();
    },
  };
};
