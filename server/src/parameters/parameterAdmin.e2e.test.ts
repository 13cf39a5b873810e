import type { Page } from 'playwright-core';
import type { LookupDto, ScreenWriteResult } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { gridFixtures } from '../testing/gridFixtures.ts';
import { chooseOption, waitForValue } from '../testing/pageWait.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// A supervisor creates a parameter from the lookups, uses it on a data screen, edits it,
// and maintains a SIM parameter's dependencies and links, all in the browser.
const suite = browserSuite({ demoDays: 0 });
const { describeBrowser, newPage } = suite;
const grid = gridFixtures(suite);

const CODE = 'TJ-BX-V-9H';
const SIM = 'E2E-SIM-V-9H';
const toast = (page: Page, text: string) => page.locator('.ant-message-notice').getByText(text, { exact: true }).first().waitFor();
const description = async (name: string, code: string) =>
  (await suite.api<LookupDto[]>('supervisor.ba', 'BA', 'GET', `/lookups/${name}`)).find((l) => l.code === code)?.description ?? '';
/** Picks `code` in a searchable lookup select by typing its whole label. */
const choose = async (page: Page, label: string, option: string) => {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByLabel(label, { exact: true }).fill(option);
  await chooseOption(page, option, { exact: true });
};

describeBrowser('parameter administration in the browser (Chromium)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: '/parameters/new' });
    await page.getByRole('heading', { name: 'New parameter' }).waitFor();
  });

  it('creates a parameter whose code is composed from the lookups, once the server said the code is free', async () => {
    const [item, measurement, statistic] = await Promise.all([
      description('item', 'TJ'),
      description('measurement', 'BX'),
      description('statistic', 'V'),
    ]);
    await choose(page, 'Item', `TJ ${item}`);
    await choose(page, 'Measurement', `BX ${measurement}`);
    await choose(page, 'Statistic', `V ${statistic}`);
    await page.getByLabel('Unit no').fill('9');
    await page.getByLabel('Period', { exact: true }).click();
    await chooseOption(page, 'H Hourly', { exact: true });
    await waitForValue(page.getByTestId('new-code'), CODE);
    await waitForValue(page.getByLabel('Heading 1'), item);
    await waitForValue(page.getByLabel('Heading 3'), `${statistic} Hourly`);
    await page.getByLabel('Category').fill('e2e');
    const create = page.getByTestId('new-create');
    await page.locator('[data-testid="new-create"]:not([disabled])').waitFor();
    await create.click();
    await toast(page, `Parameter ${CODE} Created`);
    await page.waitForURL((url) => url.pathname === `/parameters/${CODE}`);
    await waitForValue(page.getByTestId('parameter-code'), CODE);
  });

  it('refuses to create a code that exists: Create stays disabled', async () => {
    const other = await newPage();
    await suite.signIn(other, 'supervisor.ba', 'Bardney', { path: '/parameters/new' });
    const [item, measurement, statistic] = await Promise.all([
      description('item', 'TJ'),
      description('measurement', 'BX'),
      description('statistic', 'V'),
    ]);
    await choose(other, 'Item', `TJ ${item}`);
    await choose(other, 'Measurement', `BX ${measurement}`);
    await choose(other, 'Statistic', `V ${statistic}`);
    await other.getByLabel('Unit no').fill('9');
    await other.getByLabel('Period', { exact: true }).click();
    await chooseOption(other, 'H Hourly', { exact: true });
    await other.getByTestId('new-exists').getByText('Parameter Already Exists').waitFor();
    expect(await other.getByTestId('new-create').isDisabled()).toBe(true);
    await other.context().close();
  });

  it('takes a value on a data screen that shows the new parameter', async () => {
    const operation = await grid.activeOperation('supervisor.ba');
    const { ID } = await grid.api<ScreenWriteResult>('supervisor.ba', 'POST', '/data-screen', {
      DESCRIPTION: 'E2E new parameter',
      SCREEN_TYPE: 'HLY',
      ACCESS_LEVEL: 1,
      AREA: 'A',
    });
    await grid.api('supervisor.ba', 'POST', `/data-screen-member/${ID}/${CODE}`);
    await page.goto(`${suite.server().url}/parameters/${CODE}`);
    await page.getByTestId('parameter-data-screens').getByRole('link', { name: 'E2E new parameter' }).waitFor();
    await page.goto(`${suite.server().url}${grid.gridPath(ID, operation)}`);
    await grid.gridReady(page);
    await grid.cell(page, CODE, 1).click();
    await page.keyboard.type('12.5');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Data Submitted').waitFor();
  });

  it('finds the parameter on /parameters, subscribes to it and opens it; Edit as the code loads nothing', async () => {
    await page.goto(`${suite.server().url}/parameters`);
    const table = page.getByTestId('parameters-table');
    const search = page.getByTestId('parameters-search').getByRole('searchbox');
    await search.fill(CODE);
    await search.press('Enter');
    await table.getByRole('link', { name: CODE, exact: true }).waitFor();
    await table.getByTestId(`subscribe-${CODE}`).click();
    await toast(page, `Subscribed to ${CODE}`);
    await table.getByTestId(`subscribe-${CODE}`).getByText('Subscribed').waitFor();
    expect(await table.getByTestId(`data-view-${CODE}`).getAttribute('href')).toBe(`/parameter/BA/${CODE}`);
    await table.getByRole('link', { name: CODE, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/parameters/${CODE}`);
    await page.getByTestId('parameter-code').waitFor();

    await page.goto(`${suite.server().url}/parameters/Edit`);
    await page.getByText('No parameter chosen').waitFor();
    expect(await page.getByTestId('parameter-code').count()).toBe(0);
  });

  it('edits a field of the parameter with a reason', async () => {
    await page.goto(`${suite.server().url}/parameters/${CODE}`);
    await page.getByLabel('Heading 2').fill('E2E edited heading');
    await page.getByTestId('parameter-reason').fill('Clearer name');
    await page.getByTestId('parameter-save').click();
    await toast(page, `Parameter ${CODE} Updated`);
    await suite.server().settle();
    const stored = await suite.api<{ HEADING2: string }>('supervisor.ba', 'BA', 'GET', `/parameter/${CODE}`);
    expect(stored.HEADING2).toBe('E2E edited heading');
    const [updated] = (await suite.server().infra.eventStore.readStream(`parameter-BA_${CODE}`)).slice(-1);
    expect(updated).toMatchObject({ type: 'ParameterUpdated', data: { reason: 'Clearer name' } });
  });

  it("adds and removes a SIM parameter's dependency and a link", async () => {
    await listCodeParts(suite.server(), [SIM]);
    await suite.api('supervisor.ba', 'BA', 'POST', '/parameter', { CODE: SIM, HEADING1: 'E2E sum', PCAT_CODE: 'E2E', PTYP_CODE: 'SIM' });
    await page.goto(`${suite.server().url}/parameters/${SIM}`);
    const dependencies = page.getByTestId('parameter-dependencies');
    await dependencies.getByTestId('dependency-add').click();
    const add = page.getByRole('dialog', { name: 'Add dependency' });
    await add.getByLabel('Sequence').click();
    await add.getByLabel('Sequence').fill('1');
    await add.getByLabel('Dependent').fill(CODE.toLowerCase());
    await add.getByRole('button', { name: 'Add' }).click();
    await toast(page, 'Dependency Added');
    await dependencies.getByRole('link', { name: CODE }).waitFor();
    await dependencies.getByRole('button', { name: 'Remove' }).click();
    await toast(page, `Parameter ${CODE} removed`);
    await dependencies.getByRole('link', { name: CODE }).waitFor({ state: 'detached' });

    const links = page.getByTestId('parameter-links');
    await links.getByTestId('link-add').click();
    const link = page.getByRole('dialog', { name: 'Add Link' });
    await link.getByTestId('link-second-label').click();
    await link.getByTestId('link-second-label').fill('Input value');
    await link.getByTestId('link-second-code').fill(CODE.toLowerCase());
    await link.getByTestId('link-first-label').fill('Sum');
    await link.getByRole('button', { name: 'Create' }).click();
    await toast(page, 'Link Created');
    await links.getByRole('link', { name: CODE }).waitFor();
    await links.getByRole('button', { name: 'Remove' }).click();
    await toast(page, 'Link Removed');
    await links.getByRole('link', { name: CODE }).waitFor({ state: 'detached' });
  });
});
