import {
  fail,
  utcHourOf,
  type ProcessTagEvent,
  type ProcessTagReadingsRecorded,
  type Reading,
  type ReadingChannel,
  type Site,
  type TagSource,
} from '@ftr/contracts';
import { acceptWith, reject, type Decision, type Evolver } from '../shared/decider.ts';

/** One site's source in one UTC hour: the instants already recorded, per tag. */
export type TagHourState = ReadonlyMap<string, ReadonlySet<string>>;

/** Readings checked by rules.ts (normalised UTC timestamps), all within `hour`. */
export interface RecordReadings {
  kind: 'RecordReadings';
  site: Site;
  source: TagSource;
  hour: string;
  via: ReadingChannel;
  readings: readonly Reading[];
}

/** A decision that also answers how many readings were already recorded (idempotent duplicates). */
export type RecordDecision = Decision<ProcessTagEvent, number>;

export const tagHourEvolver: Evolver<TagHourState, ProcessTagEvent> = {
  initialState: new Map(),
  // One event type: no switch to exhaust.
  evolve(state, { data }) {
    const next = new Map(state);
    next.set(data.tag, new Set([...(state.get(data.tag) ?? []), ...data.readings.map((r) => r.timestamp)]));
    return next;
  },
};

/**
 * Records the new readings of an hour, one event per tag in order of first appearance. A reading whose
 * tag and instant are already recorded (in the stream or earlier in the batch) is a duplicate: skipped,
 * counted, never an error, so a resent batch writes nothing. A reading outside the hour is a caller bug.
 */
export const decideReadings = (command: RecordReadings, state: TagHourState): RecordDecision => {
  const fresh = new Map<string, ProcessTagReadingsRecorded['data']['readings']>();
  const seenNow = new Map<string, Set<string>>();
  let duplicates = 0;
  for (const reading of command.readings) {
    if (utcHourOf(reading.timestamp) !== command.hour) {
      return reject(fail('validation', `Reading at ${reading.timestamp} is not in hour ${command.hour}`));
    }
    const batchSeen = seenNow.get(reading.tag) ?? new Set<string>();
    seenNow.set(reading.tag, batchSeen);
    if (state.get(reading.tag)?.has(reading.timestamp) || batchSeen.has(reading.timestamp)) {
      duplicates += 1;
      continue;
    }
    batchSeen.add(reading.timestamp);
    const list = fresh.get(reading.tag) ?? [];
    list.push({
      timestamp: reading.timestamp,
      value: reading.value,
      retrievalType: reading.retrievalType,
      retrievalInterval: reading.retrievalInterval,
    });
    fresh.set(reading.tag, list);
  }
  const { site, source, hour, via } = command;
  const events = [...fresh].map(([tag, readings]): ProcessTagEvent => ({
    type: 'ProcessTagReadingsRecorded',
    data: { site, source, tag, hour, via, readings },
  }));
  return acceptWith(duplicates, ...events);
};
