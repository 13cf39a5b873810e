import { fail, type AlertEvent } from '@ftr/contracts';
import { deciderSpec } from '../shared/deciderSpec.ts';
import { alertDecider, type AlertCommand } from './decider.ts';

const { given } = deciderSpec(alertDecider);
const raised = (site: AlertEvent['data']['site'] = 'BA'): AlertEvent => ({
  type: 'AlertRaised',
  data: { alertId: 'a1', type: 'warning', message: 'Boiler 2 offline', site },
});
const cleared = (site: AlertEvent['data']['site'] = 'BA'): AlertEvent => ({ type: 'AlertCleared', data: { alertId: 'a1', site } });
const raise = (userSite: AlertCommand['userSite'], site: AlertEvent['data']['site']): AlertCommand => ({
  kind: 'RaiseAlert',
  userSite,
  alertId: 'a1',
  type: 'warning',
  message: 'Boiler 2 offline',
  site,
});
const clear = (userSite: AlertCommand['userSite']): AlertCommand => ({ kind: 'ClearAlert', userSite, alertId: 'a1' });

describe('alerts decider', () => {
  it('raises an alert for the user site', () => {
    given()
      .when(raise('BA', 'BA'))
      .then([raised('BA')]);
  });

  it('lets the central office raise an alert for any site or for every site', () => {
    given()
      .when(raise('CO', 'WI'))
      .then([raised('WI')]);
    given()
      .when(raise('CO', null))
      .then([raised(null)]);
  });

  it('refuses a site user raising an alert for another site or for every site', () => {
    given().when(raise('BA', 'WI')).then(fail('forbidden', 'You can only work on your own site'));
    given().when(raise('BA', null)).then(fail('forbidden', 'Only central office users can raise or clear an alert for every site'));
  });

  it('refuses to raise the same alert twice', () => {
    given(raised()).when(raise('BA', 'BA')).thenRefused('conflict');
  });

  it('clears an active alert, keeping its site', () => {
    given(raised())
      .when(clear('BA'))
      .then([cleared('BA')]);
    given(raised(null))
      .when(clear('CO'))
      .then([cleared(null)]);
  });

  it('refuses to clear a missing, foreign, global (for site users) or already cleared alert', () => {
    given().when(clear('BA')).then(fail('not_found', 'Alert not found'));
    given(raised('WI')).when(clear('BA')).thenRefused('forbidden');
    given(raised(null)).when(clear('BA')).thenRefused('forbidden');
    given(raised(), cleared()).when(clear('BA')).then(fail('conflict', 'This alert has already been cleared'));
  });
});
