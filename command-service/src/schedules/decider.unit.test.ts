import type { DefinitionActor, DefinitionFields, Flag, RecipientAccount, ReportEvent, ScheduleEvent, Site } from '@ftr/contracts';
import { definitionEvolver, type DefinitionState } from '../reports/decider.ts';
import { evolveAll } from '../shared/decider.ts';
import {
  decideSchedule,
  scheduleEvolver,
  type ScheduleCommand,
  type ScheduleFacts,
  type ScheduleSettings,
  type ScheduleState,
} from './decider.ts';

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
/** The facts of a decision: the definition, no recipient with an account, company domain b.com (settings mail a@b.com). */
const facts = (def: DefinitionState, accounts = new Map<string, RecipientAccount[]>()): ScheduleFacts => ({
  definition: def,
  accounts,
  companyDomain: 'b.com',
});
const period = (key: string) => ({ key, fromDate: key, toDate: key, at: `${key}T07:00:00.000Z` });
const given = (...events: ScheduleEvent[]): ScheduleState => evolveAll(scheduleEvolver, events);
const create = (by: DefinitionActor, reachable: readonly Site[] = [by.site]): Extract<ScheduleCommand, { kind: 'CreateSchedule' }> => ({
  kind: 'CreateSchedule',
  actor: by,
  reachable,
  id: 's1',
  definitionId: 7,
  at: '2026-11-26T00:00:00.000Z',
  settings,
});

