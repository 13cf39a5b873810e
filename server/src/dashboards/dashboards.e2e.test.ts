import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { factoryToday, systemClock, type DashboardDto } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { chooseOption, waitForExpression } from '../testing/pageWait.ts';
import { newParameter } from '../testing/parameterFixtures.ts';
import { changeRecord } from '../testing/values.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

const suite = browserSuite({ demoDays: 0 });
const { describeBrowser, newPage } = suite;

const toast = (page: Page, text: string) => page.locator('.ant-message-notice').getByText(text, { exact: true }).first().waitFor();
const today = () => factoryToday(systemClock.now());
const operation = () => `BC${today().slice(0, 4)}`;
const submit = (code: string, hour: number, value: number) =>
  suite.api('supervisor.ba', 'BA', 'POST', '/data', {
    submissionId: randomUUID(),
    data: [changeRecord(operation(), code, today(), hour, value)],
  });
/** The chart of a code shows `points` points (its div says how many it draws). */
const chartPoints = (page: Page, scope: string, code: string, points: number) =>
  waitForExpression(
    page,
    `document.querySelector('${scope} [data-testid="dashboard-chart"][data-code="${code}"]')?.dataset.points === '${points}'`,
  );

describeBrowser('dashboards in the browser (Chromium)', () => {
  it('builds a custom dashboard in the layout editor and sees it render a chart and a table, then live values without reload', async () => {
    const suffix = randomUUID().slice(0, 4).toUpperCase();
    const code = `DE${suffix}-FLOW-V-1H`;
    const title = `E2E Boiler ${suffix}`;
    await listCodeParts(suite.server(), [code]);
    await suite.api('supervisor.ba', 'BA', 'POST', '/parameter', { ...newParameter, CODE: code, HEADING1: 'Boiler Flow' });
    await submit(code, 1, 11);

    const page = await newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await suite.signIn(page, 'manager.co', 'Bardney', { path: '/dashboards/manage' });
    await page.getByRole('button', { name: 'New' }).click();
    const modal = page.getByRole('dialog', { name: 'New Dashboard' });
    await modal.getByLabel('Title').click();
    await modal.getByLabel('Title').fill(title);
    await modal.getByRole('button', { name: 'Create' }).click();
    await toast(page, 'Dashboard Added');
    await page.getByRole('heading', { name: title }).waitFor();

    // find the parameter by its code, typed in lower case, and pick it
    await page.getByLabel('Parameter code').click();
    await page.getByLabel('Parameter code').fill(code.toLowerCase());
    await chooseOption(page, `${code} · Boiler Flow Nitrogen · mg/l · Bardney`, { exact: true });
    await page.getByTestId('add-parameter').getByRole('button', { name: 'Add' }).click();
    await toast(page, 'Parameter Added');
    await page.getByTestId('dashboard-parameters').getByText(code, { exact: true }).waitFor();

    // a bar chart in the first row
    const layout = page.getByTestId('layout-form');
    await layout.getByLabel('Chart parameter').click();
    await chooseOption(page, code, { exact: true });
    await layout.getByLabel('Chart type').click();
    await chooseOption(page, 'bar', { exact: true });
    await layout.getByRole('button', { name: 'Add item' }).click();
    await toast(page, 'Item Added');
    await page.getByTestId('layout-grid').getByText(`bar chart of ${code}`).waitFor();
    // a table below it
    await layout.getByLabel('Component').click();
    await chooseOption(page, 'Table', { exact: true });
    await layout.getByLabel('Table parameters').click();
    await chooseOption(page, code, { exact: true });
    await layout.getByRole('button', { name: 'Add item' }).click();
    await page.getByTestId('layout-grid').getByText(`Table of ${code}`).waitFor();

    // the preview beside it draws both
    await chartPoints(page, '[data-testid="dashboard-preview"]', code, 1);
    await page.getByTestId('dashboard-preview').getByTestId('dashboard-table').getByText('Boiler Flow').waitFor();

    await suite.server().settle();
    const [saved] = (await suite.api<DashboardDto[]>('manager.co', 'BA', 'GET', '/dashboards/BA')).filter((d) => d.DESCRIPTION === title);
    expect(saved).toMatchObject({ TYPE: 'S', MANAGE_TYPE: 2, FORMAT_TYPE: 1 });

    // the dashboard itself, then a value entered elsewhere appears without reload
    await page.getByRole('link', { name: 'Open dashboard' }).click();
    await page.getByTestId('dashboard-grid').waitFor();
    await chartPoints(page, '[data-testid="dashboard-grid"]', code, 1);
    await page.getByTestId('dashboard-updated').waitFor();
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    await submit(code, 2, 14);
    await chartPoints(page, '[data-testid="dashboard-grid"]', code, 2);
    // the table: latest 14, average 12.5 over the two values (precision 3, the default) in the parameter's units, up and good (goal Max)
    const row = page.getByTestId('dashboard-table').getByRole('row').filter({ hasText: 'Boiler Flow' });
    await row.getByRole('cell', { name: '14.000 mg/l', exact: true }).waitFor();
    await row.getByRole('cell', { name: '12.500 mg/l', exact: true }).waitFor();
    await row.getByLabel('up (good)').waitFor();
    expect(navigations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
