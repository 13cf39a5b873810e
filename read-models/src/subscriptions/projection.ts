import { SUBSCRIPTIONS_COLLECTION, assertNever, type Site, type SubscriptionEvent, type SubscriptionType } from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';

/** One subscription (spec 3 §3 names) with its owner. */
export interface SubscriptionDoc extends ProjectedDoc {
  ID: string;
  USERNAME: string;
  PARM_CODE: string;
  SITE_NAME: Site;
  SUBSCRIPTION_TYPE: SubscriptionType;
  EMAIL: boolean;
  PUSH_NOTIFICATION: boolean;
  LAST_UPDATED_DTS: string;
}

export { SUBSCRIPTIONS_COLLECTION };

/**
 * The `subscriptions` read model: listed per user, and found per site and code by whoever notifies
 * subscribers when a value lands (index SITE_NAME + PARM_CODE). Changes go to the owner's sockets only.
 */
export const subscriptionsProjection: ProjectionOf<SubscriptionDoc, SubscriptionEvent> = {
  collection: {
    name: SUBSCRIPTIONS_COLLECTION,
    indexes: [{ fields: ['USERNAME', 'PARM_CODE'] }, { fields: ['SITE_NAME', 'PARM_CODE'] }],
  },
  handles: ['SubscriptionCreated', 'SubscriptionUpdated', 'SubscriptionDeleted'],
  id: (event) => event.data.id,
  evolve(doc, event) {
    const at = event.metadata.timestamp;
    switch (event.type) {
      case 'SubscriptionCreated': {
        const d = event.data;
        return {
          _id: d.id,
          ID: d.id,
          USERNAME: d.username,
          PARM_CODE: d.code,
          SITE_NAME: d.site,
          SUBSCRIPTION_TYPE: d.type,
          EMAIL: d.email,
          PUSH_NOTIFICATION: d.push,
          LAST_UPDATED_DTS: at,
        };
      }
      case 'SubscriptionUpdated': {
        const d = event.data;
        return doc ? { ...doc, SUBSCRIPTION_TYPE: d.type, EMAIL: d.email, PUSH_NOTIFICATION: d.push, LAST_UPDATED_DTS: at } : null;
      }
      case 'SubscriptionDeleted':
        return null;
      default:
        return assertNever(event);
    }
  },
  userOf: (_doc, event) => event.data.username,
};
