import { MongoClient, MongoServerError } from 'mongodb';
import { LEASES_COLLECTION, leaseFilter } from './lease.ts';
import type { AnyBulkWriteOperation, Collection, Filter, IndexSpecification } from 'mongodb';
import { bulkOperation, writeRuns, type WriteRun } from './mongoWrites.ts';
import type { Doc, FindQuery, ReadStore } from './port.ts';
import { checkDoc, checkName, checkQuery, rangesOf } from './rules.ts';

/**
 * Distributed read store (DESIGN §3): a thin adapter over the official driver. `_id` is the document
 * id; queries keep to what SQLite matches identically (see rules.ts and sqliteQuery.ts).
 */
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Conditions = Record<string, unknown>;

export const mongoFilter = (query: Pick<FindQuery, 'where' | 'range' | 'search'>): Filter<Doc> => {
  const byField = new Map<string, Conditions>();
  const add = (field: string, conditions: Conditions): void => {
    byField.set(field, { ...byField.get(field), ...conditions });
  };
  for (const [field, value] of Object.entries(query.where ?? {})) add(field, { $eq: value });
  for (const { field, bounds } of rangesOf(query)) {
    for (const { op, value } of bounds) add(field, { [`$${op}`]: value });
  }
  if (query.search) {
    const { field, text, mode } = query.search;
    add(field, { $regex: `${mode === 'prefix' ? '^' : ''}${escapeRegExp(text)}`, $options: 'i' });
  }
  return Object.fromEntries(byField);
};

export const createMongoReadStore = async (url: string, dbName: string): Promise<ReadStore> => {
  // ignoreUndefined: undefined fields are dropped, as JSON.stringify drops them in SQLite.
  const client = new MongoClient(url, { ignoreUndefined: true });
  await client.connect();
  const db = client.db(dbName);
  const collection = (name: string): Collection<Doc> => db.collection<Doc>(checkName('collection', name));

  const bulkWrite = async (name: string, operations: AnyBulkWriteOperation<Doc>[]): Promise<void> => {
    if (operations.length > 0) await collection(name).bulkWrite(operations, { ordered: true });
  };
  // A replica set (the compose file runs one) has transactions: a batch and its checkpoint commit together.
  const hello = await client.db('admin').command({ hello: 1 });
  const transactions = typeof hello['setName'] === 'string' || hello['msg'] === 'isdbgrid';
  const applyRuns = async (runs: WriteRun[]): Promise<void> => {
    if (!transactions) {
      for (const run of runs) await bulkWrite(run.name, run.operations);
      return;
    }
    const session = client.startSession();
    try {
      await session.withTransaction(async () => {
        for (const run of runs) await collection(run.name).bulkWrite(run.operations, { ordered: true, session });
      });
    } finally {
      await session.endSession();
    }
  };

  return {
    async ensureCollections(specs) {
      const existing = new Set((await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name));
      for (const spec of specs) {
        const coll = collection(spec.name);
        if (!existing.has(spec.name)) await db.createCollection(spec.name);
        for (const { fields, unique = false } of spec.indexes) {
          if (fields.length === 0) throw new Error(`Read store: an index on ${spec.name} needs fields`);
          const keys: IndexSpecification = fields.map((field) => [checkName('field', field), 1] as [string, 1]);
          await coll.createIndex(keys, { unique }, undefined);
        }
      }
    },
    async get<T extends Doc = Doc>(name: string, id: string) {
      return (await collection(name).findOne({ _id: id })) as T | null;
    },
    async getMany<T extends Doc = Doc>(name: string, ids: readonly string[]) {
      const docs = (await collection(name)
        .find({ _id: { $in: [...ids] } })
        .toArray()) as T[];
      return new Map(docs.map((doc) => [doc._id, doc]));
    },
    async put(name, doc) {
      checkDoc(doc);
      await collection(name).replaceOne({ _id: doc._id }, doc, { upsert: true });
    },
    async patch(name, id, fields) {
      const operation = bulkOperation({ kind: 'patch', collection: name, id, patch: fields });
      await bulkWrite(name, operation ? [operation] : []);
    },
    async delete(name, id) {
      await collection(name).deleteOne({ _id: id });
    },
    async find<T extends Doc = Doc>(name: string, query: FindQuery = {}) {
      checkQuery(query);
      if (query.limit === 0) return []; // MongoDB reads limit 0 as "no limit"
      const sort: [string, 1 | -1][] = (query.sort ?? []).map(({ field, direction }) => [field, direction === 'desc' ? -1 : 1]);
      if (!sort.some(([field]) => field === '_id')) sort.push(['_id', 1]);
      const cursor = collection(name).find(mongoFilter(query), { sort, skip: query.skip ?? 0, limit: query.limit ?? 0 });
      return (await cursor.toArray()) as T[];
    },
    async count(name, query = {}) {
      checkQuery(query);
      return collection(name).countDocuments(mongoFilter(query));
    },
    async apply(ops) {
      // Validate everything before writing anything; then ordered runs of ops per collection, in one transaction.
      const runs = writeRuns(ops);
      if (runs.length > 0) await applyRuns(runs);
    },
    async lease(name, owner, ttlMs, now) {
      const at = now.getTime();
      try {
        await collection(LEASES_COLLECTION).updateOne(
          leaseFilter(name, owner, at),
          { $set: { owner, expiresAt: at + ttlMs } },
          { upsert: true },
        );
        return true;
      } catch (error) {
        if (error instanceof MongoServerError && error.code === 11000) return false; // held by another owner
        throw error;
      }
    },
    async dropAll() {
      const collections = await db.listCollections({}, { nameOnly: true }).toArray();
      for (const { name } of collections) if (!name.startsWith('system.')) await db.dropCollection(name);
    },
    async close() {
      await client.close();
    },
  };
};
