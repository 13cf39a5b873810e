import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chromiumMissing, launchChromium } from './testing/browser.ts';
import { startTestServer, DEMO_PASSWORD, type TestServer } from './testing/embedded.ts';

const UI_DIST = resolve('ui/dist');
const missing = chromiumMissing();
const describeBrowser = missing ? describe.skip : describe;

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  if (missing) return;
  if (!existsSync(resolve(UI_DIST, 'index.html'))) throw new Error('ui/dist is missing: run `npm run build` first (npm test does)');
  server = await startTestServer({ uiDist: UI_DIST });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.destroy();
});

const signIn = async (page: Page, username: string, siteLabel: string) => {
  await page.goto(`${server.url}/operations`);
  await page.waitForURL(/\/login/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByLabel('Site').click();
  await page.getByTitle(siteLabel).click();
  await page.getByRole('button', { name: 'Sign In' }).click();
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
    const watcher = await (await browser.newContext()).newPage();
    await signIn(watcher, 'supervisor.ba', 'Bardney');
    await watcher.getByRole('heading', { name: 'Operations' }).waitFor();

    const page = await (await browser.newContext()).newPage();
    await signIn(page, 'supervisor.ba', 'Bardney');
    await page.getByRole('button', { name: 'New' }).click();
    await page.getByLabel('Code').fill('e2e2030');
    await page.getByLabel('Type').click();
    await page.getByTitle('Juice Run').click();
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
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Username').fill('operator.ba');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByLabel('Site').click();
    await page.getByTitle('Bardney').click();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByTestId('greeting').waitFor();
    await page.goto(`${server.url}/operations`);
    await page.waitForURL((url) => url.pathname === '/');
  });
});
