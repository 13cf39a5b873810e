// The integrity verifier: re-reads the event log in batches, refolds every projection in
// memory with its own id/evolve (the fold the projector uses) and compares, document by document, with
// the stored read models read in pages. Collections are verified in passes whose expected documents fit
// a memory budget; documents a running projector changed meanwhile are re-checked at its new checkpoint.
import type { CollectionReport, IntegrityExample, IntegrityReport, StoredEvent } from '@ftr/contracts';
import type { EventStore } from '@ftr/infra/eventstore/port.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { readCheckpoint } from '../runtime/projector.ts';
import type { Projection, ProjectedDoc } from '@ftr/read-models/projection.ts';
import { foldEvent } from '@ftr/read-models/timeTravel/fold.ts';
import { differingFields } from './compare.ts';

export interface VerifyOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  projections: readonly Projection[];
  group?: string;
  /** Events read per batch (default 5,000). */
  batchSize?: number;
  /** Stored documents a pass may hold in memory before a new pass starts (default 500,000). */
  maxDocsPerPass?: number;
  maxExamples?: number;
  clock?: { now(): Date };
}

type Expected = Map<string, ProjectedDoc>;
interface Target {
  collection: string;
  projections: Projection[];
  expected: Expected;
}

/** Folds the events strictly after `after` up to and including `upTo` into each target; returns how many were read. */
const foldLog = async (
  eventStore: EventStore,
  targets: readonly Target[],
  after: bigint | undefined,
  upTo: bigint,
  batch: number,
): Promise<number> => {
  let read = 0;
  let from = after;
  for (;;) {
    const events: StoredEvent[] = await eventStore.readAll(from, batch);
    for (const event of events) {
      if (event.position > upTo) return read;
      read += 1;
      for (const t of targets) for (const p of t.projections) foldEvent(p, t.expected, event);
    }
    const last = events.at(-1);
    if (!last || events.length < batch) return read;
    from = last.position;
  }
};

const PAGE = 1_000;

/** Compares every stored document of a collection (keyset pages by _id) with the expected ones. */
const compareAll = async (readStore: ReadStore, t: Target): Promise<{ checked: number; problems: Map<string, IntegrityExample> }> => {
  const problems = new Map<string, IntegrityExample>();
  const seen = new Set<string>();
  let last: string | undefined;
  for (;;) {
    const page = await readStore.find(t.collection, {
      ...(last !== undefined ? { range: { field: '_id', gt: last } } : {}),
      sort: [{ field: '_id', direction: 'asc' }],
      limit: PAGE,
    });
    for (const stored of page) {
      seen.add(stored._id);
      const expected = t.expected.get(stored._id);
      if (!expected) problems.set(stored._id, { id: stored._id, problem: 'extra', fields: [] });
      else {
        const fields = differingFields(stored, expected);
        if (fields.length > 0) problems.set(stored._id, { id: stored._id, problem: 'different', fields });
      }
    }
    last = page.at(-1)?._id;
    if (page.length < PAGE) break;
  }
  for (const id of t.expected.keys()) if (!seen.has(id)) problems.set(id, { id, problem: 'missing', fields: [] });
  return { checked: new Set([...seen, ...t.expected.keys()]).size, problems };
};

/** Re-reads the documents that differed (after folding the events the projector has committed since). */
const recheck = async (readStore: ReadStore, t: Target, ids: readonly string[]): Promise<Map<string, IntegrityExample>> => {
  const stored = await readStore.getMany(t.collection, ids);
  const problems = new Map<string, IntegrityExample>();
  for (const id of ids) {
    const s = stored.get(id);
    const e = t.expected.get(id);
    if (!s && !e) continue;
    if (!s) problems.set(id, { id, problem: 'missing', fields: [] });
    else if (!e) problems.set(id, { id, problem: 'extra', fields: [] });
    else {
      const fields = differingFields(s, e);
      if (fields.length > 0) problems.set(id, { id, problem: 'different', fields });
    }
  }
  return problems;
};

/** Groups collections into passes whose stored documents stay within the budget (a large one alone). */
const passesOf = async (readStore: ReadStore, byCollection: Map<string, Projection[]>, budget: number): Promise<string[][]> => {
  const passes: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const collection of byCollection.keys()) {
    const count = await readStore.count(collection);
    if (current.length > 0 && size + count > budget) {
      passes.push(current);
      current = [];
      size = 0;
    }
    current.push(collection);
    size += count;
  }
  if (current.length > 0) passes.push(current);
  return passes;
};

const RECHECKS = 3;

export const verifyReadModels = async (options: VerifyOptions): Promise<IntegrityReport> => {
  const { eventStore, readStore } = options;
  const group = options.group ?? 'main';
  const batch = options.batchSize ?? 5_000;
  const maxExamples = options.maxExamples ?? 10;
  const startedAt = (options.clock ?? { now: () => new Date() }).now();
  const started = performance.now();
  const byCollection = new Map<string, Projection[]>();
  for (const p of options.projections) byCollection.set(p.collection.name, [...(byCollection.get(p.collection.name) ?? []), p]);
  const position = await readCheckpoint(readStore, group);
  let eventsRead = 0;
  const reports: CollectionReport[] = [];
  for (const pass of await passesOf(readStore, byCollection, options.maxDocsPerPass ?? 500_000)) {
    const targets = pass.map((collection): Target => ({
      collection,
      projections: byCollection.get(collection) ?? [],
      expected: new Map(),
    }));
    if (position !== undefined) eventsRead += await foldLog(eventStore, targets, undefined, position, batch);
    for (const t of targets) {
      const first = await compareAll(readStore, t);
      let problems = first.problems;
      let upTo = position;
      for (let attempt = 0; attempt < RECHECKS && problems.size > 0; attempt += 1) {
        const now = await readCheckpoint(readStore, group);
        if (now === undefined || (upTo !== undefined && now <= upTo)) break;
        eventsRead += await foldLog(eventStore, [t], upTo, now, batch);
        upTo = now;
        problems = await recheck(readStore, t, [...problems.keys()]);
      }
      const all = [...problems.values()];
      const count = (problem: IntegrityExample['problem']) => all.filter((p) => p.problem === problem).length;
      reports.push({
        collection: t.collection,
        checked: first.checked,
        missing: count('missing'),
        extra: count('extra'),
        different: count('different'),
        position: upTo?.toString() ?? null,
        examples: all.slice(0, maxExamples),
      });
      t.expected.clear();
    }
  }
  const sum = (key: 'checked' | 'missing' | 'extra' | 'different') => reports.reduce((n, r) => n + r[key], 0);
  const totals = { checked: sum('checked'), missing: sum('missing'), extra: sum('extra'), different: sum('different') };
  return {
    position: position?.toString() ?? null,
    eventsRead,
    startedAt: startedAt.toISOString(),
    durationMs: Math.round(performance.now() - started),
    ok: totals.missing + totals.extra + totals.different === 0,
    totals,
    collections: reports,
  };
};
