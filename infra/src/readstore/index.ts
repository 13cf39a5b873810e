export type { CollectionSpec, Doc, FindQuery, IndexSpec, RangeFilter, ReadStore, Scalar, WriteOp } from './port.ts';
export { createSqliteReadStore } from './sqlite.ts';
export { createMongoReadStore } from './mongo.ts';
