import { randomUUID } from 'node:crypto';
import type { DashboardDataDto, DashboardDto, DashboardLayoutDto, DashboardParameterDto, LayoutItemDto } from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { newParameter } from '../testing/parameterFixtures.ts';
import { changeRecord } from '../testing/values.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// 10:30 UTC on 25 Nov 2026 is factory date 2026-11-26, hour 4; BC2026 is active at every site.
const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';

let server: TestServer;
const t = { managerBa: '', managerCo: '', supervisorBa: '', supervisorWi: '', auditorBa: '' };
const { ok, read, refused, caughtUp } = httpHelpers(() => server);
type Written = { message: string; position: string; ID: number | string };

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  await listCodeParts(server, ['DB-FLOW-V-1H', 'DB-TGT-V-1H', 'DB-POL-V-1H', 'DB-NONE-V-1H']);
  t.managerBa = (await server.login('manager.co', 'BA')).token;
  t.managerCo = (await server.login('manager.co', 'CO')).token;
  t.supervisorBa = (await server.login('supervisor.ba', 'BA')).token;
  t.supervisorWi = (await server.login('supervisor.wi', 'WI')).token;
  t.auditorBa = (await server.login('auditor.co', 'BA')).token;
  for (const [token, code] of [
    [t.supervisorBa, 'DB-FLOW-V-1H'],
    [t.supervisorBa, 'DB-TGT-V-1H'],
    [t.supervisorBa, 'DB-POL-V-1H'],
    [t.supervisorWi, 'DB-FLOW-V-1H'],
  ] as const) {
    await ok('POST', '/parameter', token, { ...newParameter, CODE: code });
  }
});
afterAll(() => server.destroy());

const create = async (token: string, description: string) => {
  const written = await ok<Written>('POST', '/dashboard', token, { description, format: 1 });
  return Number(written.ID);
};

