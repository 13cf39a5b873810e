import { z } from 'zod';
import { defineRoute, WriteResult } from '../http/route.ts';
import { SubscribeBody, SubscriptionDto, SubscriptionIdParams, UpdateSubscriptionBody } from './schemas.ts';
import { SUBSCRIPTIONS_READ_MODELS } from './readModels.ts';

/** Spec 2 §7 and spec 3 §7 parameter-subscribe calls; each acts on the signed-in user's own subscriptions. */
export const subscriptionRoutes = {
  listSubscriptions: defineRoute({
    method: 'GET',
    path: '/parameter-subscribe',
    service: 'query',
    reads: [SUBSCRIPTIONS_READ_MODELS.subscriptions],
    permission: 'authenticated',
    summary: "The signed-in user's parameter subscriptions",
    response: z.array(SubscriptionDto),
  }),
  subscribe: defineRoute({
    method: 'POST',
    path: '/parameter-subscribe',
    service: 'command',
    permission: 'authenticated',
    writeAccess: 0,
    summary: 'Subscribe to an in-use REA parameter of a site you have access to',
    body: SubscribeBody,
    response: WriteResult,
  }),
  updateSubscription: defineRoute({
    method: 'PUT',
    path: '/parameter-subscribe/:id',
    service: 'command',
    permission: 'authenticated',
    writeAccess: 0,
    summary: "Change one of your subscriptions' type, email and push",
    params: SubscriptionIdParams,
    body: UpdateSubscriptionBody,
    response: WriteResult,
  }),
  deleteSubscription: defineRoute({
    method: 'DELETE',
    path: '/parameter-subscribe/:id',
    service: 'command',
    permission: 'authenticated',
    writeAccess: 0,
    summary: 'Remove one of your subscriptions',
    params: SubscriptionIdParams,
    response: WriteResult,
  }),
};
