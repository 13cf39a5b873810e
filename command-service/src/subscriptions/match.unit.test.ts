import { fires, mailFor, noticeFor, parameterLink, type SubscribedParameter, type ValueEntry } from './match.ts';
import { nameBasedUuid, subscriptionNotificationId } from './notificationId.ts';

const parameter: SubscribedParameter = {
  HEADING1: 'Thin juice pH',
  DISPLAY_PRECISION: 2,
  UNITS: 'pH',
  LOWER_ABS_LIMIT: 8.4,
  LOWER_CHK_LIMIT: 8.8,
  UPPER_CHK_LIMIT: 9.4,
  UPPER_ABS_LIMIT: 9.8,
};
const entry = (value: number | null, over: Partial<ValueEntry> = {}): ValueEntry => ({
  site: 'BA',
  code: 'TN-PH-V-1H',
  date: '2026-11-26',
  hour: 3,
  value,
  previous: null,
  kind: value === null ? 'Delete' : 'Insert',
  source: 'DATAENTRY',
  who: 'supervisor.ba',
  ...over,
});
const ann = (type: 1 | 2 | 3) => ({ username: 'ann', type });

describe('fires: does a value change fire a subscription?', () => {
  it("type 1 fires for every value a person enters (insert or update), but not for the subscriber's own", () => {
    expect(fires(ann(1), entry(9), parameter)).toBe(true);
    expect(fires(ann(1), entry(9.1, { kind: 'Update', previous: 9 }), parameter)).toBe(true);
    expect(fires(ann(1), entry(9, { who: 'ANN' }), parameter)).toBe(false);
  });

  it('type 1 does not fire for recalculated values: they are not entered', () => {
    expect(fires(ann(1), entry(9, { source: 'RECALCULATION', who: 'system' }), parameter)).toBe(false);
  });

  it('type 2 fires only outside the check limits, the limits themselves being inside', () => {
    expect([8.79, 8.8, 9.4, 9.41].map((v) => fires(ann(2), entry(v), parameter))).toEqual([true, false, false, true]);
  });

  it('type 3 fires only outside the absolute limits', () => {
    expect([8.39, 8.4, 9.8, 9.81].map((v) => fires(ann(3), entry(v), parameter))).toEqual([true, false, false, true]);
  });

  it("types 2 and 3 also fire for recalculated values and for the subscriber's own entries", () => {
    expect(fires(ann(2), entry(10, { source: 'RECALCULATION', who: 'system' }), parameter)).toBe(true);
    expect(fires(ann(3), entry(10, { who: 'ann' }), parameter)).toBe(true);
  });

  it('a limit that is not set does not apply', () => {
    const upperOnly = { ...parameter, LOWER_CHK_LIMIT: null, LOWER_ABS_LIMIT: null };
    expect([-1e6, 9.41].map((v) => fires(ann(2), entry(v), upperOnly))).toEqual([false, true]);
    expect(fires(ann(3), entry(-1e6), upperOnly)).toBe(false);
  });

  it('never fires for a deletion, whatever the type', () => {
    expect([1, 2, 3].map((type) => fires(ann(type as 1 | 2 | 3), entry(null, { previous: 12 }), parameter))).toEqual([false, false, false]);
  });
});

describe('noticeFor: the notification text', () => {
  it('names the parameter and site, the value at the display precision with its units, who entered it and why it fired', () => {
    expect(noticeFor(2, parameter, [entry(9.5)])).toEqual({
      heading: 'TN-PH-V-1H at Bardney',
      message: 'Thin juice pH on 2026-11-26: hour 3 9.50 pH (entered by supervisor.ba; outside the check limits (8.80 to 9.40))',
      link: '/parameter/BA/TN-PH-V-1H',
    });
  });

  it('lists the hours of one submission in order in one notification; a one-sided limit reads min or max', () => {
    const notice = noticeFor(3, { ...parameter, UNITS: null, DISPLAY_PRECISION: 0, LOWER_ABS_LIMIT: null }, [
      entry(12, { hour: 5 }),
      entry(11, { hour: 4, source: 'RECALCULATION', who: 'system' }),
    ]);
    expect(notice.message).toBe(
      'Thin juice pH on 2026-11-26: hour 4 11, hour 5 12 (entered by supervisor.ba, recalculated; outside the absolute limits (max 10))',
    );
  });

  it('type 1 says no more than what was entered', () => {
    expect(noticeFor(1, parameter, [entry(9)]).message).toBe('Thin juice pH on 2026-11-26: hour 3 9.00 pH (entered by supervisor.ba)');
  });

  it('keeps the message within the notification limit', () => {
    const many = Array.from({ length: 25 }, (_, i) => entry(9, { hour: i + 1 }));
    expect(noticeFor(1, { ...parameter, HEADING1: 'x'.repeat(1990) }, many).message).toHaveLength(2000);
  });

  it('links to the parameter data view, the code escaped', () => {
    expect(parameterLink('WI', 'A B')).toBe('/parameter/WI/A%20B');
  });

  it('mails the same text with the full link and how to change the subscription', () => {
    const mail = mailFor(noticeFor(2, parameter, [entry(9.5)]), 2, 'https://ftr.example.com');
    expect(mail.subject).toBe('FTR: TN-PH-V-1H at Bardney');
    expect(mail.text).toContain('Open the parameter: https://ftr.example.com/parameter/BA/TN-PH-V-1H');
    expect(mail.text).toContain('(Data Outside Check Limits)');
    expect(mail.text).toContain('https://ftr.example.com/profile/subscriptions');
  });
});

describe('notification ids', () => {
  it('are name-based version 5 UUIDs: the same event, parameter, date and user always give the same id', () => {
    const id = subscriptionNotificationId('values-BA_2026-11-23', 4, 'TN-PH-V-1H', '2026-11-26', 'Ann');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(subscriptionNotificationId('values-BA_2026-11-23', 4, 'TN-PH-V-1H', '2026-11-26', 'ann')).toBe(id);
    const others = [
      subscriptionNotificationId('values-BA_2026-11-23', 5, 'TN-PH-V-1H', '2026-11-26', 'ann'),
      subscriptionNotificationId('values-BA_2026-11-23', 4, 'TN-PH-V-1H', '2026-11-26', 'bob'),
      subscriptionNotificationId('values-WI_2026-11-23', 4, 'TN-PH-V-1H', '2026-11-26', 'ann'),
    ];
    expect(new Set([id, ...others]).size).toBe(4);
    expect(nameBasedUuid('x')).not.toBe(nameBasedUuid('y'));
  });
});
