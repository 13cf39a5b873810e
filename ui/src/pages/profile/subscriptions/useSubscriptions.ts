import { SUBSCRIPTION_MESSAGES, SUBSCRIPTIONS_COLLECTION, type SubscriptionDto } from '@ftr/contracts';
import { App } from 'antd';
import { useCallback, useRef } from 'react';
import { useReportError } from '../../../api/errors.ts';
import { useLiveQuery } from '../../../live/useLiveQuery.ts';
import { settingsOf, withSettings, without, type Settings } from './list.ts';
import { deleteSubscription, listSubscriptions, updateSubscription } from './service.ts';

export interface Subscriptions {
  subscriptions: SubscriptionDto[];
  loading: boolean;
  change(subscription: SubscriptionDto, settings: Partial<Settings>): Promise<void>;
  remove(subscription: SubscriptionDto): Promise<void>;
}

/**
 * The user's subscriptions, loaded on mount and refreshed live when the server reports a change.
 * Changes and removals show at once and are put back if the server refuses (spec 3 §8: a failed
 * removal restores the list).
 */
export const useSubscriptions = (): Subscriptions => {
  const { message } = App.useApp();
  const reportError = useReportError();
  const { data, loading, replace } = useLiveQuery(SUBSCRIPTIONS_COLLECTION, listSubscriptions, reportError);
  const subscriptions = data ?? [];
  const current = useRef(subscriptions);
  current.current = subscriptions;

  /** Shows `next` at once, runs the call, and puts the list back if it fails. */
  const optimistic = useCallback(
    async (next: SubscriptionDto[], write: () => Promise<unknown>, success: string) => {
      const before = current.current;
      replace(next);
      try {
        await write();
        void message.success(success);
      } catch (error) {
        replace(before);
        reportError(error);
      }
    },
    [message, replace, reportError],
  );

  const change = useCallback(
    async (subscription: SubscriptionDto, patch: Partial<Settings>) => {
      const settings = { ...settingsOf(subscription), ...patch };
      await optimistic(withSettings(current.current, subscription.ID, settings), () => updateSubscription(subscription.ID, settings), SUBSCRIPTION_MESSAGES.updated);
    },
    [optimistic],
  );

  const remove = useCallback(
    async (subscription: SubscriptionDto) => {
      await optimistic(without(current.current, subscription.ID), () => deleteSubscription(subscription.ID), SUBSCRIPTION_MESSAGES.removed);
    },
    [optimistic],
  );

  return { subscriptions, loading, change, remove };
};
