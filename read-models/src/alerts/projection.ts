import { assertNever, type AlertEvent, READ_MODELS } from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';

/**
 * Stored alert document: the DTO fields plus ACTIVE and who raised and cleared it. A cleared alert is
 * kept (ACTIVE false) rather than deleted, so that replaying its events cannot bring it back.
 */
export interface AlertDoc extends ProjectedDoc {
  ALERT_ID: string;
  ALERT_TYPE: string;
  MESSAGE: string;
  DATE_CREATED: string;
  /** null: shown at every site. */
  SITE: string | null;
  ACTIVE: boolean;
  RAISED_BY: string;
  CLEARED_DTS: string | null;
  CLEARED_BY: string | null;
}

export const ALERTS_COLLECTION = READ_MODELS.alerts;

export const alertsProjection: ProjectionOf<AlertDoc, AlertEvent> = {
  collection: { name: ALERTS_COLLECTION, indexes: [{ fields: ['ACTIVE', 'SITE', 'DATE_CREATED'] }] },
  handles: ['AlertRaised', 'AlertCleared'],
  id: (event) => event.data.alertId,
  evolve(doc, event) {
    switch (event.type) {
      case 'AlertRaised': {
        const d = event.data;
        return {
          _id: d.alertId,
          ALERT_ID: d.alertId,
          ALERT_TYPE: d.type,
          MESSAGE: d.message,
          DATE_CREATED: event.metadata.timestamp,
          SITE: d.site,
          ACTIVE: true,
          RAISED_BY: event.metadata.userId,
          CLEARED_DTS: null,
          CLEARED_BY: null,
        };
      }
      case 'AlertCleared': {
        if (!doc) return null;
        const { _position: _ignored, ...rest } = doc;
        return { ...rest, ACTIVE: false, CLEARED_DTS: event.metadata.timestamp, CLEARED_BY: event.metadata.userId };
      }
      default:
        return assertNever(event);
    }
  },
  siteOf: (_doc, event) => event.data.site ?? undefined,
};
