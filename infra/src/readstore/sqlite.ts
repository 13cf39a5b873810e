import type { DatabaseSync, SQLOutputValue, StatementSync } from 'node:sqlite';
import { whenWritable } from '../sqlite/database.ts';
import { FencedError, LEASES_COLLECTION, fenceHolds, leaseDoc, mayHold, type LeaseDoc } from './lease.ts';
import type { CollectionSpec, Doc, FindQuery, ReadStore, WriteOp } from './port.ts';
import { checkDoc, checkName, patchEntries } from './rules.ts';
import { CASEFOLD_FUNCTION, countSql, selectSql, valueSql } from './sqliteQuery.ts';

/**
 * Embedded read store (docs/architecture.md §3): one table `rm_<collection>(id, doc JSON)` per collection in the
 * shared database file, indexes as expression indexes on json_extract. Every write is one synchronous
 * transaction, so nothing interleaves with the event log's transactions on the same connection; it waits for
 * the file's write lock off the event loop (whenWritable), as another process on the file may hold it.
 */
export const tableName = (collection: string): string => `rm_${checkName('collection', collection)}`;

export const indexName = (collection: string, fields: string[], unique: boolean): string =>
  `${unique ? 'rmu' : 'rmi'}_${collection}__${fields.join('__')}`;

