import { SUBSCRIPTION_TYPE_NAMES, type SubscriptionDto, type SubscriptionType } from '@ftr/contracts';

export interface Settings {
  type: SubscriptionType;
  email: boolean;
  push: boolean;
}

/** What PUT /parameter-subscribe/:id sends for a subscription. */
export const settingsOf = (s: SubscriptionDto): Settings => ({ type: s.SUBSCRIPTION_TYPE, email: s.EMAIL, push: s.PUSH_NOTIFICATION });

/** The list with one subscription's type, email and push changed (and its type text to match). */
export const withSettings = (list: readonly SubscriptionDto[], id: string, settings: Settings): SubscriptionDto[] =>
  list.map((s) =>
    s.ID === id
      ? {
          ...s,
          SUBSCRIPTION_TYPE: settings.type,
          SUBSCRIPTION: SUBSCRIPTION_TYPE_NAMES[settings.type],
          EMAIL: settings.email,
          PUSH_NOTIFICATION: settings.push,
        }
      : s,
  );

export const without = (list: readonly SubscriptionDto[], id: string): SubscriptionDto[] => list.filter((s) => s.ID !== id);
