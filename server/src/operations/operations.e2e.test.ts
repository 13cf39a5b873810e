import type { Page } from 'playwright-core';
import { browserSuite, chooseLoginSite } from '../testing/browserSuite.ts';
import { DEMO_PASSWORD } from '../testing/embedded.ts';
import { chooseOption } from '../testing/pageWait.ts';

const suite = browserSuite();
const { describeBrowser, newPage } = suite;

const signIn = async (page: Page, username: string, siteLabel: string) => {
  await suite.signIn(page, username, siteLabel, { path: '/operations' });
  await page.waitForURL(/\/operations$/);
};

const fillDate = async (page: Page, label: string, value: string) => {
  const input = page.getByLabel(label);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
};

describeBrowser('operations in the browser (Chromium)', () => {
  it('signs in, creates an operation, and another browser sees it without reloading', async () => {
    const watcher = await newPage();
    await signIn(watcher, 'supervisor.ba', 'Bardney');
    await watcher.getByRole('heading', { name: 'Operations' }).waitFor();

    const page = await newPage();
    await signIn(page, 'supervisor.ba', 'Bardney');
    await page.getByRole('button', { name: 'New' }).click();
    await page.getByLabel('Code').fill('e2e2030');
    await page.getByLabel('Type').click();
    await chooseOption(page, 'Juice Run');
    await fillDate(page, 'Start Date', '2030-01-10');
    await fillDate(page, 'End Date', '2030-02-10');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Operation Created').waitFor();

    const row = page.locator('tr[data-row-key="E2E2030"]');
    await row.waitFor();
    expect(await row.innerText()).toContain('Juice Run');
    expect(await row.innerText()).toContain('Pending');
    await watcher.locator('tr[data-row-key="E2E2030"]').waitFor({ timeout: 10_000 });
  });

  it('sends a user without the OPERATIONS flag from /operations back to home', async () => {
    const page = await newPage();
    await page.goto(`${suite.server().url}/login`);
    await page.getByLabel('Username').fill('operator.ba');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await chooseLoginSite(page, 'Bardney');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByTestId('greeting').waitFor();
    await page.goto(`${suite.server().url}/operations`);
    await page.waitForURL((url) => url.pathname === '/');
  });
});