export const createSqliteReadStore = (db: DatabaseSync): ReadStore => {
  db.function(CASEFOLD_FUNCTION, { deterministic: true }, (value) => (typeof value === 'string' ? value.toLowerCase() : value));
  const statements = new Map<string, StatementSync>();
  const statement = (sql: string): StatementSync => {
    let prepared = statements.get(sql);
    if (!prepared) {
      prepared = db.prepare(sql);
      statements.set(sql, prepared);
    }
    return prepared;
  };

  /** Tables known to exist; only remembered outside a transaction, whose rollback would undo them. */
  const known = new Set<string>();
  const names = new Map<string, string>();
  const table = (collection: string): string => {
    let name = names.get(collection);
    if (name === undefined) {
      name = tableName(collection);
      names.set(collection, name);
    }
    if (!known.has(name)) {
      db.exec(`CREATE TABLE IF NOT EXISTS ${name} (id TEXT PRIMARY KEY, doc TEXT NOT NULL)`);
      if (!db.isTransaction) known.add(name);
    }
    return name;
  };

  /** All or nothing: its own transaction (once the write lock is free), or a savepoint when the caller already opened one. */
  const atomically = async (work: () => void): Promise<void> => {
    if (!db.isTransaction) {
      await whenWritable(db, work);
      return;
    }
    db.exec('SAVEPOINT rm_apply');
    try {
      work();
      db.exec('RELEASE rm_apply');
    } catch (error) {
      db.exec('ROLLBACK TO rm_apply');
      db.exec('RELEASE rm_apply');
      throw error;
    }
  };

  const parse = (row: Record<string, SQLOutputValue> | undefined): Doc | null => (row ? (JSON.parse(String(row['doc'])) as Doc) : null);

  /** Each collection's upsert, prepared once (a rebuild writes hundreds of thousands of documents). */
  const upserts = new Map<string, StatementSync>();
  const put = (collection: string, doc: Doc): void => {
    checkDoc(doc);
    const name = table(collection); // made first: the statement is only run on a table that exists
    let upsert = upserts.get(name);
    if (!upsert) {
      // An upsert on the primary key only: INSERT OR REPLACE would silently delete a document that
      // collides on a unique index, where MongoDB rejects the write.
      upsert = db.prepare(`INSERT INTO ${name} (id, doc) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET doc = excluded.doc`);
      upserts.set(name, upsert);
    }
    upsert.run(doc._id, JSON.stringify(doc));
  };

  /** MongoDB's $set: each top-level field replaced whole (json_patch would merge objects, drop nulls). */
  const patch = (collection: string, id: string, fields: Record<string, unknown>): void => {
    const entries = patchEntries(fields);
    if (entries.length === 0) return;
    const setters = entries.map(() => '?, json(?)').join(', ');
    const params = entries.flatMap(([field, value]) => [`$.${field}`, JSON.stringify(value)]);
    statement(`UPDATE ${table(collection)} SET doc = json_set(doc, ${setters}) WHERE id = ?`).run(...params, id);
  };

  const remove = (collection: string, id: string): void => {
    statement(`DELETE FROM ${table(collection)} WHERE id = ?`).run(id);
  };

  const write = (op: WriteOp): void => {
    switch (op.kind) {
      case 'put':
        put(op.collection, op.doc);
        return;
      case 'patch':
        patch(op.collection, op.id, op.patch);
        return;
      case 'delete':
        remove(op.collection, op.id);
        return;
      default: {
        const unknownOp: never = op;
        throw new Error(`Read store: unknown write ${JSON.stringify(unknownOp)}`);
      }
    }
  };

  const ensure = (spec: CollectionSpec): void => {
    const name = table(spec.name);
    for (const { fields, unique = false } of spec.indexes) {
      if (fields.length === 0) throw new Error(`Read store: an index on ${spec.name} needs fields`);
      const columns = fields.map((field) => valueSql(checkName('field', field))).join(', ');
      const index = indexName(spec.name, fields, unique);
      db.exec(`CREATE ${unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${index} ON ${name} (${columns})`);
    }
  };

  return {
    async ensureCollections(specs) {
      await atomically(() => specs.forEach(ensure));
      if (!db.isTransaction) for (const spec of specs) known.add(tableName(spec.name));
    },
    async get<T extends Doc = Doc>(collection: string, id: string) {
      return parse(statement(`SELECT doc FROM ${table(collection)} WHERE id = ?`).get(id)) as T | null;
    },
    async getMany<T extends Doc = Doc>(collection: string, ids: readonly string[]) {
      const sql = `SELECT doc FROM ${table(collection)} WHERE id IN (SELECT value FROM json_each(?))`;
      const docs = statement(sql)
        .all(JSON.stringify(ids))
        .map((row) => parse(row) as T);
      return new Map(docs.map((doc) => [doc._id, doc]));
    },
    async put(collection, doc) {
      await atomically(() => put(collection, doc));
    },
    async patch(collection, id, fields) {
      await atomically(() => patch(collection, id, fields));
    },
    async delete(collection, id) {
      await atomically(() => remove(collection, id));
    },
    async find<T extends Doc = Doc>(collection: string, query: FindQuery = {}) {
      const { sql, params } = selectSql(table(collection), query);
      return statement(sql)
        .all(...params)
        .map((row) => parse(row) as T);
    },
    async count(collection, query = {}) {
      const { sql, params } = countSql(table(collection), query);
      return Number(statement(sql).get(...params)?.['n'] ?? 0);
    },
    async apply(ops, fence) {
      ops.forEach((op) => table(op.collection));
      const leases = fence ? table(LEASES_COLLECTION) : '';
      await atomically(() => {
        if (fence && !fenceHolds(parse(statement(`SELECT doc FROM ${leases} WHERE id = ?`).get(fence.lease)) as LeaseDoc | null, fence)) {
          throw new FencedError(fence);
        }
        ops.forEach(write);
      });
    },
    async lease(name, owner, ttlMs, now) {
      const leases = table(LEASES_COLLECTION);
      let epoch: number | null = null;
      await atomically(() => {
        const current = parse(statement(`SELECT doc FROM ${leases} WHERE id = ?`).get(name)) as LeaseDoc | null;
        if (!mayHold(current, owner, now.getTime())) return;
        const next = leaseDoc(current, name, owner, now.getTime(), ttlMs);
        put(LEASES_COLLECTION, next);
        epoch = next.epoch;
      });
      return epoch;
    },
    async dropAll() {
      const listing = `SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'rm\\_%' ESCAPE '\\'`;
      const tables = statement(listing)
        .all()
        .map((row) => String(row['name']));
      known.clear();
      upserts.clear();
      statements.clear();
      await atomically(() => tables.forEach((name) => db.exec(`DROP TABLE ${name}`)));
    },
    async close() {
      // The connection is shared with the event log and owned by its opener.
      statements.clear();
      upserts.clear();
      known.clear();
    },
  };
};
