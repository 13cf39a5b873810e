import {
  checkReadings,
  fail,
  isCentralOffice,
  MAX_READINGS_BATCH_BYTES,
  MAX_READINGS_PER_BATCH,
  PROCESS_TAG_MESSAGES as M,
  type Failure,
  type Reading,
  type RejectedReading,
  type Site,
  type TagSource,
} from '@ftr/contracts';
import type { ConfiguredTags } from './configuredTags.ts';

/** A batch as a channel hands it over: the push route's body, or one MQTT message. */
export interface OfferedReadings {
  /** The token's site (push) or the topic's (MQTT), never the readings'. */
  site: Site;
  source: TagSource;
  /** Size of the body or payload, when known (a chunked request without Content-Length leaves it to the HTTP body limit). */
  bytes: number | undefined;
  /** The readings, unchecked; called only once the size is within the limit (an MQTT payload is parsed then). */
  read(): { ok: true; readings: readonly unknown[] } | { ok: false; reason: string };
}

export type Admission = { ok: true; readings: Reading[] } | { ok: false; failure: Failure };

/** At most this many refused readings are named in the refusal. */
const LISTED = 10;

/**
 * The one gate of readings pushed by historians, over HTTP or MQTT (docs/processTags.md): a factory site;
 * at most MAX_READINGS_BATCH_BYTES and 1 to MAX_READINGS_PER_BATCH readings; every reading well formed
 * (checkReadings) and of a tag a parameter of that site names for the source. Any refusal refuses the
 * whole batch, naming the first readings refused and why; nothing of it is to be written.
 */
export const admitReadings = async (offered: OfferedReadings, deps: { tags: ConfiguredTags; now: Date }): Promise<Admission> => {
  const refuse = (kind: Failure['kind'], message: string): Admission => ({ ok: false, failure: fail(kind, message) });
  if (isCentralOffice(offered.site)) return refuse('forbidden', M.centralOffice);
  if (offered.bytes !== undefined && offered.bytes > MAX_READINGS_BATCH_BYTES)
    return refuse('validation', M.batchTooManyBytes(MAX_READINGS_BATCH_BYTES));
  const body = offered.read();
  if (!body.ok) return refuse('validation', body.reason);
  const total = body.readings.length;
  if (total === 0) return refuse('validation', M.batchEmpty);
  if (total > MAX_READINGS_PER_BATCH) return refuse('validation', M.batchTooLarge(MAX_READINGS_PER_BATCH));
  const checked = checkReadings(body.readings, deps.now);
  const rejected: RejectedReading[] = [...checked.rejected];
  if (rejected.length === 0) {
    const unconfigured = new Set(await deps.tags.unconfigured(offered.site, offered.source, new Set(checked.readings.map((r) => r.tag))));
    checked.readings.forEach((reading, index) => {
      if (unconfigured.has(reading.tag)) rejected.push({ index, reason: M.tagNotConfigured(reading.tag, offered.source, offered.site) });
    });
  }
  if (rejected.length === 0) return { ok: true, readings: checked.readings };
  const listed = rejected
    .slice(0, LISTED)
    .map((r) => `#${r.index + 1}: ${r.reason}`)
    .join('; ');
  return refuse('validation', M.batchRejected(rejected.length, total, listed));
};
