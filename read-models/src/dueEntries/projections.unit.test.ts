import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import type { DataScreenEvent, DueAlertEvent, DueGraceSet, StoredOf } from '@ftr/contracts';
import { dueAlertsProjection } from './alertsProjection.ts';
import type { DueAlertDoc, DueScreenDoc } from './docs.ts';
import { dueScreensProjection } from './screensProjection.ts';

let position = 1n;
type ScreenEvent = StoredOf<DataScreenEvent | DueGraceSet>;
const stored = (event: DataScreenEvent | DueGraceSet, timestamp: string): ScreenEvent => ({
  stream: 'test',
  revision: 0,
  position: position++,
  ...event,
  metadata: testMetadata({ timestamp }),
});
const storedAlert = (event: DueAlertEvent, timestamp: string): StoredOf<DueAlertEvent> => ({
  stream: 'test',
  revision: 0,
  position: position++,
  ...event,
  metadata: testMetadata({ timestamp }),
});
const ref = { id: 7, site: 'BA' as const };
const screenHistory = [
  stored(
    { type: 'DataScreenCreated', data: { ...ref, description: 'Boilers', screenType: 'HLY', accessLevel: 1, area: 'A' } },
    '2026-11-20T08:00:00.000Z',
  ),
  stored({ type: 'DataScreenMemberAdded', data: { ...ref, memberNo: 1, code: 'A', separator: false } }, '2026-11-20T08:01:00.000Z'),
  stored({ type: 'DataScreenMemberAdded', data: { ...ref, memberNo: 2, code: 'B', separator: false } }, '2026-11-22T12:30:00.000Z'),
  stored({ type: 'DataScreenMembersSwapped', data: { ...ref, memberNo: 1, otherNo: 2 } }, '2026-11-22T12:31:00.000Z'),
  stored({ type: 'DueGraceSet', data: { site: 'BA', screenId: 7, minutes: 45 } }, '2026-11-22T12:32:00.000Z'),
  stored({ type: 'DataScreenMemberRemoved', data: { ...ref, memberNo: 1 } }, '2026-11-22T12:33:00.000Z'),
  stored(
    { type: 'DataScreenUpdated', data: { ...ref, description: 'Boiler house', accessLevel: 2, area: 'A' } },
    '2026-11-22T12:34:00.000Z',
  ),
];

// The runtime stamps _position on what evolve answers; these stand in for it.
const screenDoc = (doc: Omit<DueScreenDoc, '_position'> | null): DueScreenDoc | null => doc && ({ ...doc, _position: '0' } as DueScreenDoc);
const alertDoc = (doc: Omit<DueAlertDoc, '_position'> | null): DueAlertDoc | null => doc && ({ ...doc, _position: '0' } as DueAlertDoc);
const applyScreens = (events: ScreenEvent[], times: number) =>
  events.reduce<Omit<DueScreenDoc, '_position'> | null>((doc, event) => {
    let next = doc;
    for (let i = 0; i < times; i += 1) next = dueScreensProjection.evolve(screenDoc(next), event);
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
    const archived = stored({ type: 'DataScreenArchived', data: ref }, '2026-11-23T00:00:00.000Z');
    expect(applyScreens([...screenHistory, archived], 1)).toBeNull();
    expect(applyScreens([screenHistory[4] ?? archived], 1)).toBeNull();
  });
});

describe('dueAlerts projection', () => {
  const subscribed = storedAlert(
    { type: 'DueAlertSubscribed', data: { username: 'beth', site: 'BA', delayMinutes: 30, email: true, push: false } },
    '2026-11-22T12:00:00.000Z',
  );
  const ended = storedAlert({ type: 'DueAlertUnsubscribed', data: { username: 'beth', site: 'BA' } }, '2026-11-22T13:00:00.000Z');
  const apply = (events: StoredOf<DueAlertEvent>[], times: number) =>
    events.reduce<Omit<DueAlertDoc, '_position'> | null>((doc, event) => {
      let next = doc;
      for (let i = 0; i < times; i += 1) next = dueAlertsProjection.evolve(alertDoc(next), event);
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
