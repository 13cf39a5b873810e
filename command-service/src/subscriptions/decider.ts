import {
  ERRORS,
  PARAMETER_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  assertNever,
  isSubscribable,
  type Site,
  type SubscriptionEvent,
  type SubscriptionType,
  fail,
} from '@ftr/contracts';
import { accept, reject, type Decider, type Decision, type Evolver } from '../shared/decider.ts';
import type { ParameterState } from '../parameters/decider.ts';

interface Settings {
  type: SubscriptionType;
  email: boolean;
  push: boolean;
}
export interface Subscription extends Settings {
  site: Site;
  code: string;
}

/** A user's subscriptions by id. */
export type SubscriptionsState = ReadonlyMap<string, Subscription>;

/** Commands on the acting user's own subscriptions; ids and the parameter's state are passed in. */
export type SubscriptionCommand =
  | (Settings & {
      kind: 'Subscribe';
      id: string;
      username: string;
      site: Site;
      code: string;
      userSites: readonly Site[];
      parameter: ParameterState;
    })
  | (Settings & { kind: 'UpdateSubscription'; id: string; username: string })
  | { kind: 'DeleteSubscription'; id: string; username: string };

export const subscriptionEvolver: Evolver<SubscriptionsState, SubscriptionEvent> = {
  initialState: new Map(),
  evolve(state, event) {
    const next = new Map(state);
    switch (event.type) {
      case 'SubscriptionCreated': {
        const { id, site, code, type, email, push } = event.data;
        next.set(id, { site, code, type, email, push });
        return next;
      }
      case 'SubscriptionUpdated': {
        const { id, type, email, push } = event.data;
        const current = state.get(id);
        if (current) next.set(id, { ...current, type, email, push });
        return next;
      }
      case 'SubscriptionDeleted':
        next.delete(event.data.id);
        return next;
      default:
        return assertNever(event);
    }
  },
};

/**
 * Spec 2 §6 and §9: only in-use REA parameters, only sites the user may access, one subscription per
 * site and code (a second one is refused: change the first instead), and only your own can change.
 */
export const decideSubscription = (command: SubscriptionCommand, state: SubscriptionsState): Decision<SubscriptionEvent> => {
  switch (command.kind) {
    case 'Subscribe': {
      const { id, username, site, code, type, email, push, parameter } = command;
      if (!command.userSites.includes(site)) return reject(fail('forbidden', ERRORS.noSiteAccess));
      if (parameter.status !== 'present') return reject(fail('not_found', PARAMETER_MESSAGES.notFoundAt(code, site)));
      if (!isSubscribable(parameter.fields)) return reject(fail('validation', SUBSCRIPTION_MESSAGES.notSubscribable(code)));
      if ([...state.values()].some((s) => s.site === site && s.code === code)) {
        return reject(fail('conflict', SUBSCRIPTION_MESSAGES.alreadySubscribed(code, site)));
      }
      return accept({ type: 'SubscriptionCreated', data: { id, username, site, code, type, email, push } });
    }
    case 'UpdateSubscription': {
      const current = state.get(command.id);
      if (!current) return reject(fail('not_found', SUBSCRIPTION_MESSAGES.notFound));
      const { id, username, type, email, push } = command;
      if (current.type === type && current.email === email && current.push === push) return accept();
      return accept({ type: 'SubscriptionUpdated', data: { id, username, type, email, push } });
    }
    case 'DeleteSubscription': {
      if (!state.has(command.id)) return reject(fail('not_found', SUBSCRIPTION_MESSAGES.notFound));
      return accept({ type: 'SubscriptionDeleted', data: { id: command.id, username: command.username } });
    }
    default:
      return assertNever(command);
  }
};

export const subscriptionDecider: Decider<SubscriptionCommand, SubscriptionsState, SubscriptionEvent> = {
  ...subscriptionEvolver,
  decide: decideSubscription,
};
