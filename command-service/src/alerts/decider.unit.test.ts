import { evolveAll } from '../shared/decider.ts';
import type { AlertEvent } from '@ftr/contracts';
import { alertEvolver, decideAlert, type AlertCommand, type AlertState } from './decider.ts';

const given = (...events: AlertEvent[]): AlertState => evolveAll(alertEvolver, events);
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
    expect(decideAlert(raise('BA', 'BA'), given())).toEqual({ ok: true, events: [raised('BA')] });
  });

  it('lets the central office raise an alert for any site or for every site', () => {
    expect(decideAlert(raise('CO', 'WI'), given())).toEqual({ ok: true, events: [raised('WI')] });
    expect(decideAlert(raise('CO', null), given())).toEqual({ ok: true, events: [raised(null)] });
  });

  it('refuses a site user raising an alert for another site or for every site', () => {
    expect(decideAlert(raise('BA', 'WI'), given())).toEqual({
      ok: false,
      failure: { kind: 'forbidden', message: 'You can only work on your own site' },
    });
    expect(decideAlert(raise('BA', null), given())).toEqual({
      ok: false,
      failure: { kind: 'forbidden', message: 'Only central office users can raise or clear an alert for every site' },
    });
  });

  it('refuses to raise the same alert twice', () => {
    expect(decideAlert(raise('BA', 'BA'), given(raised())).ok).toBe(false);
  });

  it('clears an active alert, keeping its site', () => {
    expect(decideAlert(clear('BA'), given(raised()))).toEqual({ ok: true, events: [cleared('BA')] });
    expect(decideAlert(clear('CO'), given(raised(null)))).toEqual({ ok: true, events: [cleared(null)] });
  });

  it('refuses to clear a missing, foreign, global (for site users) or already cleared alert', () => {
    expect(decideAlert(clear('BA'), given())).toEqual({ ok: false, failure: { kind: 'not_found', message: 'Alert not found' } });
    expect(decideAlert(clear('BA'), given(raised('WI'))).ok).toBe(false);
    expect(decideAlert(clear('BA'), given(raised(null))).ok).toBe(false);
    expect(decideAlert(clear('BA'), given(raised(), cleared()))).toEqual({
      ok: false,
      failure: { kind: 'conflict', message: 'This alert has already been cleared' },
    });
  });
});
