import { SUBSCRIPTION_TYPE_NAMES, subscriptionRoutes, type SubscriptionDto } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { SUBSCRIPTIONS_COLLECTION, type SubscriptionDoc } from '@ftr/read-models/subscriptions/projection.ts';
import type { QueryDeps } from '../deps.ts';

type ReadRoutes = Pick<typeof subscriptionRoutes, 'listSubscriptions'>;

export const toSubscriptionDto = (doc: SubscriptionDoc): SubscriptionDto => ({
  ID: doc.ID,
  PARM_CODE: doc.PARM_CODE,
  SITE_NAME: doc.SITE_NAME,
  SUBSCRIPTION: SUBSCRIPTION_TYPE_NAMES[doc.SUBSCRIPTION_TYPE],
  SUBSCRIPTION_TYPE: doc.SUBSCRIPTION_TYPE,
  EMAIL: doc.EMAIL,
  PUSH_NOTIFICATION: doc.PUSH_NOTIFICATION,
  LAST_UPDATED_DTS: doc.LAST_UPDATED_DTS,
});

/** Only ever the signed-in user's own subscriptions, by code then site. */
export const subscriptionQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => ({
  async listSubscriptions({ user }) {
    const docs = await deps.readStore.find<SubscriptionDoc>(SUBSCRIPTIONS_COLLECTION, {
      where: { USERNAME: user.sub },
      sort: [
        { field: 'PARM_CODE', direction: 'asc' },
        { field: 'SITE_NAME', direction: 'asc' },
      ],
    });
    return docs.map(toSubscriptionDto);
  },
});
