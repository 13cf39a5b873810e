import { fail, type DueEntryEscalated } from '@ftr/contracts';
import { deciderSpec } from '../shared/deciderSpec.ts';
import { alertDecider, escalationDecider, graceDecider, type AlertCommand, type EscalateCommand } from './decider.ts';

describe('grace decider', () => {
  const { given } = deciderSpec(graceDecider);
  const set = { kind: 'SetGrace' as const, screenId: 7, minutes: 30, userSites: ['BA' as const] };

  it('sets the grace time of a data-entry screen at a site the user holds', () => {
    given()
      .when(set, { site: 'BA', dataEntry: true })
      .then([{ type: 'DueGraceSet', data: { site: 'BA', screenId: 7, minutes: 30 } }]);
  });

  it('refuses an unknown screen, another site, and a live-data screen', () => {
    given().when(set, null).then(fail('not_found', 'Screen 7 not found'));
    given().when(set, { site: 'WI', dataEntry: true }).thenRefused('forbidden');
    given().when(set, { site: 'BA', dataEntry: false }).then(fail('validation', 'Screen 7 is not a data-entry screen'));
  });
});

describe('alert decider', () => {
  const { given } = deciderSpec(alertDecider);
  const subscribe: AlertCommand = {
    kind: 'Subscribe',
    username: 'beth',
    site: 'BA',
    userSites: ['BA'],
    delayMinutes: 60,
    email: true,
    push: true,
  };
  const unsubscribe: AlertCommand = { kind: 'Unsubscribe', username: 'beth', site: 'BA', userSites: ['BA'] };
  const subscribed = {
    type: 'DueAlertSubscribed' as const,
    data: { username: 'beth', site: 'BA' as const, delayMinutes: 60, email: true, push: true },
  };

  it('subscribes (again, to change the terms) and unsubscribes', () => {
    given().when(subscribe).then([subscribed]);
    given(subscribed)
      .when({ ...subscribe, delayMinutes: 15 })
      .then([{ ...subscribed, data: { ...subscribed.data, delayMinutes: 15 } }]);
    given(subscribed)
      .when(unsubscribe)
      .then([{ type: 'DueAlertUnsubscribed', data: { username: 'beth', site: 'BA' } }]);
  });

  it('refuses a site the account does not hold, and ending a subscription that is not there', () => {
    given()
      .when({ ...subscribe, site: 'WI' })
      .thenRefused('forbidden');
    given().when(unsubscribe).thenRefused('not_found');
    given(subscribed, { type: 'DueAlertUnsubscribed', data: { username: 'beth', site: 'BA' } })
      .when(unsubscribe)
      .thenRefused('not_found');
  });
});

describe('escalation decider: once per screen hour and subscriber', () => {
  const { given } = deciderSpec(escalationDecider);
  const hour = { site: 'BA' as const, screenId: 7, date: '2026-11-23', hour: 5, codes: ['B'] };
  const escalate = (usernames: string[]): EscalateCommand => ({ kind: 'Escalate', ...hour, usernames });
  const escalated = (usernames: string[]): DueEntryEscalated => ({ type: 'DueEntryEscalated', data: { ...hour, usernames } });

  it('the first escalation of an hour tells every subscriber named', () => {
    given()
      .when(escalate(['carol', 'beth', 'beth']))
      .then([escalated(['beth', 'carol'])]);
  });

  it('a second attempt tells nobody twice; a subscriber whose longer delay passed later is told once', () => {
    given(escalated(['beth']))
      .when(escalate(['beth']))
      .then(fail('conflict', 'This hour has already been escalated'));
    given(escalated(['beth']))
      .when(escalate(['beth', 'carol']))
      .then([escalated(['carol'])]);
  });
});
