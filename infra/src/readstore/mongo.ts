import { MongoClient } from 'mongodb';
import type { AnyBulkWriteOperation, Collection, Filter, IndexSpecification } from 'mongodb';
import type { Doc, FindQuery, ReadStore, WriteOp } from './port.ts';
import { checkDoc, checkName, checkQuery, patchEntries, rangeBounds } from './rules.ts';

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
  if (query.range) {
    for (const { op, value } of rangeBounds(query.range)) add(query.range.field, { [`$${op}`]: value });
  }
  if (query.search) {
    const { field, text, mode } = query.search;
    add(field, { $regex: `${mode === 'prefix' ? '^' : ''}${escapeRegExp(text)}`, $options: 'i' });
  }
  return Object.fromEntries(byField) as Filter<Doc>;
};

/** The bulk write for one op; null when it writes nothing (a patch without fields). */
const bulkOperation = (op: WriteOp): AnyBulkWriteOperation<Doc> | null => {
  checkName('collection', op.collection);
  switch (op.kind) {
    case 'put':
      checkDoc(op.doc);
      return { replaceOne: { filter: { _id: op.doc._id }, replacement: op.doc, upsert: true } };
    case 'patch': {
      const entries = patchEntries(op.patch);
      if (entries.length === 0) return null;
      return { updateOne: { filter: { _id: op.id }, update: { $set: Object.fromEntries(entries) } } };
    }
    case 'delete':
      return { deleteOne: { filter: { _id: op.id } } };
    default: {
      const unknownOp: never = op;
      throw new Error(`Read store: unknown write ${JSON.stringify(unknownOp)}`);
    }
  }
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

  return {
    async ensureCollections(specs) {
      const existing = new Set((await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name));
      for (const spec of specs) {
        const coll = collection(spec.name);
        if (!existing.has(spec.name)) await db.createCollection(spec.name);
        for (const { fields, unique = false } of spec.indexes) {
          if (fields.length === 0) throw new Error(`Read store: an index on ${spec.name} needs fields`);
          const keys: IndexSpecification = fields.map((field) => [checkName('field', field), 1] as [string, 1]);
          await coll.createIndex(keys, { unique });
        }
      }
    },
    async get<T extends Doc = Doc>(name: string, id: string) {
      return (await collection(name).findOne({ _id: id })) as T | null;
    },
    async getMany<T extends Doc = Doc>(name: string, ids: readonly string[]) {
      const docs = (await collection(name).find({ _id: { $in: [...ids] } }).toArray()) as T[];
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
      const sort: [string, 1 | -1][] = (query.sort ?? []).map(({ field, direction }) => [
        field,
        direction === 'desc' ? -1 : 1,
      ]);
      if (!sort.some(([field]) => field === '_id')) sort.push(['_id', 1]);
      const cursor = collection(name).find(mongoFilter(query), { sort, skip: query.skip ?? 0, limit: query.limit ?? 0 });
      return (await cursor.toArray()) as T[];
    },
    async count(name, query = {}) {
      checkQuery(query);
      return collection(name).countDocuments(mongoFilter(query));
    },
    async apply(ops) {
      // Validate everything before writing anything; then ordered runs of ops per collection.
      const runs: { name: string; operations: AnyBulkWriteOperation<Doc>[] }[] = [];
      for (const op of ops) {
        const operation = bulkOperation(op);
        if (!operation) continue;
        const last = runs.at(-1);
        if (last?.name === op.collection) last.operations.push(operation);
        else runs.push({ name: op.collection, operations: [operation] });
      }
      for (const run of runs) await bulkWrite(run.name, run.operations);
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
