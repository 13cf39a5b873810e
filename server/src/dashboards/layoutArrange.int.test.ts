import { randomUUID } from 'node:crypto';
import { addDays, type DashboardDataDto, type LayoutItemDto } from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { newParameter } from '../testing/parameterFixtures.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';
import { changeRecord } from '../testing/values.ts';

let server: TestServer;
const t = { managerBa: '', managerCo: '', supervisorBa: '', auditorBa: '', supervisorWi: '' };
// 10:30 UTC on 25 Nov 2026 is factory date 2026-11-26; BC2026 started 30 days before (the demo plant).
const TODAY = '2026-11-26';
const { ok, read, refused, caughtUp } = httpHelpers(() => server);
type Written = { message: string; position: string; ID: number | string };

beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-11-25T10:30:00Z') });
  await listCodeParts(server, ['DA-FLOW-V-1H', 'DA-LEVL-V-1H']);
  t.managerBa = (await server.login('manager.co', 'BA')).token;
  t.managerCo = (await server.login('manager.co', 'CO')).token;
  t.supervisorBa = (await server.login('supervisor.ba', 'BA')).token;
  t.auditorBa = (await server.login('auditor.co', 'BA')).token;
  t.supervisorWi = (await server.login('supervisor.wi', 'WI')).token;
  for (const code of ['DA-FLOW-V-1H', 'DA-LEVL-V-1H']) await ok('POST', '/parameter', t.supervisorBa, { ...newParameter, CODE: code });
});
afterAll(() => server.destroy());

/** A site dashboard at Bardney with a chart (row 1) and a table (row 2). */
const laidOut = async () => {
  const id = Number((await ok<Written>('POST', '/dashboard', t.managerBa, { description: 'Arranged', format: 1 })).ID);
  for (const code of ['DA-FLOW-V-1H', 'DA-LEVL-V-1H']) await ok('POST', `/dashboard-parameters/${id}`, t.managerBa, { code });
  const layout = `/dashboard-layout/${id}`;
  const chart = await ok<Written>('POST', layout, t.managerBa, {
    row: 1,
    column: 1,
    component: 'TimeseriesChart',
    config: { parameter: 'DA-FLOW-V-1H', type: 'area', height: 'medium' },
  });
  const table = await ok<Written>('POST', layout, t.managerBa, {
    row: 2,
    column: 1,
    component: 'TimeseriesTable',
    config: { codes: ['DA-FLOW-V-1H', 'DA-LEVL-V-1H'] },
  });
  return { id, url: layout, chart: String(chart.ID), table: String(table.ID) };
};

