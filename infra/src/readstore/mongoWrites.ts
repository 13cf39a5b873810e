import type { AnyBulkWriteOperation, Document } from 'mongodb';
import type { Doc, WriteOp } from './port.ts';
import { checkDoc, checkName, patchEntries } from './rules.ts';

/**
 * Positions are decimal strings of a bigint (no leading zeros): `a` is before `b` when it is shorter,
 * or as long and lexicographically smaller. The JavaScript twin of `isNewerExpression`.
 */
export const isNewerPosition = (current: string | undefined, next: string): boolean =>
  current === undefined || current.length < next.length || (current.length === next.length && current < next);

/** The same test in MongoDB's aggregation language, on the stored document's `_position` (missing: older). */
export const isNewerExpression = (next: string): Document => ({
  $let: {
    vars: { current: { $ifNull: ['$_position', ''] } },
    in: {
      $or: [
        { $lt: [{ $strLenCP: '$$current' }, next.length] },
        { $and: [{ $eq: [{ $strLenCP: '$$current' }, next.length] }, { $lt: ['$$current', next] }] },
      ],
    },
  },
});

/**
 * A projected document (one with `_position`) is written only over an older one: the guard is part of
 * the write itself (a pipeline update that keeps `$$ROOT` when the stored document is as new or newer),
 * so a replayed or late batch never moves a document back. Upserts keep working: a missing document
 * is older than anything.
 */
const guardedPut = (doc: Doc & { _position: string }): AnyBulkWriteOperation<Doc> => ({
  updateOne: {
    filter: { _id: doc._id },
    update: [{ $replaceWith: { $cond: [isNewerExpression(doc._position), { $literal: doc }, '$$ROOT'] } }],
    upsert: true,
  },
});

const hasPosition = (doc: Doc): doc is Doc & { _position: string } => typeof doc['_position'] === 'string';

/** The bulk write for one op; null when it writes nothing (a patch without fields). */
export const bulkOperation = (op: WriteOp): AnyBulkWriteOperation<Doc> | null => {
  checkName('collection', op.collection);
  switch (op.kind) {
    case 'put':
      checkDoc(op.doc);
      return hasPosition(op.doc) ? guardedPut(op.doc) : { replaceOne: { filter: { _id: op.doc._id }, replacement: op.doc, upsert: true } };
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

export interface WriteRun {
  name: string;
  operations: AnyBulkWriteOperation<Doc>[];
}

/** Validates every op before anything is written, then groups them into ordered runs per collection. */
export const writeRuns = (ops: readonly WriteOp[]): WriteRun[] => {
  const runs: WriteRun[] = [];
  for (const op of ops) {
    const operation = bulkOperation(op);
    if (!operation) continue;
    const last = runs.at(-1);
    if (last?.name === op.collection) last.operations.push(operation);
    else runs.push({ name: op.collection, operations: [operation] });
  }
  return runs;
};
