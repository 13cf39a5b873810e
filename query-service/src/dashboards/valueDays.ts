import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { PARAMETER_VALUES_COLLECTION, type ParameterValueDoc } from '@ftr/read-models/dataValues/projection.ts';
import type { ReadProgress } from '../consistency/readProgress.ts';

/** Reads values documents (one per site, code and factory day) by id; missing ids are absent from the map. */
export type ReadValueDays = (ids: readonly string[]) => Promise<Map<string, ParameterValueDoc>>;

export interface ValueDaysOptions {
  /** Documents kept (absent days count too; ~4 kB each parsed); least recently used dropped first. */
  maxEntries?: number;
  /** Age after which a document is read again though no notice named it (bounds a lost notice, as cached answers do). */
  maxAgeMs?: number;
  now?: () => number;
}

interface Entry {
  /** null: the day has no document (no value). */
  doc: ParameterValueDoc | null;
  at: number;
}

/**
 * The values documents dashboards read, kept between reads: after one value changed, a 12 x 28-day hourly
 * dashboard reads the one document that changed instead of 336 (parsing them was ~6 ms of the read's
 * ~14 ms CPU). A document is dropped when a change notice names it, before the reads waiting for that
 * notice's position wake. What is kept is trusted only up to the last notice seen: a read side moved on by
 * the checkpoint alone (a notice not yet delivered) empties it, and a read that a notice overtook keeps
 * nothing it read.
 */
export const createValueDays = (
  store: Pick<ReadStore, 'getMany'>,
  progress: Pick<ReadProgress, 'position' | 'onNotice'>,
  { maxEntries = 5_000, maxAgeMs = 5_000, now = Date.now }: ValueDaysOptions = {},
): ReadValueDays => {
  const entries = new Map<string, Entry>();
  let noticed: bigint | undefined;
  let notices = 0;
  progress.onNotice((notice) => {
    notices += 1;
    for (const change of notice.changes) if (change.collection === PARAMETER_VALUES_COLLECTION) entries.delete(change.id);
    const position = BigInt(notice.position);
    if (noticed === undefined || position > noticed) noticed = position;
  });
  const fresh = (entry: Entry | undefined, at: number): entry is Entry => entry !== undefined && at - entry.at <= maxAgeMs;
  return async (ids) => {
    const at = now();
    const position = progress.position();
    if (position === undefined || noticed === undefined || position > noticed) entries.clear();
    const found = new Map<string, ParameterValueDoc>();
    const missing: string[] = [];
    for (const id of ids) {
      const entry = entries.get(id);
      if (!fresh(entry, at)) {
        missing.push(id);
        continue;
      }
      entries.delete(id); // re-inserted: most recently used last
      entries.set(id, entry);
      if (entry.doc) found.set(id, entry.doc);
    }
    if (missing.length === 0) return found;
    const before = notices;
    const read = await store.getMany<ParameterValueDoc>(PARAMETER_VALUES_COLLECTION, missing);
    const overtaken = notices !== before;
    for (const id of missing) {
      const doc = read.get(id) ?? null;
      if (doc) found.set(id, doc);
      if (overtaken) continue;
      entries.delete(id);
      entries.set(id, { doc, at });
    }
    for (const id of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(id);
    }
    return found;
  };
};
