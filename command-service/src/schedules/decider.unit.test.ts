import type { DefinitionActor, DefinitionFields, Flag, ReportEvent, ScheduleEvent, Site } from '@ftr/contracts';
import { definitionEvolver, type DefinitionState } from '../reports/decider.ts';
import { evolveAll } from '../shared/handleCommand.ts';
import { decideSchedule, scheduleEvolver, type ScheduleCommand, type ScheduleSettings, type ScheduleState } from './decider.ts';

const actor = (username: string, site: Site, ...flags: Flag[]): DefinitionActor => ({ username, site, flags });
const ann = actor('ann', 'BA', 'REPORTS', 'MAINTAIN_REPORTS');
const bob = actor('bob', 'BA', 'REPORTS');
const fields: DefinitionFields = {
  name: 'Pans',
  accessLevel: 1,
  reportType: 2,
  categoryId: 1,
  periodCode: 'D',
  suppressBlankRows: false,
  outputFileName: 'Pans',
};
const definition = (owner: string, reportType: 1 | 2): DefinitionState =>
  evolveAll(definitionEvolver, [
    { type: 'ReportDefinitionCreated', data: { id: 7, site: 'BA', kind: 'REPORT', owner, fields: { ...fields, reportType } } },
  ] satisfies ReportEvent[]);
const settings: ScheduleSettings = { cadence: { every: 'DAY', hour: 24, weekday: null }, recipients: ['a@b.com'], enabled: true };
const ref = { id: 's1', site: 'BA' as const, definitionId: 7 };
const created: ScheduleEvent = {
  type: 'ScheduleCreated',
  data: { ...ref, kind: 'REPORT', owner: 'ann', createdAt: '2026-11-26T00:00:00.000Z', settings },
};
const period = (key: string) => ({ key, fromDate: key, toDate: key, at: `${key}T07:00:00.000Z` });
const given = (...events: ScheduleEvent[]): ScheduleState => evolveAll(scheduleEvolver, events);
const create = (by: DefinitionActor): ScheduleCommand => ({
  kind: 'CreateSchedule',
  actor: by,
  id: 's1',
  definitionId: 7,
  at: '2026-11-26T00:00:00.000Z',
  settings,
});

describe('schedule decider', () => {
  it('creates a schedule of a shared report for a maintainer', () => {
    expect(decideSchedule(create(ann), given(), { definition: definition('zed', 2) })).toEqual({ ok: true, events: [created] });
  });

  it('refuses a shared report without the maintain flag, and another user’s personal one', () => {
    expect(decideSchedule(create(bob), given(), { definition: definition('zed', 2) })).toMatchObject({
      ok: false,
      failure: { kind: 'forbidden' },
    });
    expect(decideSchedule(create(ann), given(), { definition: definition('zed', 1) })).toMatchObject({
      ok: false,
      failure: { kind: 'forbidden' },
    });
    const owner = actor('bob', 'BA', 'MAINTAIN_REPORTS');
    expect(decideSchedule(create(owner), given(), { definition: definition('bob', 1) })).toMatchObject({ ok: true });
  });

  it('refuses another site and a missing definition', () => {
    const other = actor('ann', 'WI', 'REPORTS', 'MAINTAIN_REPORTS');
    expect(decideSchedule(create(other), given(), { definition: definition('zed', 2) })).toMatchObject({ ok: false });
    expect(decideSchedule(create(ann), given(), { definition: { status: 'absent' } })).toMatchObject({
      ok: false,
      failure: { kind: 'not_found' },
    });
  });

  it('claims each period once, in order, and records its outcome', () => {
    const claim: ScheduleCommand = { kind: 'ClaimRun', id: 's1', period: period('2026-11-26') };
    const facts = { definition: definition('zed', 2) };
    const claimed = decideSchedule(claim, given(created), facts);
    expect(claimed).toEqual({ ok: true, events: [{ type: 'ScheduleRunClaimed', data: { ...ref, period: period('2026-11-26') } }] });
    const after = given(created, { type: 'ScheduleRunClaimed', data: { ...ref, period: period('2026-11-26') } });
    expect(decideSchedule(claim, after, facts)).toMatchObject({ ok: false, failure: { kind: 'conflict' } });
    expect(decideSchedule({ ...claim, period: period('2026-11-25') }, after, facts)).toMatchObject({ ok: false });
    const finish: ScheduleCommand = { kind: 'FinishRun', id: 's1', periodKey: '2026-11-26', outcome: { ok: false, reason: 'SMTP down' } };
    expect(decideSchedule(finish, after, facts)).toEqual({
      ok: true,
      events: [{ type: 'ScheduleRunFailed', data: { ...ref, periodKey: '2026-11-26', reason: 'SMTP down' } }],
    });
    expect(decideSchedule(finish, given(created), facts)).toMatchObject({ ok: false });
  });

  it('updates and deletes only for whoever may change the definition', () => {
    const update: ScheduleCommand = { kind: 'UpdateSchedule', actor: bob, id: 's1', settings };
    expect(decideSchedule(update, given(created), { definition: definition('zed', 2) })).toMatchObject({
      ok: false,
      failure: { kind: 'forbidden' },
    });
    const del: ScheduleCommand = { kind: 'DeleteSchedule', actor: ann, id: 's1' };
    expect(decideSchedule(del, given(created), { definition: definition('zed', 2) })).toEqual({
      ok: true,
      events: [{ type: 'ScheduleDeleted', data: ref }],
    });
    expect(decideSchedule(del, given(created, { type: 'ScheduleDeleted', data: ref }), { definition: definition('zed', 2) })).toMatchObject(
      {
        ok: false,
        failure: { kind: 'not_found' },
      },
    );
  });
});
