import type { DomainEvent } from '../events/envelope.ts';
import type { Site } from '../sites.ts';
import type { SubscriptionType } from './schemas.ts';

interface Settings {
  type: SubscriptionType;
  email: boolean;
  push: boolean;
}

export type SubscriptionCreated = DomainEvent<'SubscriptionCreated', Settings & { id: string; username: string; site: Site; code: string }>;
export type SubscriptionUpdated = DomainEvent<'SubscriptionUpdated', Settings & { id: string; username: string }>;
export type SubscriptionDeleted = DomainEvent<'SubscriptionDeleted', { id: string; username: string }>;
export type SubscriptionEvent = SubscriptionCreated | SubscriptionUpdated | SubscriptionDeleted;

export const SUBSCRIPTION_EVENT_TYPES = ['SubscriptionCreated', 'SubscriptionUpdated', 'SubscriptionDeleted'] as const;

/**
 * Stream id factory: one stream per user holding all of their subscriptions, so "one per site and
 * code" is decided over the whole set and appended atomically, and nobody can touch another's.
 */
export const subscriptionStream = (username: string): string => `subscriptions-${username.toLowerCase()}`;
