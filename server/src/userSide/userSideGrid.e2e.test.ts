import type { Page } from 'playwright-core';
import { ERRORS } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { gridFixtures } from '../testing/gridFixtures.ts';

// A screen the user may not open is one clear no-access state; a past (as-of)
// grid has no edit affordances.
const suite = browserSuite();
const { describeBrowser, newPage } = suite;
const grid = gridFixtures(suite);

const TEMP = 'HFG-TP-V-1H';
let operation = '';
let open = 0;
let restricted = 0; // ACCESS_LEVEL 3: operator.ba reads up to 2
let otherSite = 0; // a Witham screen

/** Counts the API's 403 answers the page receives. */
const forbiddenAnswers = (page: Page) => {
  let count = 0;
  const waiters: { n: number; resolve: () => void }[] = [];
  page.on('response', (response) => {
    if (response.status() !== 403 || !response.url().includes('/api/')) return;
    count += 1;
    for (const waiter of waiters.filter((w) => w.n <= count)) waiter.resolve();
  });
  return { atLeast: (n: number) => new Promise<void>((resolve) => (count >= n ? resolve() : waiters.push({ n, resolve }))) };
};

/** The operator opens `screenId`'s grid; the page shows one no-access state with the server's message. */
const expectNoAccess = async (screenId: number, reason: string) => {
  const page = await newPage();
  const forbidden = forbiddenAnswers(page);
  await suite.signIn(page, 'operator.ba', 'Bardney', { path: grid.gridPath(screenId, operation) });
  const result = page.locator('.ant-result-403');
  await result.getByText(reason).waitFor();
  await forbidden.atLeast(3); // the screen, its heading and its rows were all refused
  expect(await page.locator('.ant-message-notice').count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(0);
  expect(await page.getByTestId('data-grid').count()).toBe(0);
  expect(await page.getByTestId('screen-select').count()).toBe(0);
  await result.getByRole('button', { name: 'Back to your screens' }).click();
  await page.waitForURL((url) => url.pathname === '/dataentry');
};

describeBrowser('what the data-entry grid offers the user (Chromium)', () => {
  beforeAll(async () => {
    operation = await grid.activeOperation('supervisor.ba');
    open = await grid.screen('supervisor.ba', 'HF open', [TEMP]);
    restricted = await grid.screen('supervisor.ba', 'HF restricted', [], 3);
    otherSite = await grid.screen('supervisor.wi', 'HF Witham', []);
  });

  it('shows one no-access state for a screen above the read level, and nothing to submit', async () => {
    await expectNoAccess(restricted, 'This screen needs read access level 3');
  });

  it("shows one no-access state for another site's screen", async () => {
    await expectNoAccess(otherSite, ERRORS.wrongSite);
  });

  it('offers no edit affordance on a past (as-of) grid', async () => {
    const page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: grid.gridPath(open, operation) });
    await grid.gridReady(page);
    // Now: the supervisor edits columns, submits and checks.
    await page.getByRole('button', { name: `Edit column ${TEMP}` }).waitFor();
    await page.getByRole('button', { name: 'Submit' }).waitFor();

    await page.goto(`${suite.server().url}${grid.gridPath(open, operation)}?asOf=${encodeURIComponent(new Date().toISOString())}`);
    await page.getByTestId('as-of-banner').waitFor();
    await grid.gridReady(page);
    expect(await page.getByRole('button', { name: `Edit column ${TEMP}` }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add to favourites' }).count()).toBe(0);
    expect(await grid.cell(page, TEMP, 1).getAttribute('readonly')).not.toBeNull();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByTestId('grid-settings').waitFor();
    expect(await page.getByRole('button', { name: 'Check' }).count()).toBe(0);
  });
});
