import { SUBSCRIPTION_MESSAGES, SUBSCRIPTIONS_COLLECTION, type SubscriptionDto } from '@ftr/contracts';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useReportError } from '../../../api/errors.ts';
import { useChanges } from '../../../live/socket.ts';
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
  const [subscriptions, setSubscriptions] = useState<SubscriptionDto[]>([]);
  const [loading, setLoading] = useState(true);
  const { message } = App.useApp();
  const reportError = useReportError();
  const report = useRef(reportError);
  useEffect(() => {
    report.current = reportError;
  });
  const current = useRef(subscriptions);
  current.current = subscriptions;
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    try {
      const list = await listSubscriptions();
      if (request === latest.current) setSubscriptions(list);
    } catch (error) {
      if (request === latest.current) report.current(error);
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  useChanges(SUBSCRIPTIONS_COLLECTION, () => void reload());

  /** Shows `next` at once, runs the call, and puts the list back if it fails. */
  const optimistic = useCallback(async (next: SubscriptionDto[], write: () => Promise<unknown>, success: string) => {
    const before = current.current;
    latest.current += 1; // a load in flight must not overwrite the optimistic list
    setSubscriptions(next);
    try {
      await write();
      void message.success(success);
    } catch (error) {
      latest.current += 1;
      setSubscriptions(before);
      report.current(error);
    }
  }, [message]);

  const change = useCallback(async (subscription: SubscriptionDto, patch: Partial<Settings>) => {
    const settings = { ...settingsOf(subscription), ...patch };
    const next = withSettings(current.current, subscription.ID, settings);
    await optimistic(next, () => updateSubscription(subscription.ID, settings), SUBSCRIPTION_MESSAGES.updated);
  }, [optimistic]);

  const remove = useCallback(async (subscription: SubscriptionDto) => {
    await optimistic(without(current.current, subscription.ID), () => deleteSubscription(subscription.ID), SUBSCRIPTION_MESSAGES.removed);
  }, [optimistic]);

  return { subscriptions, loading, change, remove };
};
