import { PROCESS_TAG_READINGS_COLLECTION, PROCESS_TAGS_COLLECTION, type ProcessTagEvent, type Site } from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';

export interface StoredReading {
  VALUE: number;
  RETRIEVAL_TYPE: string;
  RETRIEVAL_INTERVAL: number;
}

/** One tag's readings in one UTC hour, by instant (a search reads a tag's newest hours with one query). */
export interface TagHourDoc extends ProjectedDoc {
  SITE: string;
  SOURCE: string;
  TAGNAME: string;
  /** UTC hour, YYYY-MM-DDTHH. */
  HOUR: string;
  READINGS: Record<string, StoredReading>;
}

/** One tag of a site's source: how many readings it has and the newest instant (the distinct lists). */
export interface TagDoc extends ProjectedDoc {
  SITE: string;
  SOURCE: string;
  TAGNAME: string;
  READINGS: number;
  LAST_TIMESTAMP: string;
}

export const tagHourDocId = (site: string, source: string, tag: string, hour: string): string => `${site}_${source}_${tag}_${hour}`;
export const tagDocId = (site: string, source: string, tag: string): string => `${site}_${source}_${tag}`;

export const tagReadingsProjection: ProjectionOf<TagHourDoc, ProcessTagEvent> = {
  collection: { name: PROCESS_TAG_READINGS_COLLECTION, indexes: [{ fields: ['SITE', 'SOURCE', 'TAGNAME', 'HOUR'] }] },
  handles: ['ProcessTagReadingsRecorded'],
  id: ({ data }) => tagHourDocId(data.site, data.source, data.tag, data.hour),
  // One event type: no switch to exhaust.
  evolve(doc, { data }) {
    const { site, source, tag, hour, readings } = data;
    const merged: Record<string, StoredReading> = { ...doc?.READINGS };
    for (const r of readings)
      merged[r.timestamp] = { VALUE: r.value, RETRIEVAL_TYPE: r.retrievalType, RETRIEVAL_INTERVAL: r.retrievalInterval };
    return {
      _id: tagHourDocId(site, source, tag, hour),
      SITE: site,
      SOURCE: source,
      TAGNAME: tag,
      HOUR: hour,
      READINGS: merged,
    };
  },
  siteOf: (_doc, event): Site => event.data.site,
};

export const tagsProjection: ProjectionOf<TagDoc, ProcessTagEvent> = {
  collection: { name: PROCESS_TAGS_COLLECTION, indexes: [{ fields: ['SITE', 'SOURCE', 'TAGNAME'] }] },
  handles: ['ProcessTagReadingsRecorded'],
  id: ({ data }) => tagDocId(data.site, data.source, data.tag),
  evolve(doc, { data }) {
    const { site, source, tag, readings } = data;
    const newest = readings.reduce((max, r) => (r.timestamp > max ? r.timestamp : max), doc?.LAST_TIMESTAMP ?? '');
    return {
      _id: tagDocId(site, source, tag),
      SITE: site,
      SOURCE: source,
      TAGNAME: tag,
      // Each event holds only readings new to the log (the decider drops duplicates), so counting adds up.
      READINGS: (doc?.READINGS ?? 0) + readings.length,
      LAST_TIMESTAMP: newest,
    };
  },
  siteOf: (_doc, event): Site => event.data.site,
};
