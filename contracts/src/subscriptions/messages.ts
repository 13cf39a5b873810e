/** Texts of the subscriptions feature: the spec's toasts verbatim (spec 2 §8, spec 3 §8), then our own. */
export const SUBSCRIPTION_MESSAGES = {
  subscribed: (code: string) => `Subscribed to ${code}`,
  removed: 'Subscription Removed',
  updated: 'Subscription Updated',
  notFound: 'Subscription not found',
  alreadySubscribed: (code: string, site: string) => `You are already subscribed to ${code} at ${site}; change it under My Subscriptions`,
  notSubscribable: (code: string) => `Only in-use measured (REA) parameters can be subscribed to; ${code} is not one`,
} as const;