describe('arranging a layout (PUT /dashboard-layout/{dashboardId})', () => {
  it('stores every item’s row, column, width and a chart’s height, read back in the layout', async () => {
    const { id, url, chart, table } = await laidOut();
    const saved = await ok('PUT', url, t.managerBa, {
      items: [
        { id: chart, row: 1, column: 2, width: 5, height: 'large' },
        { id: table, row: 1, column: 1, width: 7 },
      ],
    });
    expect(saved.message).toBe('Layout Saved');
    await caughtUp();
    const items = await read<LayoutItemDto[]>(`/dashboard-layout/rows/${id}`, t.auditorBa);
    expect(items.map((i) => [i.ID, i.ROW_NO, i.COL_NO, i.WIDTH])).toEqual([
      [table, 1, 1, 7],
      [chart, 1, 2, 5],
    ]);
    expect(items[1]?.CONFIG).toMatchObject({ height: 'large' });
  });

  it('refuses, writing nothing: another site, no maintain flag, a corporate dashboard, items missing or doubled, a shared cell, too wide a row, a table’s height, bad numbers', async () => {
    const { url, chart, table } = await laidOut();
    const both = (a: object, b: object) => ({
      items: [
        { id: chart, ...a },
        { id: table, ...b },
      ],
    });
    const fine = both({ row: 1, column: 1 }, { row: 2, column: 1 });
    await refused('PUT', url, t.managerCo, fine, 403, 'Site dashboards are not available at the Central Office');
    await refused('PUT', url, t.auditorBa, fine, 403);
    await refused('PUT', url, undefined, fine, 401);
    await refused(
      'PUT',
      url,
      t.managerBa,
      { items: [{ id: chart, row: 1, column: 1 }] },
      400,
      'Save the layout with every item of the dashboard, each once',
    );
    await refused(
      'PUT',
      url,
      t.managerBa,
      { items: [...fine.items, { id: chart, row: 3, column: 1 }] },
      400,
      'Save the layout with every item of the dashboard, each once',
    );
    await refused('PUT', url, t.managerBa, both({ row: 1, column: 1 }, { row: 1, column: 1 }), 400, 'Row 1 column 1 already holds an item');
    await refused(
      'PUT',
      url,
      t.managerBa,
      both({ row: 1, column: 1, width: 8 }, { row: 1, column: 2, width: 5 }),
      400,
      'Row 1 is wider than 12 columns',
    );
    await refused(
      'PUT',
      url,
      t.managerBa,
      both({ row: 1, column: 1 }, { row: 2, column: 1, height: 'large' }),
      400,
      'Only charts have a height',
    );
    await refused('PUT', url, t.managerBa, both({ row: 1, column: 1, width: 13 }, { row: 2, column: 1 }), 400, 'Width must be 1 to 12');
    await refused('PUT', url, t.managerBa, both({ row: 0, column: 1 }, { row: 2, column: 1 }), 400, 'Row must be 1 to 12');
    const other = `1${url.split('/').pop() ?? ''}-1`;
    await refused(
      'PUT',
      url,
      t.managerBa,
      { items: [{ id: other, row: 1, column: 1 }] },
      400,
      'Save the layout with every item of the dashboard, each once',
    );
    const corporate = Number((await ok<Written>('POST', '/dashboard', t.managerCo, { description: 'Group', format: 1 })).ID);
    await refused(
      'PUT',
      `/dashboard-layout/${corporate}`,
      t.managerCo,
      { items: [] },
      400,
      'This dashboard has no layout: only custom (site) dashboards are laid out',
    );
  });
});

describe('the time range of a dashboard’s data (GET /dashboard-data?range=)', () => {
  it('reads 24 h, 7 or 28 days or the operation instead of each parameter’s history, and refuses a bad range or another site', async () => {
    const { id } = await laidOut();
    for (const [date, value] of [
      [TODAY, 5],
      [addDays(TODAY, -3), 4],
      [addDays(TODAY, -20), 3],
    ] as const)
      await ok('POST', '/data', t.supervisorBa, {
        submissionId: randomUUID(),
        data: [changeRecord('BC2026', 'DA-FLOW-V-1H', date, 1, value)],
      });
    await caughtUp();
    const values = async (range: string) => {
      const data = await read<DashboardDataDto>(`/dashboard-data/BA/${id}/BC/${TODAY}${range}`, t.auditorBa);
      return data.series[0]?.sites[0]?.PARAM_VALUE.filter((v) => v !== null) ?? [];
    };
    expect(await values('')).toEqual([4, 5]);
    expect(await values('?range=24h')).toEqual([5]);
    expect(await values('?range=7d')).toEqual([4, 5]);
    expect(await values('?range=28d')).toEqual([3, 4, 5]);
    // the operation began 30 days before today: all of it
    expect(await values('?range=operation')).toEqual([3, 4, 5]);
    await refused(
      'GET',
      `/dashboard-data/BA/${id}/BC/${TODAY}?range=week`,
      t.auditorBa,
      undefined,
      400,
      'Range must be 24h, 7d, 28d or operation',
    );
    await refused('GET', `/dashboard-data/BA/${id}/BC/${TODAY}?range=28d`, t.supervisorWi, undefined, 403);
    await refused('GET', `/dashboard-data/WI/${id}/BC/${TODAY}?range=28d`, t.auditorBa, undefined, 403);
  });
});
