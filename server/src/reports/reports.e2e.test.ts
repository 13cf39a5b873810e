import type { Page } from 'playwright-core';
import { demoParameters } from '../seed/demoParameters.ts';
import { browserSuite } from '../testing/browserSuite.ts';
import { chooseOption } from '../testing/pageWait.ts';

const suite = browserSuite();
const { describeBrowser, newPage } = suite;
const [FIRST = '', SECOND = ''] = demoParameters('BA')
  .filter((p) => p.IN_USE_FLAG)
  .map((p) => p.CODE);

const codesShown = (page: Page) =>
  page
    .locator('[data-testid="report-parameters"] tbody tr[data-row-key]')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1]?.textContent ?? ''));

describeBrowser('report definitions in the browser (Chromium)', () => {
  it('creates a report on the manage screen, adds two parameters, reorders them, removes one and archives the report', async () => {
    const name = `E2E report ${Date.now().toString(36)}`;
    const page = await newPage();
    await suite.signIn(page, 'manager.co', 'Bardney', { path: '/report/manage' });
    await page.waitForURL(/\/report\/manage$/);
    await page.getByRole('button', { name: 'New' }).click();
    await page.waitForURL(/\/report\/manage\/New$/);

    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Access', { exact: true }).click();
    await chooseOption(page, '2 - Standard');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Report Created').waitFor();
    await page.waitForURL(/\/report\/manage\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.getByLabel('Output file name').fill('e2e-output');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Report Updated').waitFor();

    for (const [i, code] of [FIRST, SECOND].entries()) {
      await page.getByLabel('Parameter code').fill(code.toLowerCase());
      await page.getByLabel('Parameter code').press('Enter');
      await page.locator(`tr[data-row-key="${id}-${i + 1}"]`).waitFor();
    }
    expect(await codesShown(page)).toEqual([FIRST, SECOND]);

    const moved = page.waitForResponse((r) => r.url().includes('/api/report-parameters/sequence/') && r.status() === 200);
    await page.getByLabel(`Move ${SECOND} up`).click();
    await moved;
    expect(await codesShown(page)).toEqual([SECOND, FIRST]);
    await page.reload();
    await page.locator(`tr[data-row-key="${id}-1"]`).waitFor();
    expect(await codesShown(page)).toEqual([SECOND, FIRST]);
    expect(await page.getByLabel(`Move ${SECOND} up`).isDisabled()).toBe(true);
    expect(await page.getByLabel(`Move ${FIRST} down`).isDisabled()).toBe(true);

    await page.getByLabel(`Remove ${FIRST}`).click();
    await page.getByText('Item removed').waitFor();
    await page.locator(`tr[data-row-key="${id}-1"]`).waitFor({ state: 'detached' });
    expect(await codesShown(page)).toEqual([SECOND]);

    await page.getByLabel('Back to reports').click();
    await page.waitForURL(/\/report\/manage$/);
    const row = page.locator(`tr[data-row-key="${id}"]`);
    await row.waitFor();
    await page.getByLabel(`Archive ${name}`).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Report Archived').waitFor();
    await row.waitFor({ state: 'detached' });
    await suite.server().settle();
    await page.reload();
    await page.getByRole('link', { name: 'Daily production' }).waitFor();
    expect(await page.locator(`tr[data-row-key="${id}"]`).count()).toBe(0);
  });

  it('creates a shared grabber with a category, lists it under that category, and shows it on the parameter page', async () => {
    const name = `E2E grabber ${Date.now().toString(36)}`;
    const page = await newPage();
    await suite.signIn(page, 'manager.co', 'Bardney', { path: '/datagrabber/manage/New' });
    await page.getByLabel('Name', { exact: true }).fill(name);
    // Shared needs a category first (spec 2 §4).
    expect(await page.getByLabel('Shared', { exact: true }).isDisabled()).toBe(true);
    await page.getByLabel('Category', { exact: true }).click();
    await chooseOption(page, 'Quality');
    await page.getByLabel('Shared', { exact: true }).check();
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Grabber Created').waitFor();
    await page.waitForURL(/\/datagrabber\/manage\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.getByLabel('Parameter code').fill(SECOND);
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Parameter Added').waitFor();
    await page.locator(`tr[data-row-key="${id}-1"]`).waitFor();

    await page.getByLabel('Back to grabbers').click();
    const row = page.locator(`[data-testid="shared-grabbers"] tr[data-row-key="${id}"]`);
    await row.waitFor();
    await page.getByLabel('Category filter').click();
    await chooseOption(page, 'Energy');
    await row.waitFor({ state: 'detached' });

    await suite.server().settle();
    const other = await newPage();
    await suite.signIn(other, 'supervisor.ba', 'Bardney', { path: `/parameters/${SECOND}` });
    await other.getByTestId('parameter-reports').getByText(name).waitFor();
  });

  it('opens the grabber named in the address, and the last one used when the address names none', async () => {
    const suffix = Date.now().toString(36);
    const first = await suite.api<{ ID: number }>('supervisor.ba', 'BA', 'POST', '/grabber', { name: `E2E linked ${suffix}` });
    const second = await suite.api<{ ID: number }>('supervisor.ba', 'BA', 'POST', '/grabber', { name: `E2E picked ${suffix}` });
    await suite.server().settle();
    const page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: `/datagrabber?grabber=${first.ID}` });
    const picker = page.locator('.ant-select', { has: page.getByRole('combobox', { name: 'Grabber' }) });
    await picker.getByTitle(`E2E linked ${suffix}`).waitFor();

    await page.getByRole('combobox', { name: 'Grabber' }).click();
    await chooseOption(page, `E2E picked ${suffix}`);
    await page.waitForURL(new RegExp(`[?&]grabber=${second.ID}(&|$)`));
    await page.goto(`${suite.server().url}/datagrabber`);
    await picker.getByTitle(`E2E picked ${suffix}`).waitFor();
    await page.waitForURL(new RegExp(`[?&]grabber=${second.ID}(&|$)`));

    // A grabber the user cannot pick (someone else's personal one): the picker stays empty.
    const foreign = await suite.api<{ ID: number }>('manager.co', 'BA', 'POST', '/grabber', { name: `E2E foreign ${suffix}` });
    await suite.server().settle();
    await page.goto(`${suite.server().url}/datagrabber?grabber=${foreign.ID}`);
    await page.waitForURL((url) => !url.search.includes('grabber='));
    expect(await picker.getByTitle(`E2E foreign ${suffix}`).count()).toBe(0);
  });

  it("puts a removed parameter back, with the server's message, when the server refuses the removal", async () => {
    const { ID } = await suite.api<{ ID: number }>('manager.co', 'BA', 'POST', '/report', {
      REPORT_NAME: `E2E restore ${Date.now().toString(36)}`,
      ACCESS_LEVEL: 1,
      REPORT_TYPE: 1,
      RCAT_ID: null,
    });
    await suite.api('manager.co', 'BA', 'POST', '/report-parameters', { REPT_ID: ID, CODE: FIRST, SITE: 'BA' });
    const page = await newPage();
    await page.route('**/api/report-parameters/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 409, contentType: 'text/plain', body: 'Refused for the test' })
        : route.fallback(),
    );
    await suite.signIn(page, 'manager.co', 'Bardney', { path: `/report/manage/${ID}` });
    const row = page.locator(`tr[data-row-key="${ID}-1"]`);
    await row.waitFor();
    await page.getByLabel(`Remove ${FIRST}`).click();
    await page.getByText('Refused for the test').waitFor();
    await row.waitFor();
    expect(await codesShown(page)).toEqual([FIRST]);
  });
});
