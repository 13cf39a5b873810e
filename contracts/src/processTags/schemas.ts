import { z } from 'zod';
import { PROCESS_TAGS_READ_MODELS } from './readModels.ts';
import { Site } from '../sites.ts';
import { PROCESS_TAG_MESSAGES as M } from './messages.ts';

/** Read models: one document per tag and UTC hour (its readings), and one per tag (for the distinct lists). */
export const PROCESS_TAG_READINGS_COLLECTION = PROCESS_TAGS_READ_MODELS.processTagReadings;
export const PROCESS_TAGS_COLLECTION = PROCESS_TAGS_READ_MODELS.processTags;

/** The two sources (spec 3 §2): process-control tags (PHD) and product-weighbridge codes (IWB). */
export const TAG_SOURCES = ['PHD', 'IWB'] as const;
export const TagSource = z.enum(TAG_SOURCES, { error: M.sourceUnknown });
export type TagSource = z.infer<typeof TagSource>;

/** How readings arrived (kept on the event for the audit trail). */
export const READING_CHANNELS = ['MQTT', 'API', 'CSV'] as const;
export type ReadingChannel = (typeof READING_CHANNELS)[number];

/** Spec 3 §9: 16 process tag rows per page. */
export const TAG_PAGE_SIZE = 16;
/** Most readings in one POST batch or one MQTT message. */
export const MAX_READINGS_PER_BATCH = 10_000;
/** Most bytes in one POST body or one MQTT payload: 10,000 readings with the longest tags fit twice over. */
export const MAX_READINGS_BATCH_BYTES = 4 * 1_048_576;
/** A tag search answers the newest readings of the tag, at most this many. */
export const TAG_SEARCH_LIMIT = 2_000;

export const TAG_NAME_MAX = 60;
export const TagName = z
  .string({ error: M.tagRequired })
  .trim()
  .min(1, M.tagRequired)
  .max(TAG_NAME_MAX, M.tagTooLong)
  .regex(/^[A-Za-z0-9._:-]+$/, M.tagCharacters);

/** One reading as a historian, the broker or a CSV row hands it over (the wire shape; rules.ts checks it against the clock). */
export const ReadingInput = z.object({
  tag: TagName,
  timestamp: z.string({ error: M.timestampRequired }).trim().min(1, M.timestampRequired),
  value: z.number({ error: M.valueNumber }),
  retrievalType: z
    .string({ error: M.retrievalType })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_]{1,20}$/, M.retrievalType)
    .default('RAW'),
  retrievalInterval: z
    .number({ error: M.retrievalInterval })
    .int(M.retrievalInterval)
    .min(0, M.retrievalInterval)
    .max(86_400, M.retrievalInterval)
    .default(0),
});
export type ReadingInput = z.input<typeof ReadingInput>;

/** A reading checked and normalised: the timestamp as a UTC ISO instant (so one instant has one spelling). */
export interface Reading {
  tag: string;
  timestamp: string;
  value: number;
  retrievalType: string;
  retrievalInterval: number;
}

/** POST /process-tags/readings: a batch from a historian (the site is the service account's). */
export const ReadingsBatchBody = z.object({
  source: TagSource,
  readings: z.array(z.unknown()).min(1, M.batchEmpty).max(MAX_READINGS_PER_BATCH, M.batchTooLarge(MAX_READINGS_PER_BATCH)),
});
export type ReadingsBatchBody = z.infer<typeof ReadingsBatchBody>;

export const ReadingsBatchResult = z.object({
  message: z.string(),
  position: z.string(),
  accepted: z.number().int(),
  duplicates: z.number().int(),
});
export type ReadingsBatchResult = z.infer<typeof ReadingsBatchResult>;

/** GET /phd?tagname= and /iwb?tagname= (spec 3 §7). */
export const TagSearchQuery = z.object({ tagname: TagName });

/** Spec 3 §3 Process tag reading. CODE: the site's parameter that names the tag (null when none does). */
export const TagReadingDto = z.object({
  TAGNAME: z.string(),
  CODE: z.string().nullable(),
  TIMESTAMP: z.string(),
  VALUE: z.number(),
  RETRIEVAL_TYPE: z.string(),
  RETRIEVAL_INTERVAL: z.number(),
  LOADED: z.enum(['Y', 'N']),
});
export type TagReadingDto = z.infer<typeof TagReadingDto>;

/**
 * The spec's Product weighbridge reading (GET /iwb?tagname=): one weighbridge ticket. PRODUCT_CODE is the
 * weighbridge's code (the reading's tag); PRODUCT_NAME heading 1 of the site's parameter whose IWB_TAG names
 * it (the item, e.g. 'Molasses'), CODE that parameter (both null when none does); DAY_ENDING the factory date
 * the ticket counts to (the factory day ends at 07:00 on it); NET_WEIGHT the weight weighed.
 */
export const WeighbridgeReadingDto = z.object({
  PRODUCT_CODE: z.string(),
  PRODUCT_NAME: z.string().nullable(),
  CODE: z.string().nullable(),
  DAY_ENDING: z.string(),
  NET_WEIGHT: z.number(),
  SITE: Site,
  LOADED: z.enum(['Y', 'N']),
  /** Beyond the spec (optional): the ticket's instant, UTC ISO; absent, the row is the day's. */
  TIMESTAMP: z.string().optional(),
});
export type WeighbridgeReadingDto = z.infer<typeof WeighbridgeReadingDto>;

/** One entry of GET /iwb/distinct: a product code the site has weighed, in the spec's field names. */
export const WeighbridgeProductDto = z.object({
  PRODUCT_CODE: z.string(),
  PRODUCT_NAME: z.string().nullable(),
  CODE: z.string().nullable(),
  /** The factory date of its newest ticket. */
  DAY_ENDING: z.string(),
  SITE: Site,
  /** Beyond the spec (optional): how many tickets the site holds of it, and the newest one's instant. */
  READINGS: z.number().int().optional(),
  LAST_TIMESTAMP: z.string().optional(),
});
export type WeighbridgeProductDto = z.infer<typeof WeighbridgeProductDto>;

/** GET /process-tags/conflicts/:date: a factory date. */
export const CaptureConflictsParams = z.object({ date: z.iso.date({ error: 'Date must be YYYY-MM-DD' }) });

/** A cell automatic capture left alone because a person's value is in it. */
export const CaptureConflictDto = z.object({
  CODE: z.string(),
  HOUR: z.number().int(),
  /** What the readings give. */
  CAPTURED: z.number(),
  /** What the cell held when capture came (null: a person emptied it). */
  ENTERED: z.number().nullable(),
  REASON: z.string().nullable(),
});
export type CaptureConflictDto = z.infer<typeof CaptureConflictDto>;

/** One entry of GET /phd/distinct and /iwb/distinct: a tag name and what the site holds of it. */
export const DistinctTagDto = z.object({ TAGNAME: z.string(), READINGS: z.number().int(), LAST_TIMESTAMP: z.string() });
export type DistinctTagDto = z.infer<typeof DistinctTagDto>;
