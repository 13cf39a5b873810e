import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import type { DataScreenEvent, DueAlertEvent, DueGraceSet, StoredOf } from '@ftr/contracts';
import { dueAlertsProjection } from './alertsProjection.ts';
import type { DueAlertDoc, DueScreenDoc } from './docs.ts';
import { dueScreensProjection } from './screensProjection.ts';

let position = 1n;
const stored = <E extends DataScreenEvent | DueGraceSet | DueAlertEvent>(event: E, timestamp: string): StoredOf<E> =>
  ({ stream: 'test', revision: Number(position), position: position++, ...event, metadata: testMetadata({ timestamp }) }) as StoredOf<E>;
const ref = { id: 7, site: 'BA' as const };
const screenHistory = [
  stored<DataScreenEvent>(
    { type: 'DataScreenCreated', data: { ...ref, description: 'Boilers', screenType: 'HLY', accessLevel: 1, area: 'A' } },
    '2026-11-20T08:00:00.000Z',
  ),
  stored<DataScreenEvent>(
    { type: 'DataScreenMemberAdded', data: { ...ref, memberNo: 1, code: 'A', separator: false } },
    '2026-11-20T08:01:00.000Z',
  ),
  stored<DataScreenEvent>(
    { type: 'DataScreenMemberAdded', data: { ...ref, memberNo: 2, code: 'B', separator: false } },
    '2026-11-22T12:30:00.000Z',
  ),
  stored<DataScreenEvent>({ type: 'DataScreenMembersSwapped', data: { ...ref, memberNo: 1, otherNo: 2 } }, '2026-11-22T12:31:00.000Z'),
  stored<DueGraceSet>({ type: 'DueGraceSet', data: { site: 'BA', screenId: 7, minutes: 45 } }, '2026-11-22T12:32:00.000Z'),
  stored<DataScreenEvent>({ type: 'DataScreenMemberRemoved', data: { ...ref, memberNo: 1 } }, '2026-11-22T12:33:00.000Z'),
  stored<DataScreenEvent>(
    { type: 'DataScreenUpdated', data: { ...ref, description: 'Boiler house', accessLevel: 2, area: 'A' } },
    '2026-11-22T12:34:00.000Z',
  ),
];

const withPosition = <D extends object>(doc: D | null): (D & { _position: string }) | null => doc && { ...doc, _position: '0' };
const applyScreens = (events: typeof screenHistory, times: number) =>
  events.reduce<Omit<DueScreenDoc, '_position'> | null>((doc, event) => {
    let next = doc;
    for (let i = 0; i < times; i += 1) next = dueScreensProjection.evolve(withPosition(next), event);
    return next;
  }, null);

describe('dueScreens projection', () => {
  it('keeps each member with the instant it joined, and the grace time, one document per screen', () => {
    expect(new Set(screenHistory.map((e) => dueScreensProjection.id(e)))).toEqual(new Set(['7']));
    expect(applyScreens(screenHistory, 1)).toMatchObject({
      _id: '7',
      ID: 7,
      SITE: 'BA',
      DESCRIPTION: 'Boiler house',
      SCREEN_TYPE: 'HLY',
      AREA: 'A',
      ACCESS_LEVEL: 2,
      MEMBERS: [{ memberNo: 2, code: 'B', since: '2026-11-22T12:30:00.000Z' }],
      GRACE_MINUTES: 45,
    });
  });

  it('applied twice gives the same result', () => {
    expect(applyScreens(screenHistory, 2)).toEqual(applyScreens(screenHistory, 1));
  });

  it('an archived screen is removed; a grace time for a screen it does not hold changes nothing', () => {
    const archived = stored<DataScreenEvent>({ type: 'DataScreenArchived', data: ref }, '2026-11-23T00:00:00.000Z');
    expect(applyScreens([...screenHistory, archived], 1)).toBeNull();
    expect(applyScreens([screenHistory[4] ?? archived], 1)).toBeNull();
  });
});

describe('dueAlerts projection', () => {
  const subscribed = stored<DueAlertEvent>(
    { type: 'DueAlertSubscribed', data: { username: 'beth', site: 'BA', delayMinutes: 30, email: true, push: false } },
    '2026-11-22T12:00:00.000Z',
  );
  const ended = stored<DueAlertEvent>({ type: 'DueAlertUnsubscribed', data: { username: 'beth', site: 'BA' } }, '2026-11-22T13:00:00.000Z');
  const apply = (events: StoredOf<DueAlertEvent>[], times: number) =>
    events.reduce<Omit<DueAlertDoc, '_position'> | null>((doc, event) => {
      let next = doc;
      for (let i = 0; i < times; i += 1) next = dueAlertsProjection.evolve(withPosition(next), event);
      return next;
    }, null);

  it('one document per user and site while subscribed; applied twice gives the same result', () => {
    expect(dueAlertsProjection.id(subscribed)).toBe('BA_beth');
    const doc = { _id: 'BA_beth', USERNAME: 'beth', SITE: 'BA', DELAY_MINUTES: 30, EMAIL: true, PUSH: false };
    expect(apply([subscribed], 1)).toEqual(doc);
    expect(apply([subscribed], 2)).toEqual(doc);
    expect(apply([subscribed, ended], 2)).toBeNull();
    expect(dueAlertsProjection.userOf?.(null, subscribed)).toBe('beth');
  });
});
