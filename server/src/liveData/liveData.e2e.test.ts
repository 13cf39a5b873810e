import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { factoryHourToInstant, factoryToday, type OperationDto, type ScreenWriteResult } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { waitForExpression } from '../testing/pageWait.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

const suite = browserSuite();
const { describeBrowser, newPage } = suite;

// Real time on both sides: the browser's factory date and the server's must agree. Hour 1 of today is
// always inside the 1D window that ends with the hour in progress.
const TODAY = factoryToday(new Date());
const FLOW = 'LE2E-FLOW-V-1H'; // REA, check limits 10..20, one decimal
const CALC = 'LE2E-CALC-V-1H'; // SIM: no bell

let operation = '';
let liveScreen = 0;
let entryScreen = 0;

const supervisor = <T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
  suite.api<T>('supervisor.ba', 'BA', method, url, body);
const screenWith = async (DESCRIPTION: string, AREA: 'A' | 'V', codes: string[]) => {
  const { ID } = await supervisor<ScreenWriteResult>('POST', '/data-screen', { DESCRIPTION, SCREEN_TYPE: 'HLY', ACCESS_LEVEL: 1, AREA });
  for (const code of codes) await supervisor('POST', `/data-screen-member/${ID}/${code}`);
  return ID;
};
const submit = (hour: number, VALUE: number, ORIGINAL_VALUE: number | null = null) =>
  supervisor('POST', '/data', {
    submissionId: randomUUID(),
    data: [
      {
        TYPE: ORIGINAL_VALUE === null ? 'Insert' : 'Update',
        CODE: FLOW,
        FTR_DATE: TODAY,
        FTR_HOUR: hour,
        OPERATION: operation,
        AUDIT: false,
        VALUE,
        ORIGINAL_VALUE,
        VALID: true,
      },
    ],
  });

const liveCell = (page: Page, hour: number) => page.locator(`td[data-cell="${FLOW}|${TODAY}|${hour}"]`);
const gridReady = (page: Page) => page.locator('[data-testid="live-grid"][data-ready="true"]').waitFor();
/** Waits until the cell of FLOW at `hour` shows exactly `text` (on the wallboard, then its ▲/▼ mark if any). */
const cellShows = (page: Page, hour: number, text: string) =>
  page.locator(`td[data-cell="${FLOW}|${TODAY}|${hour}"]`, { hasText: new RegExp(`^${text.replace('.', '\\.')}\\s*[▲▼]*$`) }).waitFor();
const rowCount = (page: Page, count: number) => waitForExpression(page, `document.querySelectorAll('tbody tr').length === ${count}`);
const freshness = (page: Page) => page.getByTestId('wallboard-freshness');

