import { READ_MODELS, type ProcessTagsCaptured, type Site } from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';

/** One factory hour of a site: the readings capture has used (LOADED 'Y'), by `${source}/${tag}`, and the outcome per code. */
export interface TagCaptureDoc extends ProjectedDoc {
  SITE: string;
  DATE: string;
  HOUR: number;
  LOADED: Record<string, string[]>;
  OUTCOMES: Record<string, { VALUE: number; OUTCOME: string; PREVIOUS: number | null; REASON: string | null }>;
}

export const TAG_CAPTURES_COLLECTION = READ_MODELS.tagCaptures;
export const tagCaptureDocId = (site: string, date: string, slot: number | 'D'): string => `${site}_${date}_${slot}`;

export const tagCapturesProjection: ProjectionOf<TagCaptureDoc, ProcessTagsCaptured> = {
  collection: { name: TAG_CAPTURES_COLLECTION, indexes: [{ fields: ['SITE', 'DATE'] }] },
  handles: ['ProcessTagsCaptured'],
  id: ({ data }) => tagCaptureDocId(data.site, data.date, data.daily ? 'D' : data.hour),
  // One event type: no switch to exhaust.
  evolve(doc, { data }) {
    const loaded: Record<string, string[]> = { ...doc?.LOADED };
    const outcomes = { ...doc?.OUTCOMES };
    for (const c of data.captures) {
      const key = `${c.source}/${c.tag}`;
      loaded[key] = [...new Set([...(loaded[key] ?? []), ...c.instants])].sort();
      outcomes[c.code] = { VALUE: c.value, OUTCOME: c.outcome, PREVIOUS: c.previous, REASON: c.reason };
    }
    return {
      _id: tagCaptureDocId(data.site, data.date, data.daily ? 'D' : data.hour),
      SITE: data.site,
      DATE: data.date,
      HOUR: data.hour,
      LOADED: loaded,
      OUTCOMES: outcomes,
    };
  },
  siteOf: (_doc, event): Site => event.data.site,
};
