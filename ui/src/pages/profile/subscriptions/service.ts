import type { BodyOf, Routes, WriteResult } from '@ftr/contracts';
import { call } from '../../../api/client.ts';

export type SubscriptionSettings = BodyOf<Routes['updateSubscription']>;

/** Spec 3 §7 parameter-subscribe calls (the signed-in user's own subscriptions). */

export const updateSubscription = (id: string, body: SubscriptionSettings): Promise<WriteResult> =>
  call('updateSubscription', { params: { id }, body });

export const deleteSubscription = (id: string): Promise<WriteResult> => call('deleteSubscription', { params: { id } });
