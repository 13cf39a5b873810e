import { SUBSCRIPTIONS_READ_MODELS } from './readModels.ts';
import { z } from 'zod';
import { ParameterCode } from '../parameters/fields.ts';
import { Site } from '../sites.ts';

/** The read model of subscriptions (its live changes go to the owner's sockets only). */
export const SUBSCRIPTIONS_COLLECTION = SUBSCRIPTIONS_READ_MODELS.subscriptions;

/** Subscription types (spec 2 §9, spec 3 §3); 4: an SPC rule broken (docs/spc.md). */
export const SUBSCRIPTION_TYPES = [1, 2, 3, 4] as const;
export const SubscriptionType = z.literal(SUBSCRIPTION_TYPES, { error: 'Type must be 1, 2, 3 or 4' });
export type SubscriptionType = z.infer<typeof SubscriptionType>;
export const SUBSCRIPTION_TYPE_NAMES: Record<SubscriptionType, string> = {
  1: 'On Value Entered',
  2: 'Data Outside Check Limits',
  3: 'Data Outside Absolute Limits',
  4: 'SPC Rule Broken',
};

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

/** POST /parameter-subscribe (spec 2 §7): one subscription per user, site and code. */
export const SubscribeBody = z.object({
  code: ParameterCode,
  site: Site,
  type: SubscriptionType,
  email: flag('Email').default(false),
  push: flag('Push').default(true),
});
export type SubscribeBody = z.infer<typeof SubscribeBody>;

/** PUT /parameter-subscribe/:id (spec 3 §7) */
export const UpdateSubscriptionBody = z.object({ type: SubscriptionType, email: flag('Email'), push: flag('Push') });
export type UpdateSubscriptionBody = z.infer<typeof UpdateSubscriptionBody>;

export const SubscriptionId = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Invalid subscription id');
export const SubscriptionIdParams = z.object({ id: SubscriptionId });

/** A subscription as its owner sees it (spec 3 §3 Parameter subscription). SITE_NAME is the site code. */
export const SubscriptionDto = z.object({
  ID: z.string(),
  PARM_CODE: z.string(),
  SITE_NAME: Site,
  SUBSCRIPTION: z.string(),
  SUBSCRIPTION_TYPE: SubscriptionType,
  EMAIL: z.boolean(),
  PUSH_NOTIFICATION: z.boolean(),
  LAST_UPDATED_DTS: z.string(),
});
export type SubscriptionDto = z.infer<typeof SubscriptionDto>;
