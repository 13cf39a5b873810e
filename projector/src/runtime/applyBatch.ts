import type { StoredEvent } from '@ftr/contracts';
import type { Doc, ReadStore, WriteOp } from '@ftr/infra/readstore/port.ts';
import type { ChangeNotice } from '@ftr/infra/notices/port.ts';
import type { Projection, ProjectedDoc } from '@ftr/read-models/projection.ts';
import { CHECKPOINTS } from '@ftr/infra/readstore/checkpoints.ts';

const docKey = (collection: string, id: string) => `${collection}\u0000${id}`;

/** Which projections handle each event type, built once per projection list (a replay asks per event). */
const routes = new WeakMap<readonly Projection[], Map<string, readonly Projection[]>>();
const handlersOf = (projections: readonly Projection[]): Map<string, readonly Projection[]> => {
  let byType = routes.get(projections);
  if (!byType) {
    const table = new Map<string, Projection[]>();
    for (const projection of projections) {
      for (const type of projection.handles) table.set(type, [...(table.get(type) ?? []), projection]);
    }
    byType = table;
    routes.set(projections, byType);
  }
  return byType;
};
const NONE: readonly Projection[] = [];

/** One document an event touches: computed once per batch (the read and the fold both need it). */
interface Touch {
  projection: Projection;
  id: string;
  key: string;
}

/** A document of the batch: as found or as the batch left it so far, with its position as a number. */
interface Held {
  doc: ProjectedDoc | null;
  position: bigint;
}

/** A folded projection's document opened for the batch (Projection.fold). */
interface Opened {
  fold: NonNullable<Projection['fold']>;
  collection: string;
  id: string;
  /** Whether the document existed when the batch began. */
  found: boolean;
  work: unknown;
  position: bigint;
}

export interface BatchOptions {
  /**
   * A rebuild into emptied read models, each event handed over once: a document whose id is its event's
   * own (Projection.perEvent) cannot exist yet, so it is not looked for; writes are ordered by id (no
   * index is maintained during a rebuild, and ordered keys fill the tables' pages in turn).
   */
  rebuilding?: boolean;
}

/** Every document the batch touches, read with one query per collection. */
const loadTouched = async (
  readStore: ReadStore,
  projections: readonly Projection[],
  events: readonly StoredEvent[],
  options: BatchOptions,
): Promise<{ held: Map<string, Held>; touches: Touch[][] }> => {
  const idsByCollection = new Map<string, Set<string>>();
  const byType = handlersOf(projections);
  const touches = events.map((event) =>
    (byType.get(event.type) ?? NONE).map((projection): Touch => {
      const collection = projection.collection.name;
      const id = projection.id(event);
      if (!(options.rebuilding && projection.perEvent)) {
        const ids = idsByCollection.get(collection) ?? new Set<string>();
        ids.add(id);
        idsByCollection.set(collection, ids);
      }
      return { projection, id, key: docKey(collection, id) };
    }),
  );
  const held = new Map<string, Held>();
  for (const [collection, ids] of idsByCollection) {
    const found = await readStore.getMany<ProjectedDoc>(collection, [...ids]);
    for (const id of ids) {
      const doc = found.get(id) ?? null;
      held.set(docKey(collection, id), { doc, position: doc ? BigInt(doc._position) : -1n });
    }
  }
  return { held, touches };
};

type Change = ChangeNotice['changes'][number];
const change = (collection: string, id: string, site: Change['site'], user: string | undefined): Change => {
  const made: Change = { collection, id };
  if (site) made.site = site;
  if (user) made.user = user;
  return made;
};

const idOf = (op: WriteOp): string => (op.kind === 'put' ? op.doc._id : op.id);
const byCollectionAndId = (a: WriteOp, b: WriteOp): number => {
  if (a.collection !== b.collection) return a.collection < b.collection ? -1 : 1;
  const [x, y] = [idOf(a), idOf(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * Folds one batch of events into write operations plus the checkpoint. Documents touched twice in a
 * batch are read once, all in one query per collection (the batch's pending state is held in memory), and
 * written once; a folded projection's documents are opened once and closed once per batch. An event at
 * or below a document's `_position` has been applied already and is skipped, so replays change nothing.
 */
export const projectBatch = async (
  readStore: ReadStore,
  projections: readonly Projection[],
  events: readonly StoredEvent[],
  group: string,
  options: BatchOptions = {},
): Promise<{ ops: WriteOp[]; notice: ChangeNotice }> => {
  const { held, touches } = await loadTouched(readStore, projections, events, options);
  const writes = new Map<string, WriteOp | Opened>();
  const opened = new Map<string, Opened>();
  const changes: ChangeNotice['changes'] = [];
  events.forEach((event, index) => {
    for (const { projection, id, key } of touches[index] ?? []) {
      const collection = projection.collection.name;
      const fold = projection.fold;
      if (fold) {
        let open = opened.get(key);
        if (!open) {
          const before = held.get(key);
          const current = before?.doc ?? null;
          open = { fold, collection, id, found: current !== null, work: fold.open(current), position: before?.position ?? -1n };
          opened.set(key, open);
        }
        if (open.position >= event.position) continue;
        const existed = fold.exists(open.work);
        fold.step(open.work, event);
        if (!existed && !fold.exists(open.work)) continue; // nothing there and nothing made: no write, no notice
        open.position = event.position;
        changes.push(change(collection, id, projection.siteOf?.(null, event), projection.userOf?.(null, event)));
        writes.delete(key); // keep write order = last touch order
        writes.set(key, open);
        continue;
      }
      const before = held.get(key);
      const current = before?.doc ?? null;
      if (before && current && before.position >= event.position) continue;
      const next = projection.evolve(current, event);
      if (next === null && !current) continue; // nothing there and nothing made: no write, no notice
      changes.push(change(collection, id, projection.siteOf?.(next ?? current, event), projection.userOf?.(next ?? current, event)));
      if (next === null) {
        held.set(key, { doc: null, position: -1n });
        writes.delete(key);
        if (current) writes.set(key, { kind: 'delete', collection, id });
        continue;
      }
      const doc = { ...next, _id: id, _position: event.position.toString() } as ProjectedDoc;
      held.set(key, { doc, position: event.position });
      writes.delete(key); // keep write order = last touch order
      writes.set(key, { kind: 'put', collection, doc });
    }
  });
  const ops: WriteOp[] = [];
  for (const write of writes.values()) {
    if (!('fold' in write)) {
      ops.push(write);
      continue;
    }
    const next = write.fold.close(write.work);
    const { collection, id } = write;
    if (next) ops.push({ kind: 'put', collection, doc: { ...next, _id: id, _position: write.position.toString() } });
    else if (write.found) ops.push({ kind: 'delete', collection, id });
  }
  if (options.rebuilding) ops.sort(byCollectionAndId);
  const last = events.at(-1);
  const position = last ? last.position.toString() : '0';
  const checkpoint: Doc = { _id: group, position };
  return { ops: [...ops, { kind: 'put', collection: CHECKPOINTS, doc: checkpoint }], notice: { position, changes } };
};
