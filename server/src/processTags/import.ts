import { checkReading, MAX_READINGS_PER_BATCH, type Reading, type Site, type TagSource } from '@ftr/contracts';
import { readingsRecorderOf } from '@ftr/command-service/processTags/recorder.ts';
import { systemMetadata } from '@ftr/command-service/shared/metadata.ts';
import type { CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { parseTagCsv } from './csv.ts';

export interface ImportOutcome {
  /** Readings in the file (lines that are not blank). */
  rows: number;
  accepted: number;
  duplicates: number;
  /** Rows refused, by line number, with the reason. */
  rejected: { line: number; reason: string }[];
  /** False when a malformed row (without skipInvalid) or a bad header stopped the import before any write. */
  written: boolean;
  error?: string;
}

export interface ImportOptions {
  clock: { now(): Date };
  /** Write the good rows even when some are malformed (they are still listed and counted). */
  skipInvalid?: boolean;
  /** Who the events name (default 'import'). */
  userId?: string;
}

/**
 * `npm run import-tags -- file.csv` (docs/processTags.md): every row is checked first, as the POST route
 * does; by default one malformed row stops the import with nothing written. The good rows go through the
 * readings recorder by site and source, 10,000 at a time; rows already recorded are counted as duplicates,
 * so a file can be imported again (after a failure, or by mistake) without writing anything twice.
 */
export const importTagReadings = async (store: CatalogueEventStore, text: string, options: ImportOptions): Promise<ImportOutcome> => {
  const parsed = parseTagCsv(text);
  const outcome: ImportOutcome = { rows: parsed.rows.length, accepted: 0, duplicates: 0, rejected: [], written: false };
  if (parsed.error) return { ...outcome, error: parsed.error };
  const now = options.clock.now();
  const groups = new Map<string, { site: Site; source: TagSource; readings: Reading[] }>();
  for (const row of parsed.rows) {
    const check = row.ok ? checkReading(row.reading, now) : { ok: false as const, reason: row.reason };
    if (!check.ok) {
      outcome.rejected.push({ line: row.line, reason: check.reason });
      continue;
    }
    if (!row.ok) continue;
    const key = `${row.site}/${row.source}`;
    const group = groups.get(key) ?? { site: row.site, source: row.source, readings: [] };
    group.readings.push(check.reading);
    groups.set(key, group);
  }
  if (outcome.rejected.length > 0 && !options.skipInvalid) return outcome;
  const recorder = readingsRecorderOf(store);
  for (const { site, source, readings } of groups.values()) {
    for (let i = 0; i < readings.length; i += MAX_READINGS_PER_BATCH) {
      const done = await recorder.record(
        { site, source, via: 'CSV', readings: readings.slice(i, i + MAX_READINGS_PER_BATCH) },
        systemMetadata(site, options.clock, options.userId ?? 'import'),
      );
      outcome.accepted += done.accepted;
      outcome.duplicates += done.duplicates;
    }
  }
  return { ...outcome, written: true };
};
