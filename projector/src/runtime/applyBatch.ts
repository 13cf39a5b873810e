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

/** Every document the batch touches, read with one query per collection. */
const loadTouched = async (
  readStore: ReadStore,
  projections: readonly Projection[],
  events: readonly StoredEvent[],
): Promise<Map<string, ProjectedDoc | null>> => {
  const idsByCollection = new Map<string, Set<string>>();
  const byType = handlersOf(projections);
  for (const event of events) {
    for (const projection of byType.get(event.type) ?? NONE) {
      const collection = projection.collection.name;
      const ids = idsByCollection.get(collection) ?? new Set<string>();
      ids.add(projection.id(event));
      idsByCollection.set(collection, ids);
    }
  }
  const loaded = new Map<string, ProjectedDoc | null>();
  for (const [collection, ids] of idsByCollection) {
    const found = await readStore.getMany<ProjectedDoc>(collection, [...ids]);
    for (const id of ids) loaded.set(docKey(collection, id), found.get(id) ?? null);
  }
  return loaded;
};

/**
 * Folds one batch of events into write operations plus the checkpoint. Documents touched twice in a
 * batch are read once, all in one query per collection (an overlay holds the batch's pending state). An event at or below a document's
 * `_position` has been applied already and is skipped, so replays change nothing.
 */
export const projectBatch = async (
  readStore: ReadStore,
  projections: readonly Projection[],
  events: readonly StoredEvent[],
  group: string,
): Promise<{ ops: WriteOp[]; notice: ChangeNotice }> => {
  const overlay = await loadTouched(readStore, projections, events);
  const writes = new Map<string, WriteOp>();
  const changes: ChangeNotice['changes'] = [];
  const byType = handlersOf(projections);
  for (const event of events) {
    for (const projection of byType.get(event.type) ?? NONE) {
      const collection = projection.collection.name;
      const id = projection.id(event);
      const key = docKey(collection, id);
      const current = overlay.get(key) ?? null;
      if (current && BigInt(current._position) >= event.position) continue;
      const next = projection.evolve(current, event);
      if (next === null && !current) continue; // nothing there and nothing made: no write, no notice
      const site = projection.siteOf?.(next ?? current, event);
      const user = projection.userOf?.(next ?? current, event);
      changes.push({ collection, id, ...(site ? { site } : {}), ...(user ? { user } : {}) });
      if (next === null) {
        overlay.set(key, null);
        writes.delete(key);
        if (current) writes.set(key, { kind: 'delete', collection, id });
        continue;
      }
      const doc = { ...next, _id: id, _position: event.position.toString() } as ProjectedDoc;
      overlay.set(key, doc);
      writes.delete(key); // keep write order = last touch order
      writes.set(key, { kind: 'put', collection, doc });
    }
  }
  const last = events.at(-1);
  const position = last ? last.position.toString() : '0';
  const checkpoint: Doc = { _id: group, position };
  return { ops: [...writes.values(), { kind: 'put', collection: CHECKPOINTS, doc: checkpoint }], notice: { position, changes } };
};
