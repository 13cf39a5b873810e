import type { Page } from 'playwright-core';
import { browserSuite } from '../testing/browserSuite.ts';
import { gridFixtures } from '../testing/gridFixtures.ts';
import { waitForExpression } from '../testing/pageWait.ts';

// Typed values are never lost without warning: every in-app navigation away from pending
// changes asks (Submit / Discard / Stay), and a reload restores them from the session.
const suite = browserSuite();
const { describeBrowser, newPage } = suite;
const grid = gridFixtures(suite);

const TEMP = 'HFL-TP-V-1H';
let operation = '';
let screen = 0;

const leaveDialog = (page: Page) => page.locator('.ant-modal').filter({ hasText: 'Leave without submitting?' });
const openGrid = async () => {
  const page = await newPage();
  page.on('dialog', (dialog) => void dialog.accept()); // the browser's own "leave site?" on reload
  await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: grid.gridPath(screen, operation) });
  await grid.gridReady(page);
  return page;
};
const typeAt = async (page: Page, hour: number, text: string) => {
  await grid.cell(page, TEMP, hour).click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
};
/** Waits until the session keeps `text` as a pending change of this grid. */
const kept = (page: Page, text: string) =>
  waitForExpression(
    page,
    `Object.keys(sessionStorage).some((k) => k.startsWith('ftr.pending') && sessionStorage.getItem(k).includes('"text":${JSON.stringify(text)}'))`,
  );
const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });

describeBrowser('leaving the grid with unsubmitted values (Chromium)', () => {
  beforeAll(async () => {
    operation = await grid.activeOperation('supervisor.ba');
    screen = await grid.screen('supervisor.ba', 'HF leave', [TEMP]);
  });

  it('asks before a sidebar link leaves typed values: Stay keeps them, Discard leaves without them', async () => {
    const page = await openGrid();
    await typeAt(page, 1, '42');
    await sidebarLink(page, 'Operations').click();
    await leaveDialog(page).getByText('1 change has not been submitted').waitFor();
    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
    await leaveDialog(page).waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(grid.gridPath(screen, operation));
    expect(await grid.cell(page, TEMP, 1).inputValue()).toBe('42.0'); // left for the dialog: at the display precision

    await sidebarLink(page, 'Operations').click();
    await leaveDialog(page).getByRole('button', { name: 'Discard' }).click();
    await page.waitForURL((url) => url.pathname === '/operations');
    await page.goBack();
    await grid.gridReady(page);
    expect(await grid.cell(page, TEMP, 1).inputValue()).toBe('');
    expect(await page.getByTestId('restored-notice').count()).toBe(0);
  });

  it('submits from the dialog, then leaves', async () => {
    const page = await openGrid();
    await typeAt(page, 2, '43');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await leaveDialog(page).getByRole('button', { name: 'Submit' }).click();
    // Not the 'Data Submitted' toast: the sign-out's full page load removes it at once, so a busy browser may never
    // show it to the test. The value read back below is the proof that the submit happened first.
    await page.getByRole('button', { name: 'Sign In' }).waitFor(); // signed out, as asked

    const again = await openGrid();
    expect(await grid.cell(again, TEMP, 2).inputValue()).toBe('43.0');
  });

  it('keeps typed values over a reload, restores them with a notice, and forgets them once discarded', async () => {
    const page = await openGrid();
    await typeAt(page, 3, '17');
    await kept(page, '17.0'); // left with Enter: at the display precision
    await page.reload();
    await grid.gridReady(page);
    const notice = page.getByTestId('restored-notice');
    await notice.getByText('Restored 1 unsubmitted change from this session').waitFor();
    expect(await grid.cell(page, TEMP, 3).inputValue()).toBe('17.0');

    await notice.getByRole('button', { name: 'Discard' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await grid.cell(page, TEMP, 3).inputValue()).toBe('');
    await waitForExpression(page, `!Object.keys(sessionStorage).some((k) => k.startsWith('ftr.pending'))`);
    await page.reload();
    await grid.gridReady(page);
    expect(await grid.cell(page, TEMP, 3).inputValue()).toBe('');
  });
});
