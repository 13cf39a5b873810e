import { randomUUID } from 'node:crypto';
import { FACTORY_SITES, SITE_NAMES, factoryToday, siteColour, systemClock, type DashboardDto, type OperationDto } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { waitForExpression } from '../testing/pageWait.ts';
import { newParameter } from '../testing/parameterFixtures.ts';
import { changeRecord } from '../testing/values.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// Dashboards as readable as a Grafana board: a colour per site used the same in chart, legend and table,
// lines rather than overlapping fills, units on the value axis, and table arrows that do not invent a trend.
const suite = browserSuite();
const { describeBrowser, newPage } = suite;

/** '#0072B2' as the browser computes it: 'rgb(0, 114, 178)'. */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

describeBrowser('readable dashboards in the browser (Chromium)', () => {
  it('draws the corporate dashboard as lines, a distinct colour per site in the legend and the table, units on the axis', async () => {
    const [corporate] = await suite.api<DashboardDto[]>('manager.co', 'CO', 'GET', '/dashboards?manageId=1&formatId=1');
    const page = await newPage();
    await suite.signIn(page, 'manager.co', 'Peterborough', { path: `/dashboards/${corporate?.ID ?? 0}` });
    const chart = page.locator('[data-testid="dashboard-chart"][data-code="BS-TN-T-0H"]');
    await chart.locator('canvas').first().waitFor();
    // five sites: lines, never five overlapping areas; the value axis names the units
    expect(await chart.getAttribute('data-type')).toBe('area');
    expect(await chart.getAttribute('data-drawn')).toBe('line');
    expect(await chart.getAttribute('data-units')).toBe('t/h');
    // the legend: every site in its own colour, the colour contracts' siteColour gives it
    const legend = await chart.getByTestId('chart-legend').evaluate((ul) =>
      [...ul.querySelectorAll('li')].map((li) => ({
        name: li.textContent,
        colour: getComputedStyle(li.querySelector('[data-testid="site-swatch"]') as Element).backgroundColor,
      })),
    );
    const expected = FACTORY_SITES.map((site) => ({ name: SITE_NAMES[site], colour: rgb(siteColour(site)) }));
    expect(legend).toEqual(expected);
    expect(new Set(legend.map((l) => l.colour)).size).toBe(FACTORY_SITES.length);
    // the table marks each site's row with the same colour
    const rows = page.getByTestId('dashboard-table').getByRole('row').filter({ hasText: 'Beet sliced' });
    await rows.first().waitFor();
    const tableColours = await rows.evaluateAll((trs) =>
      trs.map((tr) => ({
        site: tr.querySelector('[data-site]')?.getAttribute('data-site'),
        colour: getComputedStyle(tr.querySelector('[data-testid="site-swatch"]') as Element).backgroundColor,
      })),
    );
    expect(tableColours).toEqual(FACTORY_SITES.map((site) => ({ site, colour: rgb(siteColour(site)) })));
    await page.context().close();
  });

  it('shows no arrow when the latest equals the average as shown, and colours a fall green when the goal is Min', async () => {
    const suffix = randomUUID().slice(0, 4).toUpperCase();
    const level = `DR${suffix}-PY-V-1H`;
    const losses = `DR${suffix}-LS-V-1H`;
    await listCodeParts(suite.server(), [level, losses]);
    for (const [code, HEADING1] of [
      [level, 'Purity'],
      [losses, 'Losses'],
    ] as const)
      await suite.api('supervisor.ba', 'BA', 'POST', '/parameter', {
        ...newParameter,
        CODE: code,
        HEADING1,
        HEADING2: '',
        UNITS: '%',
        DISPLAY_PRECISION: 1,
        UPPER_ABS_LIMIT: 100,
        UPPER_CHK_LIMIT: 99,
      });
    const operation = (await suite.api<OperationDto[]>('supervisor.ba', 'BA', 'GET', '/operations/active'))[0]?.OPTN_CODE ?? '';
    const today = factoryToday(systemClock.now());
    // average 91.613…, latest 91.6: both shown as 91.6. Losses: average 4.5, latest 4.0, lower is better.
    const values: [string, number, number][] = [
      [level, 1, 91.62],
      [level, 2, 91.62],
      [level, 3, 91.6],
      [losses, 1, 5],
      [losses, 2, 4],
    ];
    await suite.api('supervisor.ba', 'BA', 'POST', '/data', {
      submissionId: randomUUID(),
      data: values.map(([code, hour, value]) => changeRecord(operation, code, today, hour, value)),
    });
    const { ID } = await suite.api<{ ID: number }>('manager.co', 'BA', 'POST', '/dashboard', {
      description: `Trends ${suffix}`,
      format: 1,
    });
    await suite.api('manager.co', 'BA', 'POST', `/dashboard-parameters/${ID}`, { code: level });
    await suite.api('manager.co', 'BA', 'POST', `/dashboard-parameters/${ID}`, { code: losses, goal: 'Min' });
    await suite.api('manager.co', 'BA', 'POST', `/dashboard-layout/${ID}`, {
      row: 1,
      column: 1,
      component: 'TimeseriesTable',
      config: { codes: [level, losses] },
    });
    await suite.server().settle();

    const page = await newPage();
    await suite.signIn(page, 'manager.co', 'Bardney', { path: `/dashboards/${ID}` });
    const table = page.getByTestId('dashboard-table');
    const levelRow = table.getByRole('row').filter({ hasText: 'Purity' });
    await levelRow.getByRole('cell', { name: '91.6 %', exact: true }).first().waitFor();
    await waitForExpression(
      page,
      `document.querySelectorAll('[data-testid="dashboard-table"] [data-testid="dashboard-trend"]').length === 2`,
    );
    expect(await levelRow.getByRole('cell').allInnerTexts()).toEqual(['Purity Bardney', '7', '91.6 %', '91.6 %', '–']);
    expect(await levelRow.locator('.anticon-arrow-up, .anticon-arrow-down').count()).toBe(0);
    expect(await levelRow.getByTestId('dashboard-trend').getAttribute('data-trend')).toBe('level');

    const lossesRow = table.getByRole('row').filter({ hasText: 'Losses' });
    const arrow = lossesRow.getByTestId('dashboard-trend');
    expect(await arrow.getAttribute('aria-label')).toBe('down (good)');
    expect(await arrow.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(56, 158, 13)');
    await page.context().close();
  });
});