describeBrowser('live data and wallboards in the browser (Chromium)', () => {
  beforeAll(async () => {
    const active = await supervisor<OperationDto[]>('GET', '/operations/active');
    operation = active[0]?.OPTN_CODE ?? '';
    if (!operation) throw new Error('the demo plant has no active operation at BA');
    await listCodeParts(suite.server(), [FLOW, CALC]);
    await supervisor('POST', '/parameter', {
      CODE: FLOW,
      HEADING1: 'Juice',
      HEADING2: 'Flow',
      PCAT_CODE: 'E2E',
      DISPLAY_PRECISION: 1,
      UPPER_CHK_LIMIT: 20,
      LOWER_CHK_LIMIT: 10,
      UPPER_ABS_LIMIT: 100,
      LOWER_ABS_LIMIT: 0,
    });
    await supervisor('POST', '/parameter', { CODE: CALC, HEADING1: 'Calc', PCAT_CODE: 'E2E', PTYP_CODE: 'SIM' });
    liveScreen = await screenWith('LE2E Wallboard', 'V', [FLOW, CALC]);
    entryScreen = await screenWith('LE2E Entry', 'A', [FLOW]);
  });

  it('opens a wallboard by its address and shows a value entered on another browser without reloading', async () => {
    const wallboardPath = `/live/wallboard/BA/${liveScreen}?range=1D`;
    const board = await newPage();
    await suite.signIn(board, 'operator.ba', 'Bardney', { path: wallboardPath });
    await board.waitForURL(`**${wallboardPath}`);
    await gridReady(board);
    // No shell: neither top bar nor sidebar; dark theme; the whole viewport.
    expect(await board.getByTestId('sidebar-toggle').count()).toBe(0);
    expect(await board.getByRole('button', { name: 'Sign Out' }).count()).toBe(0);
    const frame = await board.evaluate(`(() => {
      const el = document.querySelector('[data-testid="wallboard"]');
      const rect = el.getBoundingClientRect();
      const [r, g, b] = getComputedStyle(el).backgroundColor.match(/\\d+/g).map(Number);
      return { dark: r + g + b < 150, fills: rect.width === window.innerWidth && rect.height === window.innerHeight };
    })()`);
    expect(frame).toEqual({ dark: true, fills: true });
    expect(await liveCell(board, 1).count()).toBe(0); // no values yet: the wallboard shows no empty hours
    await board.evaluate('window.__notReloaded = true');
    expect(await freshness(board).innerText()).toBe('No values yet');

    // Browser 2: another context enters the value on the data-entry grid.
    const entry = await newPage();
    await suite.signIn(entry, 'supervisor.ba', 'Bardney', { path: `/dataentry/${entryScreen}/${operation}/HLY/${TODAY}/END` });
    const input = entry.locator(`input[data-cell="${FLOW}|${TODAY}|1"]`);
    await input.click();
    await entry.keyboard.type('25');
    await entry.getByRole('button', { name: 'Submit' }).click();
    await entry.getByText('Data Submitted').waitFor();

    await cellShows(board, 1, '25.0');
    expect(await board.evaluate('window.__notReloaded')).toBe(true);
    expect(await liveCell(board, 1).getAttribute('data-tone')).toBe('danger'); // above the upper check
    expect(await liveCell(board, 1).getAttribute('data-fresh')).toBe('true'); // highlighted as new
    // The freshness is the newest value's age (hour 1 ends at 08:00), not the time since the page last read.
    expect(await freshness(board).getAttribute('data-newest-at')).toBe(String(factoryHourToInstant(TODAY, 1).getTime()));
    expect(await freshness(board).innerText()).toMatch(/^Newest value \d+ (s|min|h) ago$/);

    // Losing the connection shows 'Reconnecting…'; on reconnecting the board catches up on what it missed.
    await board.context().setOffline(true);
    await board.getByTestId('live-reconnecting').waitFor();
    await submit(1, 15, 25);
    await board.context().setOffline(false);
    await board.getByTestId('live-reconnecting').waitFor({ state: 'detached', timeout: 20_000 });
    await cellShows(board, 1, '15.0');
    expect(await liveCell(board, 1).getAttribute('data-tone')).toBe('plain');
    expect(await board.evaluate('window.__notReloaded')).toBe(true);
    await board.context().close();
    await entry.context().close();
  });

  it('/live: chooses a screen and range, marks cells outside the check limits, and subscribes with the bell', async () => {
    // Hour 1, the one hour of today always in the 1D window: between 07:00 and 08:00 hour 2 has not begun and
    // /live does not show it. The test above left 15 there.
    await submit(1, 5, 15);
    const page = await newPage();
    await suite.signIn(page, 'operator.ba', 'Bardney', { path: `/live?screen=${liveScreen}` });
    await gridReady(page);
    await cellShows(page, 1, '5.0');
    expect(await liveCell(page, 1).getAttribute('data-tone')).toBe('danger'); // below the lower check
    expect(await page.locator('tbody tr').count()).toBe(24);
    await page.locator('.ant-segmented-item', { hasText: '2D' }).click();
    await rowCount(page, 48);
    expect(page.url()).toContain('range=2D');

    expect(await page.getByRole('button', { name: `Subscribe to ${CALC}` }).count()).toBe(0); // SIM: no bell
    await page.getByRole('button', { name: `Subscribe to ${FLOW}` }).click();
    await page.locator('.ant-message-notice').getByText(`Subscribed to ${FLOW}`).waitFor();
    await page.getByRole('button', { name: `Subscribed to ${FLOW}` }).waitFor();

    // The link to the wallboard keeps the screen and range.
    await page.getByRole('link', { name: 'Open wallboard' }).click();
    await page.waitForURL(`**/live/wallboard/BA/${liveScreen}?range=2D`);
    await page.getByTestId('wallboard').locator('[data-testid="live-grid"][data-ready="true"]').waitFor();
    await page.getByTestId('wallboard').getByText('Bardney · 2D').waitFor(); // the wallboard shows the entered hours that fit
    await page.context().close();
  });
});
