import { assertNever, type DueAlertEvent } from '@ftr/contracts';
import type { ProjectionOf } from '../projection.ts';
import { DUE_ALERTS_COLLECTION, dueAlertDocId, type DueAlertDoc } from './docs.ts';

/** Who is subscribed to "entries overdue" at which site, with their delay and channels. */
export const dueAlertsProjection: ProjectionOf<DueAlertDoc, DueAlertEvent> = {
  collection: { name: DUE_ALERTS_COLLECTION, indexes: [{ fields: ['SITE'] }, { fields: ['USERNAME'] }] },
  handles: ['DueAlertSubscribed', 'DueAlertUnsubscribed'],
  id: (event) => dueAlertDocId(event.data.site, event.data.username),
  evolve(_doc, event) {
    switch (event.type) {
      case 'DueAlertSubscribed': {
        const d = event.data;
        return {
          _id: dueAlertDocId(d.site, d.username),
          USERNAME: d.username,
          SITE: d.site,
          DELAY_MINUTES: d.delayMinutes,
          EMAIL: d.email,
          PUSH: d.push,
        };
      }
      case 'DueAlertUnsubscribed':
        return null;
      default:
        return assertNever(event);
    }
  },
  userOf: (_doc, event) => event.data.username,
};
