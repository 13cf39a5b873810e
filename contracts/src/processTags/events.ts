import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define.ts';
import { SITES, type Site } from '../sites.ts';
import { ProcessTagsCaptured } from './capture.ts';
import { READING_CHANNELS, TAG_SOURCES, type TagSource } from './schemas.ts';

const RecordedReading = z.object({
  timestamp: z.string(),
  value: z.number(),
  retrievalType: z.string(),
  retrievalInterval: z.number().int(),
});

/**
 * New readings of one tag within one UTC hour (readings already recorded for the same tag and instant
 * are never written again). `hour`: the UTC hour as YYYY-MM-DDTHH; `via`: how they arrived.
 */
export const ProcessTagReadingsRecorded = defineEvent(
  'ProcessTagReadingsRecorded',
  z.object({
    site: z.enum(SITES),
    source: z.enum(TAG_SOURCES),
    tag: z.string(),
    hour: z.string(),
    via: z.enum(READING_CHANNELS),
    readings: z.array(RecordedReading).min(1),
  }),
);
export type ProcessTagReadingsRecorded = EventOf<typeof ProcessTagReadingsRecorded>;
export type ProcessTagEvent = ProcessTagReadingsRecorded;

export const PROCESS_TAG_EVENTS = [ProcessTagReadingsRecorded, ProcessTagsCaptured] as const;
export const PROCESS_TAG_EVENT_TYPES = ['ProcessTagReadingsRecorded'] as const satisfies readonly ProcessTagEvent['type'][];

/** The UTC hour of an ISO instant: YYYY-MM-DDTHH. */
export const utcHourOf = (timestamp: string): string => timestamp.slice(0, 13);

/** Stream id factory: one stream per site, source and UTC hour (a batch usually lands in one). */
export const processTagStream = (site: Site, source: TagSource, hour: string): string =>
  `processTags-${site}_${source}_${hour.replace(/[-T]/g, '')}`;