describe('dashboards', () => {
  it('the demo has two custom dashboards per factory site and one corporate dashboard', async () => {
    const ba = await read<DashboardDto[]>('/dashboards/BA?manageId=2&formatId=1', t.auditorBa);
    expect(ba.map((d) => d.DESCRIPTION)).toEqual(expect.arrayContaining(['Juice Station', 'Slicing and Steam']));
    const corporate = await read<DashboardDto[]>('/dashboards?manageId=1', t.managerCo);
    expect(corporate.map((d) => d.DESCRIPTION)).toContain('Group Slicing and Sugar');
    const juice = ba.find((d) => d.DESCRIPTION === 'Juice Station');
    const layout = await read<DashboardLayoutDto>(`/dashboard-layout/format/${juice?.ADDRESS ?? ''}`, t.auditorBa);
    expect(layout.rows.flatMap((r) => r.columns.map((c) => c.COMPONENT))).toEqual([
      'TimeseriesChart',
      'TimeseriesChart',
      'TimeseriesChart',
      'TimeseriesTable',
    ]);
  });

  it('adds a site dashboard at a factory site and a corporate one at CO, each listed only where it belongs', async () => {
    const site = await ok<Written>('POST', '/dashboard', t.managerBa, { description: 'Bardney Boiler', format: 2 });
    expect(site.message).toBe('Dashboard Added');
    const corporate = await create(t.managerCo, 'Group Throughput');
    await caughtUp();
    const ba = await read<DashboardDto[]>('/dashboards/BA', t.managerBa);
    expect(ba.find((d) => d.ID === site.ID)).toMatchObject({
      TYPE: 'S',
      MANAGE_TYPE: 2,
      FORMAT_TYPE: 2,
      SITE: 'BA',
      ADDRESS: String(site.ID),
    });
    expect(ba.some((d) => d.ID === corporate)).toBe(false);
    expect((await read<DashboardDto[]>('/dashboards?manageId=1&formatId=1', t.managerCo)).map((d) => d.ID)).toContain(corporate);
    expect((await read<DashboardDto[]>('/dashboards/BA?manageId=2&formatId=2', t.auditorBa)).map((d) => d.ID)).toContain(site.ID);
    expect((await read<DashboardDto[]>('/dashboards/BA?manageId=2&formatId=1', t.auditorBa)).map((d) => d.ID)).not.toContain(site.ID);
    // corporate lists only at CO; a site's list only at that site
    await refused('GET', '/dashboards', t.managerBa, undefined, 403, 'Corporate dashboards are for the Central Office only');
    await refused('GET', '/dashboards/WI', t.managerBa, undefined, 403, 'You can only work on your own site');
    await refused('GET', `/dashboard/${corporate}`, t.managerBa, undefined, 403, 'Corporate dashboards are for the Central Office only');
    await refused(
      'GET',
      `/dashboard/${String(site.ID)}`,
      t.managerCo,
      undefined,
      403,
      'Site dashboards are not available at the Central Office',
    );
  });

  it('renames, changes the format and archives; refuses the wrong flag, the wrong site and bad input, writing nothing', async () => {
    const id = await create(t.managerBa, 'Pulp Press');
    expect((await ok('PATCH', `/dashboard/${id}`, t.managerBa, { description: 'Pulp Presses', format: 2, dataType: 'D' })).message).toBe(
      'Dashboard Updated',
    );
    await caughtUp();
    expect(await read<DashboardDto>(`/dashboard/${id}`, t.managerBa)).toMatchObject({
      DESCRIPTION: 'Pulp Presses',
      FORMAT_TYPE: 2,
      DATA_TYPE: 'D',
    });
    await refused('POST', '/dashboard', t.supervisorBa, { description: 'No flag', format: 1 }, 403);
    await refused('PATCH', `/dashboard/${id}`, t.supervisorBa, { description: 'x', format: 1 }, 403);
    await refused('POST', '/dashboard', t.managerBa, { description: ' ', format: 1 }, 400, 'description: Title is required');
    await refused('POST', '/dashboard', t.managerBa, { description: 'Bad format', format: 3 }, 400);
    await refused(
      'PATCH',
      `/dashboard/${id}`,
      t.managerCo,
      { description: 'From CO', format: 1 },
      403,
      'Site dashboards are not available at the Central Office',
    );
    await refused('DELETE', `/dashboard/${id}`, t.supervisorWi, undefined, 403);
    await refused('DELETE', '/dashboard/999999', t.managerBa, undefined, 404, 'Dashboard 999999 not found');
    expect((await ok('DELETE', `/dashboard/${id}`, t.managerBa)).message).toBe('Dashboard Archived');
    await caughtUp();
    expect((await read<DashboardDto[]>('/dashboards/BA', t.managerBa)).some((d) => d.ID === id)).toBe(false);
    await refused('DELETE', `/dashboard/${id}`, t.managerBa, undefined, 404);
  });

  it('maintains the parameter list: add (upper-cased, history 1-28), update, swap neighbours, remove', async () => {
    const id = await create(t.managerBa, 'Flows');
    const a = await ok<Written>('POST', `/dashboard-parameters/${id}`, t.managerBa, { code: 'db-flow-v-1h' });
    expect(a.message).toBe('Parameter Added');
    const b = await ok<Written>('POST', `/dashboard-parameters/${id}`, t.managerBa, {
      code: 'DB-POL-V-1H',
      targetCode: 'db-tgt-v-1h',
      history: 28,
      label: 'Pol',
      goal: 'Min',
    });
    await caughtUp();
    expect(await read<DashboardParameterDto[]>(`/dashboard-parameters/${id}`, t.managerBa)).toEqual([
      {
        ID: a.ID,
        PARM_CODE: 'DB-FLOW-V-1H',
        TARGET_CODE: null,
        HISTORY: 7,
        LABEL: '',
        GOAL: 'Max',
        SITE: null,
        LONG_SITE: null,
        SEQ_NO: 1,
      },
      {
        ID: b.ID,
        PARM_CODE: 'DB-POL-V-1H',
        TARGET_CODE: 'DB-TGT-V-1H',
        HISTORY: 28,
        LABEL: 'Pol',
        GOAL: 'Min',
        SITE: null,
        LONG_SITE: null,
        SEQ_NO: 2,
      },
    ]);
    const url = `/dashboard-parameters/${id}`;
    await refused('POST', url, t.managerBa, { code: 'DB-FLOW-V-1H' }, 409, 'DB-FLOW-V-1H is already on this dashboard');
    await refused('POST', url, t.managerBa, { code: 'DB-NONE-V-1H' }, 400, 'Parameter DB-NONE-V-1H does not exist at BA');
    await refused('POST', url, t.managerBa, { code: 'DB-TGT-V-1H', history: 29 }, 400, 'History must be 1 to 28 days');
    await refused('POST', url, t.managerBa, { code: 'DB-TGT-V-1H', history: 0 }, 400, 'History must be 1 to 28 days');
    await refused(
      'POST',
      url,
      t.managerBa,
      { code: 'DB-TGT-V-1H', site: 'BA' },
      400,
      'A site can be chosen only for parameters of a corporate dashboard',
    );
    // Signed in at BA, Wissington is out of reach whatever the account holds.
    await refused('POST', url, t.managerBa, { code: 'DB-TGT-V-1H', site: 'WI' }, 403, 'You can only work on your own site');
    await refused('POST', url, t.supervisorBa, { code: 'DB-TGT-V-1H' }, 403);

    expect(
      (await ok('PATCH', `/dashboard-parameters/${String(a.ID)}`, t.managerBa, { history: 3, label: 'Flow', goal: 'Min', target: '' }))
        .message,
    ).toBe('Parameter Updated');
    await refused('PATCH', `/dashboard-parameters/${String(a.ID)}`, t.managerBa, { history: 30, label: '', goal: 'Min' }, 400);
    // the first cannot go up, the last cannot go down: only neighbours swap
    expect((await ok('PATCH', `/dashboard-parameters/sequence/${String(b.ID)}/${String(a.ID)}`, t.managerBa)).message).toBe(
      'Order Updated',
    );
    await refused('PATCH', `/dashboard-parameters/sequence/${String(b.ID)}/${String(b.ID)}`, t.managerBa, undefined, 400);
    await refused('PATCH', `/dashboard-parameters/sequence/${String(b.ID)}/${id}-99`, t.managerBa, undefined, 404);
    await caughtUp();
    const after = await read<DashboardParameterDto[]>(`/dashboard-parameters/${id}`, t.managerBa);
    expect(after.map((p) => [p.PARM_CODE, p.SEQ_NO, p.HISTORY])).toEqual([
      ['DB-POL-V-1H', 1, 28],
      ['DB-FLOW-V-1H', 2, 3],
    ]);
    expect((await ok('DELETE', `/dashboard-parameters/${String(a.ID)}`, t.managerBa)).message).toBe('Parameter DB-FLOW-V-1H removed');
    await refused('DELETE', `/dashboard-parameters/${String(a.ID)}`, t.managerBa, undefined, 404);
  });

  it('lays out charts and tables of its parameters and draws them from the values entered', async () => {
    const id = await create(t.managerBa, 'Layout');
    await ok('POST', `/dashboard-parameters/${id}`, t.managerBa, { code: 'DB-FLOW-V-1H', history: 2, targetCode: 'DB-TGT-V-1H' });
    const layout = `/dashboard-layout/${id}`;
    const chart = { parameter: 'db-flow-v-1h', type: 'bar', min: '', max: 20, height: 'large' };
    const item = await ok<Written>('POST', layout, t.managerBa, { row: 1, column: 1, component: 'TimeseriesChart', config: chart });
    await ok('POST', layout, t.managerBa, { row: 2, column: 1, component: 'TimeseriesTable', config: { codes: ['DB-FLOW-V-1H'] } });
    await refused(
      'POST',
      layout,
      t.managerBa,
      { row: 2, column: 2, component: 'TimeseriesTable', config: { codes: [] } },
      400,
      'invalid Parameter List',
    );
    await refused(
      'POST',
      layout,
      t.managerBa,
      { row: 1, column: 1, component: 'TimeseriesChart', config: chart },
      400,
      'Row 1 column 1 already holds an item',
    );
    await refused(
      'POST',
      layout,
      t.managerBa,
      { row: 13, column: 1, component: 'TimeseriesChart', config: chart },
      400,
      'Row must be 1 to 12',
    );
    await refused(
      'POST',
      layout,
      t.managerBa,
      { row: 3, column: 0, component: 'TimeseriesChart', config: chart },
      400,
      'Column must be 1 to 12',
    );
    await refused(
      'POST',
      layout,
      t.managerBa,
      { row: 3, column: 1, component: 'TimeseriesChart', config: { ...chart, parameter: 'DB-POL-V-1H' } },
      400,
      'DB-POL-V-1H is not a parameter of this dashboard',
    );
    await refused(
      'DELETE',
      `/dashboard-parameters/${id}-1`,
      t.managerBa,
      undefined,
      409,
      'DB-FLOW-V-1H is drawn at row 1 column 1; remove that item first',
    );
    await caughtUp();
    const items = await read<LayoutItemDto[]>(`/dashboard-layout/rows/${id}`, t.managerBa);
    expect(items[0]).toEqual({
      ID: item.ID,
      ROW_NO: 1,
      COL_NO: 1,
      COMPONENT: 'TimeseriesChart',
      CONFIG: { parameter: 'DB-FLOW-V-1H', type: 'bar', max: 20, height: 'large' },
    });
    const drawn = await read<DashboardLayoutDto>(`/dashboard-layout/format/${id}`, t.auditorBa);
    expect(drawn.rows.map((r) => [r.ROW_NO, r.columns.map((c) => c.COMPONENT)])).toEqual([
      [1, ['TimeseriesChart']],
      [2, ['TimeseriesTable']],
    ]);

    await ok('POST', '/data', t.supervisorBa, {
      submissionId: randomUUID(),
      data: [changeRecord('BC2026', 'DB-FLOW-V-1H', TODAY, 2, 12.5), changeRecord('BC2026', 'DB-TGT-V-1H', TODAY, 1, 15)],
    });
    await caughtUp();
    const data = await read<DashboardDataDto>(`/dashboard-data/BA/${id}/BC/${TODAY}`, t.auditorBa);
    // in columns: the hours shared by the series once, each series' values over them
    expect(data.axis).toEqual({
      PARAM_DATE: [Date.parse('2026-11-25T09:00:00Z')],
      REAL_DATE: ['2026-11-25'],
      REAL_HOUR: [9],
      FTR_DATE: [TODAY],
      FTR_HOUR: [2],
    });
    expect(data.series).toEqual([
      {
        CODE: 'DB-FLOW-V-1H',
        Name: 'Thick Juice Nitrogen',
        Precision: expect.any(Number),
        Units: 'mg/l',
        Goal: 'Max',
        Target: 15,
        History: 2,
        sites: [{ SITE: 'BA', LONG_SITE: 'Bardney', PARAM_VALUE: [12.5] }],
      },
    ]);
    // juice-run values only: none
    const juiceRun = await read<DashboardDataDto>(`/dashboard-data/BA/${id}/JR/${TODAY}`, t.auditorBa);
    expect(juiceRun.axis.PARAM_DATE).toEqual([]);
    expect(juiceRun.series[0]?.sites).toEqual([]);
    await refused('GET', `/dashboard-data/WI/${id}/BC/${TODAY}`, t.auditorBa, undefined, 403);
    await refused('GET', `/dashboard-data/BA/${id}/BC/${TODAY}`, t.supervisorWi, undefined, 403);
    await refused('GET', `/dashboard-data/BA/${id}/BO/${TODAY}`, t.auditorBa, undefined, 400);

    expect((await ok('DELETE', `/dashboard-layout/${String(item.ID)}`, t.managerBa)).message).toBe('Item removed');
    await refused('DELETE', `/dashboard-layout/${String(item.ID)}`, t.managerBa, undefined, 404);
  });

  it('a daily dashboard shows each factory day’s last value; an hourly one every value', async () => {
    const id = await create(t.managerBa, 'Daily Polarisation');
    await ok('POST', `/dashboard-parameters/${id}`, t.managerBa, { code: 'DB-POL-V-1H', history: 2 });
    const yesterday = '2026-11-25';
    await ok('POST', '/data', t.supervisorBa, {
      submissionId: randomUUID(),
      data: [changeRecord('BC2026', 'DB-POL-V-1H', TODAY, 1, 1), changeRecord('BC2026', 'DB-POL-V-1H', TODAY, 3, 3)],
    });
    await ok('POST', '/data', t.supervisorBa, {
      submissionId: randomUUID(),
      data: [changeRecord('BC2026', 'DB-POL-V-1H', yesterday, 5, 5)],
    });
    await caughtUp();
    const hourly = await read<DashboardDataDto>(`/dashboard-data/BA/${id}/BC/${TODAY}`, t.auditorBa);
    expect([hourly.axis.FTR_DATE, hourly.axis.FTR_HOUR]).toEqual([
      [yesterday, TODAY, TODAY],
      [5, 1, 3],
    ]);
    expect(hourly.series[0]?.sites).toEqual([{ SITE: 'BA', LONG_SITE: 'Bardney', PARAM_VALUE: [5, 1, 3] }]);
    await ok('PATCH', `/dashboard/${id}`, t.managerBa, { description: 'Daily Polarisation', format: 1, dataType: 'D' });
    await caughtUp();
    const daily = await read<DashboardDataDto>(`/dashboard-data/BA/${id}/BC/${TODAY}`, t.auditorBa);
    expect([daily.axis.FTR_DATE, daily.axis.FTR_HOUR]).toEqual([
      [yesterday, TODAY],
      [5, 3],
    ]);
    expect(daily.series[0]?.sites).toEqual([{ SITE: 'BA', LONG_SITE: 'Bardney', PARAM_VALUE: [5, 3] }]);
    // a value changed after the read shows in the next one (the documents kept between reads follow the change notices)
    await ok('POST', '/data', t.supervisorBa, {
      submissionId: randomUUID(),
      data: [changeRecord('BC2026', 'DB-POL-V-1H', TODAY, 3, 4, 3)],
    });
    await caughtUp();
    expect((await read<DashboardDataDto>(`/dashboard-data/BA/${id}/BC/${TODAY}`, t.auditorBa)).series[0]?.sites).toEqual([
      { SITE: 'BA', LONG_SITE: 'Bardney', PARAM_VALUE: [5, 4] },
    ]);
  });

  it('corporate dashboards read every factory site (one series each, with SITE and LONG_SITE) and have no layout', async () => {
    const id = await create(t.managerCo, 'Group Flows');
    await ok('POST', `/dashboard-parameters/${id}`, t.managerCo, { code: 'DB-FLOW-V-1H' });
    await refused(
      'POST',
      `/dashboard-parameters/${id}`,
      t.managerCo,
      { code: 'DB-POL-V-1H', site: 'WI' },
      400,
      'Parameter DB-POL-V-1H does not exist at Wissington',
    );
    await refused(
      'POST',
      `/dashboard-layout/${id}`,
      t.managerCo,
      { row: 1, column: 1, component: 'TimeseriesTable', config: { codes: ['DB-FLOW-V-1H'] } },
      400,
      'This dashboard has no layout: only custom (site) dashboards are laid out',
    );
    await refused(
      'POST',
      `/dashboard-parameters/${id}`,
      t.managerBa,
      { code: 'DB-POL-V-1H' },
      403,
      'Corporate dashboards are for the Central Office only',
    );
    await ok('POST', '/data', t.supervisorWi, { submissionId: randomUUID(), data: [changeRecord('BC2026', 'DB-FLOW-V-1H', TODAY, 3, 7)] });
    await ok('POST', '/data', t.supervisorBa, { submissionId: randomUUID(), data: [changeRecord('BC2026', 'DB-FLOW-V-1H', TODAY, 3, 9)] });
    await caughtUp();
    const all = await read<DashboardDataDto>(`/dashboard-data/CO/${id}/BC/${TODAY}`, t.managerCo);
    const hour3 = all.axis.FTR_HOUR.findIndex((hour, i) => hour === 3 && all.axis.FTR_DATE[i] === TODAY);
    const atHour3 = all.series[0]?.sites.map(({ SITE, LONG_SITE, PARAM_VALUE }) => `${SITE} ${LONG_SITE}:${PARAM_VALUE[hour3]}`);
    expect(new Set(atHour3)).toEqual(new Set(['BA Bardney:9', 'WI Wissington:7']));
    const wi = await read<DashboardDataDto>(`/dashboard-data/WI/${id}/BC/${TODAY}`, t.managerCo);
    expect(wi.series[0]?.sites.map((s) => s.SITE)).toEqual(['WI']);
    await refused(
      'GET',
      `/dashboard-data/BA/${id}/BC/${TODAY}`,
      t.auditorBa,
      undefined,
      403,
      'Corporate dashboards are for the Central Office only',
    );
  });

  it('answers the operational summary: its fixed codes, at your own site, or any site from CO', async () => {
    const { series: summary } = await read<DashboardDataDto>(`/dashboard-summary/BA/BC/${TODAY}`, t.auditorBa);
    expect(summary.map((s) => s.CODE)).toEqual([
      'BS-TN-T-0H',
      'SS-EX-V-0D',
      'SB-LS-V-0D',
      'BL-FU-Q-0D',
      'SS-CL-A-0D',
      'SS-AS-V-1D',
      'SS-MS-V-1D',
    ]);
    expect(summary.map((s) => s.sites.map((site) => site.SITE))).toEqual(summary.map(() => ['BA']));
    const group = await read<DashboardDataDto>(`/dashboard-summary/CO/JR/${TODAY}`, t.managerCo);
    expect(group.series).toHaveLength(7);
    await refused('GET', `/dashboard-summary/WI/BC/${TODAY}`, t.auditorBa, undefined, 403, 'You can only work on your own site');
    const operator = (await server.login('operator.ba', 'BA')).token;
    await refused('GET', `/dashboard-summary/BA/BC/${TODAY}`, operator, undefined, 403, 'You need the dashboards permission');
  });
});
