import { READ_MODELS, assertNever, type ParameterHistoryEntry, type ParameterLinkEvent, type Site } from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';

export const PARAMETER_LINK_HISTORY_COLLECTION = READ_MODELS.parameterLinkHistory;

/**
 * A link's master-data history, one document per site and link id, kept after the
 * link is removed: a link touches two parameters, so the history query of either code reads it here.
 */
export interface ParameterLinkHistoryDoc extends ProjectedDoc {
  SITE: Site;
  FIRST_CODE: string;
  SECOND_CODE: string;
  entries: ParameterHistoryEntry[];
}

export const parameterLinkHistoryProjection: ProjectionOf<ParameterLinkHistoryDoc, ParameterLinkEvent> = {
  collection: {
    name: PARAMETER_LINK_HISTORY_COLLECTION,
    indexes: [{ fields: ['SITE', 'FIRST_CODE'] }, { fields: ['SITE', 'SECOND_CODE'] }],
  },
  handles: ['ParameterLinkCreated', 'ParameterLinkRemoved'],
  id: (event) => `${event.data.site}_${event.data.id}`,
  evolve(doc, event) {
    const { site, id, firstCode, secondCode } = event.data;
    const link = `${firstCode} ↔ ${secondCode}`;
    const base = { at: event.metadata.timestamp, position: event.position.toString(), by: event.metadata.userId, source: 'link' as const };
    let entry: ParameterHistoryEntry;
    switch (event.type) {
      case 'ParameterLinkCreated':
        entry = { ...base, change: event.type, changes: [{ field: 'Link', from: null, to: link }], reason: event.data.reason ?? null };
        break;
      case 'ParameterLinkRemoved':
        entry = { ...base, change: event.type, changes: [{ field: 'Link', from: link, to: null }], reason: event.data.reason ?? null };
        break;
      default:
        return assertNever(event);
    }
    return { _id: `${site}_${id}`, SITE: site, FIRST_CODE: firstCode, SECOND_CODE: secondCode, entries: [...(doc?.entries ?? []), entry] };
  },
  siteOf: (_doc, event) => event.data.site,
};
