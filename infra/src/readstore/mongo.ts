import { MongoClient, MongoServerError } from 'mongodb';
import { FencedError, LEASES_COLLECTION, leaseFilter, type Fence, type LeaseDoc } from './lease.ts';
import type { AnyBulkWriteOperation, Collection, Filter, IndexSpecification } from 'mongodb';
import { bulkOperation, writeRuns, type WriteRun } from './mongoWrites.ts';
import type { Doc, FindQuery, ReadStore } from './port.ts';
import { checkDoc, checkName, checkQuery, rangesOf } from './rules.ts';

/**
 * Distributed read store (docs/architecture.md §3): a thin adapter over the official driver. `_id` is the document
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

/** The longest a lease call may take on the server (the lease keeper bounds it on the client too). */
const LEASE_CALL_MS = 3_000;

/**
 * A standalone MongoDB has no transactions: batches would commit without their checkpoint and unfenced, so
 * the store refuses to start there (a replica set of one member is enough; infra/compose.yaml runs one).
 */
export const requireTransactions = (hello: Record<string, unknown>): void => {
  if (typeof hello['setName'] === 'string' || hello['msg'] === 'isdbgrid') return;
  throw new Error('MongoDB has no transactions here (a standalone server): run it as a replica set, even of one member (--replSet)');
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
  // Transactions are required: a batch, its checkpoint and the lease's fence commit together or not at all.
  requireTransactions(await client.db('admin').command({ hello: 1 }));
  const applyRuns = async (runs: WriteRun[], fence: Fence | undefined): Promise<void> => {
    const session = client.startSession();
    try {
      await session.withTransaction(async () => {
        // Writing the lease document in the transaction makes a takeover and this batch conflict: one of them loses.
        if (fence) {
          const fenced = await collection(LEASES_COLLECTION).updateOne(
            { _id: fence.lease, epoch: fence.epoch },
            { $set: { fencedAt: Date.now() } },
            { session },
          );
          if (fenced.matchedCount === 0) throw new FencedError(fence);
        }
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
    async apply(ops, fence) {
      // Validate everything before writing anything; then ordered runs of ops per collection, in one transaction.
      const runs = writeRuns(ops);
      if (runs.length > 0 || fence) await applyRuns(runs, fence);
    },
    async lease(name, owner, ttlMs, now) {
      const at = now.getTime();
      try {
        // The epoch stays for a renewal and goes up by one when the lease changes hands (or is made).
        const taken = await collection(LEASES_COLLECTION).findOneAndUpdate(
          leaseFilter(name, owner, at),
          [
            {
              $set: {
                epoch: { $cond: [{ $eq: ['$owner', owner] }, { $ifNull: ['$epoch', 1] }, { $add: [{ $ifNull: ['$epoch', 0] }, 1] }] },
                owner,
                expiresAt: at + ttlMs,
              },
            },
          ],
          { upsert: true, returnDocument: 'after', maxTimeMS: LEASE_CALL_MS },
        );
        return (taken as LeaseDoc | null)?.epoch ?? null;
      } catch (error) {
        if (error instanceof MongoServerError && error.code === 11000) return null; // held by another owner
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
