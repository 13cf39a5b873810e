import { evolveAll } from '../shared/decider.ts';
import { normaliseParameter, type ParameterType, type SubscriptionEvent } from '@ftr/contracts';
import type { ParameterState } from '../parameters/decider.ts';
import { decideSubscription, subscriptionEvolver, type SubscriptionCommand, type SubscriptionsState } from './decider.ts';

const param = (type: ParameterType, inUse = true): ParameterState => ({
  status: 'present',
  localFlag: 'Y',
  fields: normaliseParameter(
    { HEADING1: 'Thick juice', PTYP_CODE: type, DISPLAY_PRECISION: 2, IN_USE_FLAG: inUse, AUDIT_FLAG: false },
    false,
  ),
});
const settings = { type: 2 as const, email: true, push: false };
const subscribe = (over: Partial<Extract<SubscriptionCommand, { kind: 'Subscribe' }>> = {}): SubscriptionCommand => ({
  kind: 'Subscribe',
  id: 's1',
  username: 'ann',
  site: 'BA',
  code: 'TJ-BX-A-1H',
  userSites: ['BA'],
  parameter: param('REA'),
  ...settings,
  ...over,
});
const created = (id = 's1', site: 'BA' | 'WI' = 'BA'): SubscriptionEvent => ({
  type: 'SubscriptionCreated',
  data: { id, username: 'ann', site, code: 'TJ-BX-A-1H', ...settings },
});
const given = (...events: SubscriptionEvent[]): SubscriptionsState => evolveAll(subscriptionEvolver, events);
const refused = (kind: string, message: string) => ({ ok: false, failure: { kind, message } });

describe('subscriptions decider', () => {
  it('subscribes to an in-use REA parameter of an accessible site', () => {
    expect(decideSubscription(subscribe(), given())).toEqual({ ok: true, events: [created()] });
  });

  it('refuses a site the user has no access to', () => {
    expect(decideSubscription(subscribe({ site: 'WI' }), given())).toEqual(refused('forbidden', 'You do not have access to this site'));
  });

  it('refuses unknown, calculated, constant and unused parameters', () => {
    expect(decideSubscription(subscribe({ parameter: { status: 'absent' } }), given())).toEqual(
      refused('not_found', 'Parameter TJ-BX-A-1H does not exist at BA'),
    );
    for (const parameter of [param('SIM'), param('CON'), param('REA', false)]) {
      expect(decideSubscription(subscribe({ parameter }), given())).toEqual(
        refused('validation', 'Only in-use measured (REA) parameters can be subscribed to; TJ-BX-A-1H is not one'),
      );
    }
  });

  it('allows one subscription per site and code', () => {
    expect(decideSubscription(subscribe({ id: 's2' }), given(created()))).toEqual(
      refused('conflict', 'You are already subscribed to TJ-BX-A-1H at BA; change it under My Subscriptions'),
    );
    const otherSite = subscribe({ id: 's2', site: 'WI', userSites: ['BA', 'WI'] });
    expect(decideSubscription(otherSite, given(created())).ok).toBe(true);
    const deleted: SubscriptionEvent = { type: 'SubscriptionDeleted', data: { id: 's1', username: 'ann' } };
    expect(decideSubscription(subscribe({ id: 's2' }), given(created(), deleted)).ok).toBe(true);
  });

  it('updates and deletes only subscriptions of the stream (your own)', () => {
    const update: SubscriptionCommand = { kind: 'UpdateSubscription', id: 's1', username: 'ann', type: 3, email: false, push: true };
    expect(decideSubscription(update, given(created()))).toEqual({
      ok: true,
      events: [{ type: 'SubscriptionUpdated', data: { id: 's1', username: 'ann', type: 3, email: false, push: true } }],
    });
    expect(decideSubscription({ ...update, id: 'other' }, given(created()))).toEqual(refused('not_found', 'Subscription not found'));
    const remove: SubscriptionCommand = { kind: 'DeleteSubscription', id: 's1', username: 'ann' };
    expect(decideSubscription(remove, given(created()))).toEqual({
      ok: true,
      events: [{ type: 'SubscriptionDeleted', data: { id: 's1', username: 'ann' } }],
    });
    expect(decideSubscription(remove, given())).toEqual(refused('not_found', 'Subscription not found'));
  });

  it('folds updates into the state', () => {
    const updated: SubscriptionEvent = {
      type: 'SubscriptionUpdated',
      data: { id: 's1', username: 'ann', type: 1, email: false, push: true },
    };
    expect(given(created(), updated).get('s1')).toEqual({ site: 'BA', code: 'TJ-BX-A-1H', type: 1, email: false, push: true });
  });
});
