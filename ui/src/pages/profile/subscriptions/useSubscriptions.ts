import { SUBSCRIPTION_MESSAGES, type SubscriptionDto } from '@ftr/contracts';
import { App } from 'antd';
import { useReportError } from '../../../api/errors.ts';
import { queryKey } from '../../../query/keys.ts';
import { useOptimisticMutation } from '../../../query/useOptimisticMutation.ts';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';
import { settingsOf, withSettings, without, type Settings } from './list.ts';
import { deleteSubscription, updateSubscription } from './service.ts';

export interface Subscriptions {
  subscriptions: SubscriptionDto[];
  loading: boolean;
  change: (subscription: SubscriptionDto, settings: Partial<Settings>) => void;
  remove: (subscription: SubscriptionDto) => void;
}

const KEY = queryKey('listSubscriptions', {});

interface Change {
  subscription: SubscriptionDto;
  settings: Settings;
}

/**
 * The user's subscriptions, loaded on mount and refreshed live when the server reports a change.
 * Changes and removals show at once and are put back if the server refuses (spec 3 §8: a failed
 * removal restores the list).
 */
export const useSubscriptions = (): Subscriptions => {
  const { message } = App.useApp();
  const reportError = useReportError();
  const { data, isLoading } = useRouteQuery('listSubscriptions', {}, { onError: (error) => reportError(error) });
  const onError = (error: Error) => reportError(error);

  const update = useOptimisticMutation({
    key: KEY,
    change: (list: SubscriptionDto[], { subscription, settings }: Change) => withSettings(list, subscription.ID, settings),
    write: ({ subscription, settings }: Change) => updateSubscription(subscription.ID, settings),
    onSuccess: () => void message.success(SUBSCRIPTION_MESSAGES.updated),
    onError,
  });
  const removal = useOptimisticMutation({
    key: KEY,
    change: (list: SubscriptionDto[], subscription: SubscriptionDto) => without(list, subscription.ID),
    write: (subscription: SubscriptionDto) => deleteSubscription(subscription.ID),
    onSuccess: () => void message.success(SUBSCRIPTION_MESSAGES.removed),
    onError,
  });

  return {
    subscriptions: data ?? [],
    loading: isLoading,
    change: (subscription, patch) => update.mutate({ subscription, settings: { ...settingsOf(subscription), ...patch } }),
    remove: (subscription) => removal.mutate(subscription),
  };
};
