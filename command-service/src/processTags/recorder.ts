import {
  processTagStream,
  utcHourOf,
  type ProcessTagEvent,
  type Reading,
  type ReadingChannel,
  type Site,
  type TagSource,
} from '@ftr/contracts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { fold } from '../shared/decider.ts';
import { handleCommand, noFacts, type CommandSpec, type Loaded } from '../shared/handleCommand.ts';
import { decideReadings, tagHourEvolver, type RecordDecision, type RecordReadings, type TagHourState } from './decider.ts';

export interface ReadingsBatch {
  site: Site;
  source: TagSource;
  via: ReadingChannel;
  /** Checked by checkReadings (contracts): nothing malformed reaches the write path. */
  readings: readonly Reading[];
}

export interface Recorded {
  accepted: number;
  duplicates: number;
  /** Global position of the last event written (undefined when every reading was a duplicate). */
  position: bigint | undefined;
}

export interface ReadingsRecorder {
  record(batch: ReadingsBatch, metadata: AppendMetadata): Promise<Recorded>;
}

/** Hour streams whose folds are kept (a site's live hour and a few back-filled ones per source). */
const CACHED_STREAMS = 512;

/**
 * The one write path of readings (MQTT, POST, CSV): a batch is split by UTC hour and each hour goes through
 * handleCommand on its stream (load, decide, append at the revision read; lost races retried), so each
 * hour's readings are written all or nothing and a resent batch writes nothing new. The fold of an hour
 * stream is cached and caught up from its revision (a live hour grows by a batch every fraction of a second).
 */
export const createReadingsRecorder = (store: CatalogueEventStore): ReadingsRecorder => {
  const cache = new Map<string, { state: Map<string, Set<string>>; revision: number }>();
  const load = async (stream: string): Promise<Loaded<TagHourState>> => {
    const known = cache.get(stream);
    const tail = await store.readStream(stream, known ? { fromRevision: known.revision + 1 } : {});
    if (!known || tail.length > 0) {
      const state: TagHourState = fold({ ...tagHourEvolver, initialState: known?.state ?? tagHourEvolver.initialState }, tail);
      const entry = {
        state: new Map([...state].map(([tag, seen]): [string, Set<string>] => [tag, new Set(seen)])),
        revision: tail.at(-1)?.revision ?? known?.revision ?? -1,
      };
      cache.delete(stream);
      cache.set(stream, entry);
      if (cache.size > CACHED_STREAMS) cache.delete(cache.keys().next().value ?? stream);
      return entry;
    }
    return known;
  };
  /** Applied in place to the cached fold: the stream's writes take turns, so nobody is deciding on it now. */
  const appended = (stream: string, revision: number, events: readonly ProcessTagEvent[]) => {
    const entry = cache.get(stream);
    if (!entry) return;
    for (const { data } of events) {
      const seen = entry.state.get(data.tag) ?? new Set<string>();
      for (const reading of data.readings) seen.add(reading.timestamp);
      entry.state.set(data.tag, seen);
    }
    entry.revision = revision;
  };
  const specOf = (stream: string): CommandSpec<RecordReadings, TagHourState, ProcessTagEvent, undefined, RecordDecision> => ({
    stream,
    evolver: tagHourEvolver,
    loadFacts: noFacts,
    decide: decideReadings,
    load,
    appended: (_loaded, events, result) => appended(stream, result.nextRevision, events),
  });
  return {
    async record({ site, source, via, readings }, metadata) {
      const byHour = new Map<string, Reading[]>();
      for (const reading of readings) {
        const hour = utcHourOf(reading.timestamp);
        const inHour = byHour.get(hour);
        if (inHour) inHour.push(reading);
        else byHour.set(hour, [reading]);
      }
      const results = await Promise.all(
        [...byHour].map(([hour, inHour]) =>
          handleCommand(
            store,
            specOf(processTagStream(site, source, hour)),
            { kind: 'RecordReadings', site, source, hour, via, readings: inHour },
            metadata,
          ),
        ),
      );
      let position: bigint | undefined;
      let accepted = 0;
      let duplicates = 0;
      for (const result of results) {
        const written = result.decision.events.reduce((n, e) => n + e.data.readings.length, 0);
        accepted += written;
        duplicates += result.decision.answer;
        if (written > 0 && (position === undefined || result.position > position)) position = result.position;
      }
      return { accepted, duplicates, position };
    },
  };
};

const recorders = new WeakMap<CatalogueEventStore, ReadingsRecorder>();

/** The process's recorder for a store (one cache shared by the MQTT subscriber, the HTTP route and imports). */
export const readingsRecorderOf = (store: CatalogueEventStore): ReadingsRecorder => {
  let recorder = recorders.get(store);
  if (!recorder) {
    recorder = createReadingsRecorder(store);
    recorders.set(store, recorder);
  }
  return recorder;
};
