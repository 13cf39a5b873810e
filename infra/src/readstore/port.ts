/**
 * Read store port (docs/architecture.md §2): a deliberately narrow document API that MongoDB and SQLite can both
 * implement exactly. Documents are plain JSON objects with a string `_id`.
 */

/** The holder of a lease and the epoch its writes are fenced by (ReadStore.apply refuses them under another; lease.ts). */
export interface Fence {
  lease: string;
  epoch: number;
}

export type Doc = { _id: string } & Record<string, unknown>;
export type Scalar = string | number | boolean | null;

export interface IndexSpec {
  /** Fields in order; a compound index when more than one. */
  fields: string[];
  unique?: boolean;
}

export interface CollectionSpec {
  name: string;
  indexes: IndexSpec[];
}

export interface RangeFilter {
  field: string;
  gt?: Scalar;
  gte?: Scalar;
  lt?: Scalar;
  lte?: Scalar;
}

export interface FindQuery {
  /** Field equality, ANDed. */
  where?: Record<string, Scalar>;
  /** Range conditions, ANDed: one, or several on different fields (e.g. a date range and a keyset cursor). */
  range?: RangeFilter | readonly RangeFilter[];
  /** Case-insensitive text match on one field. */
  search?: { field: string; text: string; mode: 'prefix' | 'contains' };
  sort?: { field: string; direction: 'asc' | 'desc' }[];
  skip?: number;
  limit?: number;
}

export type WriteOp =
  | { kind: 'put'; collection: string; doc: Doc }
  | { kind: 'patch'; collection: string; id: string; patch: Record<string, unknown> }
  | { kind: 'delete'; collection: string; id: string };

export interface ReadStore {
  /** Creates collections and their indexes if missing (idempotent). */
  ensureCollections(specs: CollectionSpec[]): Promise<void>;
  get<T extends Doc = Doc>(collection: string, id: string): Promise<T | null>;
  /** Several documents by id in one round trip; missing ids are absent from the map. */
  getMany<T extends Doc = Doc>(collection: string, ids: readonly string[]): Promise<Map<string, T>>;
  put(collection: string, doc: Doc): Promise<void>;
  /** Shallow merge of top-level fields; a no-op when the document does not exist. */
  patch(collection: string, id: string, patch: Record<string, unknown>): Promise<void>;
  delete(collection: string, id: string): Promise<void>;
  find<T extends Doc = Doc>(collection: string, query?: FindQuery): Promise<T[]>;
  count(collection: string, query?: Pick<FindQuery, 'where' | 'range' | 'search'>): Promise<number>;
  /**
   * Applies writes in order. SQLite: one transaction (all or nothing). MongoDB: one transaction on a
   * replica set (ordered idempotent writes on a standalone server); a document with `_position` is
   * only written over an older one, so a replay never moves it back. With a fence, the writes commit only
   * while the lease still has the fence's epoch (checked in the same transaction); else FencedError, nothing written.
   */
  apply(ops: WriteOp[], fence?: Fence): Promise<void>;
  /**
   * Takes or renews the lease `name` for `owner` until `now + ttlMs` when it is free, expired or already
   * the owner's (atomically), answering its epoch (lease.ts); null while another owner holds it.
   */
  lease?(name: string, owner: string, ttlMs: number, now: Date): Promise<number | null>;
  /** Drops every collection (for rebuilds). */
  dropAll(): Promise<void>;
  close(): Promise<void>;
}
