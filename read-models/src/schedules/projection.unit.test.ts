import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import type { ScheduleEvent, StoredOf } from '@ftr/contracts';
import { evolveSchedule, schedulesProjection as projection, type ScheduleFields } from './projection.ts';

let position = 10n;
const stored = (revision: number, event: ScheduleEvent, timestamp = '2026-11-23T07:00:00.000Z'): StoredOf<ScheduleEvent> => ({
  stream: 'schedule-s1',
  revision,
  position: position++,
  ...event,
  metadata: testMetadata({ timestamp }),
});
const ref = { id: 's1', site: 'BA' as const, definitionId: 7 };
const settings = { cadence: { every: 'DAY' as const, hour: 24, weekday: null }, recipients: ['a@b.com'], enabled: true };
const period = (key: string) => ({ key, fromDate: key, toDate: key, at: `${key}T07:00:00.000Z` });
const history = [
  stored(0, { type: 'ScheduleCreated', data: { ...ref, kind: 'REPORT', owner: 'ann', createdAt: '2026-11-22T10:00:00.000Z', settings } }),
  stored(1, { type: 'ScheduleRunClaimed', data: { ...ref, period: period('2026-11-23') } }),
  stored(2, { type: 'ScheduleRunSucceeded', data: { ...ref, periodKey: '2026-11-23', recipients: 1 } }),
  stored(3, { type: 'ScheduleRunClaimed', data: { ...ref, period: period('2026-11-24') } }, '2026-11-24T07:00:00.000Z'),
  stored(4, { type: 'ScheduleRunFailed', data: { ...ref, periodKey: '2026-11-24', reason: 'SMTP down' } }, '2026-11-24T07:00:01.000Z'),
];
const apply = (events: readonly StoredOf<ScheduleEvent>[], times: number): ScheduleFields | null =>
  events.reduce<ScheduleFields | null>((doc, event) => {
    let next = doc;
    for (let i = 0; i < times; i++) next = evolveSchedule(next, event);
    return next;
  }, null);

describe('schedules projection', () => {
  it('keeps one document per schedule', () => {
    expect(history.map((e) => projection.id(e))).toEqual(Array(5).fill('s1'));
  });

  it('keeps the settings and the runs newest first, one per period', () => {
    expect(apply(history, 1)).toMatchObject({
      ID: 's1',
      DEFINITION_ID: 7,
      CADENCE: settings.cadence,
      RUNS: [
        { period: '2026-11-24', status: 'FAILED', reason: 'SMTP down', at: '2026-11-24T07:00:01.000Z' },
        { period: '2026-11-23', status: 'SUCCEEDED', reason: null },
      ],
    });
  });

  it('gives the same document when every event is applied twice', () => {
    expect(apply(history, 2)).toEqual(apply(history, 1));
  });

  it('removes a deleted schedule', () => {
    expect(apply([...history, stored(5, { type: 'ScheduleDeleted', data: ref })], 1)).toBeNull();
  });
});
