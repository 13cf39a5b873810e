import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define.ts';
import { Site } from '../sites.ts';
import { SubscriptionType } from './schemas.ts';

const Ref = z.object({ id: z.string(), username: z.string() });
const Settings = z.object({ type: SubscriptionType, email: z.boolean(), push: z.boolean() });

export const SubscriptionCreated = defineEvent('SubscriptionCreated', Ref.extend(Settings.shape).extend({ site: Site, code: z.string() }));
export const SubscriptionUpdated = defineEvent('SubscriptionUpdated', Ref.extend(Settings.shape));
export const SubscriptionDeleted = defineEvent('SubscriptionDeleted', Ref);
export type SubscriptionCreated = EventOf<typeof SubscriptionCreated>;
export type SubscriptionUpdated = EventOf<typeof SubscriptionUpdated>;
export type SubscriptionDeleted = EventOf<typeof SubscriptionDeleted>;
export type SubscriptionEvent = SubscriptionCreated | SubscriptionUpdated | SubscriptionDeleted;

export const SUBSCRIPTION_EVENTS = [SubscriptionCreated, SubscriptionUpdated, SubscriptionDeleted] as const;
export const SUBSCRIPTION_EVENT_TYPES = [
  'SubscriptionCreated',
  'SubscriptionUpdated',
  'SubscriptionDeleted',
] as const satisfies readonly SubscriptionEvent['type'][];

/**
 * Stream id factory: one stream per user holding all of their subscriptions, so "one per site and
 * code" is decided over the whole set and appended atomically, and nobody can touch another's.
 */
export const subscriptionStream = (username: string): string => `subscriptions-${username.toLowerCase()}`;
