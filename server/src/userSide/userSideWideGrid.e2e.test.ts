import type { ScreenWriteResult } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { gridFixtures } from '../testing/gridFixtures.ts';
import { waitForExpression } from '../testing/pageWait.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// A 34-column grid at 1440 px keeps its hour column in view when scrolled sideways,
// says that it scrolls, and a long heading is cut with the whole text on hover.
const suite = browserSuite();
const { describeBrowser, newPage } = suite;
const grid = gridFixtures(suite);
const SUPERVISOR = 'supervisor.ba';
const CODES = Array.from({ length: 34 }, (_, i) => `UWG-C${String(i + 1).padStart(2, '0')}-V-1H`);
const LONG = 'Evaporator third effect vapour temperature after bypass'; // 55 of the 60 allowed

let screen = 0;
let operation = '';

describeBrowser('a wide grid in the browser (Chromium)', () => {
  beforeAll(async () => {
    operation = await grid.activeOperation(SUPERVISOR);
    await listCodeParts(suite.server(), CODES);
    for (const [i, CODE] of CODES.entries()) {
      await grid.api(SUPERVISOR, 'POST', '/parameter', {
        CODE,
        HEADING1: i === 0 ? LONG : `Column ${i + 1}`,
        HEADING2: 'Second line',
        HEADING3: 'Third line',
        PCAT_CODE: 'E2E',
        DISPLAY_PRECISION: 1,
      });
    }
    ({ ID: screen } = await grid.api<ScreenWriteResult>(SUPERVISOR, 'POST', '/data-screen', {
      DESCRIPTION: 'UWG Wide',
      SCREEN_TYPE: 'HLY',
      ACCESS_LEVEL: 1,
      AREA: 'A',
    }));
    for (const code of CODES) await grid.api(SUPERVISOR, 'POST', `/data-screen-member/${screen}/${code}`);
  });

  it('keeps the hour column, shows that it scrolls, and cuts a long heading with its text on hover', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await suite.signIn(page, SUPERVISOR, 'Bardney', { path: grid.gridPath(screen, operation) });
    await grid.gridReady(page);

    // The hint says the grid scrolls sideways, before any scrolling.
    await page.getByTestId('grid-scroll-hint').waitFor();
    expect(await page.getByTestId('grid-scroll-hint').innerText()).toMatch(/Scroll sideways: \d+ more columns/);
    expect(await page.locator('.dg-frame').getAttribute('data-more-right')).toBe('true');

    // A long heading: cut in the cell (its box scrolls), the whole text in the heading's title.
    const heading = page.locator(`th[data-code="${CODES[0]}"]`);
    expect(await heading.getAttribute('title')).toContain(LONG);
    const cut = await heading
      .locator('.dg-h')
      .first()
      .evaluate((el) => el.scrollHeight > el.clientHeight + 1);
    expect(cut).toBe(true);

    // Scrolled to the far right: the date/hour column is still at the left edge, the left edge shaded.
    await page.getByTestId('data-grid').evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    await waitForExpression(
      page,
      `document.querySelector('.dg-frame')?.dataset.moreLeft === 'true' && document.querySelector('.dg-frame')?.dataset.moreRight === 'false'`,
    );
    const offset = await page.evaluate(`(() => {
      const box = document.querySelector('[data-testid="data-grid"]').getBoundingClientRect();
      const head = document.querySelector('[data-testid="data-grid"] tbody th.dg-rowhead').getBoundingClientRect();
      return Math.abs(head.left - box.left);
    })()`);
    expect(offset).toBeLessThanOrEqual(2);

    // Small is compact: at 1440 px it shows at least 18 of the 34 columns whole (Regular shows about 12).
    const whole = `(() => {
      const box = document.querySelector('[data-testid="data-grid"]');
      box.scrollLeft = 0;
      const right = box.getBoundingClientRect().right;
      return [...box.querySelectorAll('thead th[data-code]')].filter((th) => th.getBoundingClientRect().right <= right).length;
    })()`;
    const regular = await page.evaluate<number>(whole);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByTestId('grid-settings').getByText('Small').click();
    await page.locator('table.dg-sm').waitFor();
    const small = await page.evaluate<number>(whole);
    expect(small).toBeGreaterThanOrEqual(18);
    expect(small).toBeGreaterThan(regular);
    await page.close();
  });
});