describe('schedule decider', () => {
  it('creates a schedule of a shared report for a maintainer', () => {
    expect(decideSchedule(create(ann), given(), facts(definition('zed', 2)))).toEqual({ ok: true, events: [created] });
  });

  it('refuses a shared report without the maintain flag, and another user’s personal one', () => {
    expect(decideSchedule(create(bob), given(), facts(definition('zed', 2)))).toMatchObject({
      ok: false,
      failure: { kind: 'forbidden' },
    });
    expect(decideSchedule(create(ann), given(), facts(definition('zed', 1)))).toMatchObject({
      ok: false,
      failure: { kind: 'forbidden' },
    });
    const owner = actor('bob', 'BA', 'MAINTAIN_REPORTS');
    expect(decideSchedule(create(owner), given(), facts(definition('bob', 1)))).toMatchObject({ ok: true });
  });

  it('refuses another site and a missing definition', () => {
    const other = actor('ann', 'WI', 'REPORTS', 'MAINTAIN_REPORTS');
    expect(decideSchedule(create(other), given(), facts(definition('zed', 2)))).toMatchObject({ ok: false });
    expect(decideSchedule(create(ann), given(), facts({ status: 'absent' }))).toMatchObject({
      ok: false,
      failure: { kind: 'not_found' },
    });
  });

  it('refuses a definition naming a parameter of a site the actor does not reach', () => {
    const withWi = evolveAll(definitionEvolver, [
      { type: 'ReportDefinitionCreated', data: { id: 7, site: 'CO', kind: 'REPORT', owner: 'zed', fields } },
      {
        type: 'ReportParameterAdded',
        data: {
          id: 7,
          site: 'CO',
          kind: 'REPORT',
          paramNo: 1,
          code: 'RJ-BX-V-1H',
          paramSite: 'WI',
          heading1: '',
          heading2: '',
          heading3: '',
        },
      },
    ] as ReportEvent[]);
    const head = actor('ann', 'CO', 'REPORTS', 'MAINTAIN_REPORTS');
    expect(decideSchedule(create(head, ['BA', 'CO']), given(), facts(withWi))).toEqual({
      ok: false,
      failure: { kind: 'forbidden', message: 'You can only work on your own site' },
    });
    expect(decideSchedule(create(head, ['BA', 'WI', 'CO']), given(), facts(withWi))).toMatchObject({ ok: true });
  });

  it('claims each period once, in order, and records its outcome', () => {
    const claim: ScheduleCommand = { kind: 'ClaimRun', id: 's1', period: period('2026-11-26') };
    const known = facts(definition('zed', 2));
    const claimed = decideSchedule(claim, given(created), known);
    expect(claimed).toEqual({ ok: true, events: [{ type: 'ScheduleRunClaimed', data: { ...ref, period: period('2026-11-26') } }] });
    const after = given(created, { type: 'ScheduleRunClaimed', data: { ...ref, period: period('2026-11-26') } });
    expect(decideSchedule(claim, after, known)).toMatchObject({ ok: false, failure: { kind: 'conflict' } });
    expect(decideSchedule({ ...claim, period: period('2026-11-25') }, after, known)).toMatchObject({ ok: false });
    const finish: ScheduleCommand = { kind: 'FinishRun', id: 's1', periodKey: '2026-11-26', outcome: { ok: false, reason: 'SMTP down' } };
    expect(decideSchedule(finish, after, known)).toEqual({
      ok: true,
      events: [{ type: 'ScheduleRunFailed', data: { ...ref, periodKey: '2026-11-26', reason: 'SMTP down' } }],
    });
    expect(decideSchedule(finish, given(created), known)).toMatchObject({ ok: false });
  });

  it('updates and deletes only for whoever may change the definition', () => {
    const update: ScheduleCommand = { kind: 'UpdateSchedule', actor: bob, reachable: ['BA'], id: 's1', settings };
    expect(decideSchedule(update, given(created), facts(definition('zed', 2)))).toMatchObject({
      ok: false,
      failure: { kind: 'forbidden' },
    });
    const del: ScheduleCommand = { kind: 'DeleteSchedule', actor: ann, id: 's1' };
    expect(decideSchedule(del, given(created), facts(definition('zed', 2)))).toEqual({
      ok: true,
      events: [{ type: 'ScheduleDeleted', data: ref }],
    });
    expect(decideSchedule(del, given(created, { type: 'ScheduleDeleted', data: ref }), facts(definition('zed', 2)))).toMatchObject({
      ok: false,
      failure: { kind: 'not_found' },
    });
  });

  it('refuses, on create and update, a recipient who may not read every parameter, naming the address', () => {
    const withWi = evolveAll(definitionEvolver, [
      { type: 'ReportDefinitionCreated', data: { id: 7, site: 'BA', kind: 'REPORT', owner: 'zed', fields } },
      {
        type: 'ReportParameterAdded',
        data: {
          id: 7,
          site: 'BA',
          kind: 'REPORT',
          paramNo: 1,
          code: 'X-Y-V-1H',
          paramSite: 'WI',
          heading1: '',
          heading2: '',
          heading3: '',
        },
      },
    ] satisfies ReportEvent[]);
    const accounts = new Map([['a@b.com', [{ username: 'al', active: true, sites: ['BA' as const], flags: ['REPORTS' as const] }]]]);
    const outsider = { ...settings, recipients: ['attacker@evil.example'] };
    expect(decideSchedule({ ...create(ann, ['BA', 'WI', 'CO']), settings: outsider }, given(), facts(withWi))).toMatchObject({
      ok: false,
      failure: { kind: 'validation', message: expect.stringContaining('attacker@evil.example may not receive') },
    });
    expect(decideSchedule(create(ann, ['BA', 'WI', 'CO']), given(), facts(withWi, accounts))).toMatchObject({
      ok: false,
      failure: { kind: 'validation' },
    });
    expect(decideSchedule(create(ann, ['BA', 'WI', 'CO']), given(), facts(withWi))).toMatchObject({ ok: true });
    const update: ScheduleCommand = { kind: 'UpdateSchedule', actor: ann, reachable: ['BA', 'WI', 'CO'], id: 's1', settings: outsider };
    expect(decideSchedule(update, given(created), facts(withWi))).toMatchObject({ ok: false, failure: { kind: 'validation' } });
  });

  it('appends nothing for an update that changes nothing', () => {
    const update: ScheduleCommand = { kind: 'UpdateSchedule', actor: ann, reachable: ['BA'], id: 's1', settings };
    expect(decideSchedule(update, given(created), facts(definition('zed', 2)))).toEqual({ ok: true, events: [] });
  });
});
