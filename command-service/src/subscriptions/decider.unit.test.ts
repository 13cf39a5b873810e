import { deciderSpec } from '../shared/deciderSpec.ts';
import { fail, normaliseParameter, type ParameterType, type SubscriptionEvent } from '@ftr/contracts';
import type { ParameterState } from '../parameters/decider.ts';
import { subscriptionDecider, type SubscriptionCommand } from './decider.ts';

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
const { given } = deciderSpec(subscriptionDecider);

describe('subscriptions decider', () => {
  it('subscribes to an in-use REA parameter of an accessible site', () => {
    given().when(subscribe()).then([created()]);
  });

  it('refuses a site the user has no access to', () => {
    given()
      .when(subscribe({ site: 'WI' }))
      .then(fail('forbidden', 'You do not have access to this site'));
  });

  it('refuses unknown, calculated, constant and unused parameters', () => {
    given()
      .when(subscribe({ parameter: { status: 'absent' } }))
      .then(fail('not_found', 'Parameter TJ-BX-A-1H does not exist at BA'));
    for (const parameter of [param('SIM'), param('CON'), param('REA', false)]) {
      given()
        .when(subscribe({ parameter }))
        .then(fail('validation', 'Only in-use measured (REA) parameters can be subscribed to; TJ-BX-A-1H is not one'));
    }
  });

  it('allows one subscription per site and code', () => {
    given(created())
      .when(subscribe({ id: 's2' }))
      .then(fail('conflict', 'You are already subscribed to TJ-BX-A-1H at BA; change it under My Subscriptions'));
    const otherSite = subscribe({ id: 's2', site: 'WI', userSites: ['BA', 'WI'] });
    expect(given(created()).when(otherSite).decision.ok).toBe(true);
    const deleted: SubscriptionEvent = { type: 'SubscriptionDeleted', data: { id: 's1', username: 'ann' } };
    expect(given(created(), deleted).when(subscribe({ id: 's2' })).decision.ok).toBe(true);
  });

  it('updates and deletes only subscriptions of the stream (your own)', () => {
    const update: SubscriptionCommand = { kind: 'UpdateSubscription', id: 's1', username: 'ann', type: 3, email: false, push: true };
    given(created())
      .when(update)
      .then([{ type: 'SubscriptionUpdated', data: { id: 's1', username: 'ann', type: 3, email: false, push: true } }]);
    given(created())
      .when({ ...update, id: 'other' })
      .then(fail('not_found', 'Subscription not found'));
    const remove: SubscriptionCommand = { kind: 'DeleteSubscription', id: 's1', username: 'ann' };
    given(created())
      .when(remove)
      .then([{ type: 'SubscriptionDeleted', data: { id: 's1', username: 'ann' } }]);
    given().when(remove).then(fail('not_found', 'Subscription not found'));
  });

  it('folds updates into the state', () => {
    const updated: SubscriptionEvent = {
      type: 'SubscriptionUpdated',
      data: { id: 's1', username: 'ann', type: 1, email: false, push: true },
    };
    expect(given(created(), updated).state.get('s1')).toEqual({ site: 'BA', code: 'TJ-BX-A-1H', type: 1, email: false, push: true });
  });
});
