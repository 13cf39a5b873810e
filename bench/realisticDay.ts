import { randomUUID } from 'node:crypto';
import {
  ccfStream,
  commentStream,
  processTagStream,
  type ChangeRecord,
  type ParameterValuesSubmitted,
  type ProcessTagReadingsRecorded,
  type ValueChange,
} from '@ftr/contracts';
import type { CatalogueEventToAppend } from '@ftr/infra/eventstore/catalogue.ts';
import type { FactorySite } from '@ftr/server/seed/demoParameters.ts';
import type { PlannedExcursion } from '@ftr/server/seed/demoValuesGenerator.ts';
import type { Random } from '@ftr/server/seed/demoValuesRandom.ts';

/**
 * The pieces of one site's factory day in the realistic replay log that the demo seed does not enter
 * itself (pure but for fresh ids): corrections with a reason, CCFs raised by the demo's excursions,
 * process tag readings. The values themselves come from the demo's generator, the recalculations
 * from the real recalculation job (realisticLog.ts).
 */

export interface Append {
  stream: string;
  events: CatalogueEventToAppend[];
}

type Meta = CatalogueEventToAppend['metadata'];

/** The reasons a supervisor gives for correcting a reading (data entry asks for one on audited values). */
export const CORRECTION_REASONS = [
  'Transcription error: digits swapped',
  'Lab re-test after instrument recalibration',
  'Sample taken from the wrong line, re-sampled',
  'Reading taken before the process had settled',
  'Shift log checked against the DCS trend',
] as const;

/** One value event per code of the day, as data entry's decision writes them (one change set per code and date). */
export const submittedEvents = (
  site: FactorySite,
  operation: string,
  submissionId: string,
  records: readonly ChangeRecord[],
): ParameterValuesSubmitted[] => {
  const byCode = new Map<string, ValueChange[]>();
  for (const r of records) {
    const change: ValueChange = { code: r.CODE, date: r.FTR_DATE, hour: r.FTR_HOUR, kind: 'Insert', value: r.VALUE, previous: null };
    byCode.set(r.CODE, [...(byCode.get(r.CODE) ?? []), change]);
  }
  return [...byCode.values()].map((changes) => ({ type: 'ParameterValuesSubmitted', data: { site, operation, submissionId, changes } }));
};

/**
 * A correction later in the day: one to three hourly readings of one code changed by a few per cent,
 * each with its reason, as a second submission to the week stream.
 */
export const correctionEvent = (
  site: FactorySite,
  operation: string,
  submissionId: string,
  records: readonly ChangeRecord[],
  random: Random,
): ParameterValuesSubmitted | null => {
  const hourly = records.filter((r) => r.CODE.endsWith('H') && r.VALUE !== null);
  const first = hourly[random.int(0, hourly.length - 1)];
  if (!first) return null;
  const cells = hourly.filter((r) => r.CODE === first.CODE).slice(0, random.int(1, 3));
  const changes = cells.map((r): ValueChange => {
    const previous = r.VALUE ?? 0;
    const value = Number((previous * (1 + (random.next() - 0.5) / 20)).toFixed(2));
    const reason = CORRECTION_REASONS[random.int(0, CORRECTION_REASONS.length - 1)] ?? CORRECTION_REASONS[0];
    return { code: r.CODE, date: r.FTR_DATE, hour: r.FTR_HOUR, kind: 'Update', value, previous, reason };
  });
  return { type: 'ParameterValuesSubmitted', data: { site, operation, submissionId, changes } };
};

/**
 * The CCFs the day's excursions on CCF parameters raise (at their first cell) and send to pending close
 * (the day after their last cell, unless still open at the end), each in its own CCF stream.
 */
export const ccfAppends = (
  site: FactorySite,
  date: string,
  operationOn: (date: string) => string | undefined,
  excursions: readonly (PlannedExcursion & { id: string; ccfAnalysis: string | null; ccfType: string | null })[],
  meta: () => Meta,
  dayAfter: (date: string) => string,
): Append[] =>
  excursions.flatMap((excursion): Append[] => {
    const first = excursion.cells[0];
    const last = excursion.cells.at(-1);
    if (!first || !last) return [];
    const operation = operationOn(first.date);
    if (!operation) return [];
    const stream = ccfStream(excursion.id);
    if (first.date === date) {
      const data = {
        id: excursion.id,
        site,
        parameter: excursion.code,
        operation,
        ccfType: excursion.ccfType,
        ccfAnalysis: excursion.ccfAnalysis,
        raisedFrom: 'DATAENTRY' as const,
        status: 'O' as const,
        date: first.date,
        hour: first.hour,
        value: first.value,
      };
      return [{ stream, events: [{ type: 'CcfRaised', data, metadata: meta() }] }];
    }
    if (!excursion.openAtEnd && dayAfter(last.date) === date) {
      const data = { id: excursion.id, site, parameter: excursion.code, operation, at: `${date}T06:00:00.000Z` };
      return [{ stream, events: [{ type: 'CcfPendingClose', data, metadata: meta() }] }];
    }
    return [];
  });

/** The tags a site's historian pushes, and how often (a UTC hour's readings arrive in one event). */
export const REALISTIC_TAGS = ['FI-101.PV', 'TI-204.PV', 'PI-310.PV'] as const;
const TAG_EVERY_HOURS = 12;
const READINGS_PER_EVENT = 4;

/** The day's historian readings: per tag, one event every few UTC hours holding a reading every 15 minutes. */
export const tagAppends = (site: FactorySite, date: string, random: Random, meta: () => Meta): Append[] =>
  REALISTIC_TAGS.flatMap((tag) =>
    Array.from({ length: 24 / TAG_EVERY_HOURS }, (_, i): Append => {
      const hour = `${date}T${String(i * TAG_EVERY_HOURS).padStart(2, '0')}`;
      const readings = Array.from({ length: READINGS_PER_EVENT }, (_, q) => ({
        timestamp: `${hour}:${String(q * 15).padStart(2, '0')}:00.000Z`,
        value: Number((50 + random.next() * 10).toFixed(3)),
        retrievalType: 'RAW',
        retrievalInterval: 900,
      }));
      const event: ProcessTagReadingsRecorded = {
        type: 'ProcessTagReadingsRecorded',
        data: { site, source: 'PHD', tag, hour, via: 'MQTT', readings },
      };
      return { stream: processTagStream(site, 'PHD', hour), events: [{ ...event, metadata: meta() }] };
    }),
  );

/** A shift comment in its own stream (the comments feature writes one stream per comment). */
export const commentAppend = (
  comment: { site: FactorySite; username: string; name: string; type: 'Operations' | 'Customer Supply'; message: string; at: Date },
  meta: Meta,
): Append => {
  const id = randomUUID();
  const data = {
    site: comment.site,
    id,
    username: comment.username,
    name: comment.name,
    type: comment.type,
    message: comment.message,
    recordedAt: comment.at.toISOString(),
  };
  return { stream: commentStream(id), events: [{ type: 'CommentPosted', data, metadata: meta }] };
};
