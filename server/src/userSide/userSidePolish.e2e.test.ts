import { browserSuite } from '../testing/browserSuite.ts';
import { gridFixtures } from '../testing/gridFixtures.ts';
import { waitForExpression } from '../testing/pageWait.ts';

// The product's rough edges, each checked in the browser.
const suite = browserSuite();
const { describeBrowser, newPage } = suite;
const grid = gridFixtures(suite);
const CODE = 'UPL-TP-V-1H';

type Box = { top: number; bottom: number; left: number; right: number };
const overlap = (a: Box, b: Box): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describeBrowser('polish in the browser (Chromium)', () => {
  it('names the site as sign-in does, aligns New Alert with the greeting, runs the sidebar edge down the page and writes the help', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await suite.signIn(page, 'manager.co', 'Peterborough');
    await page.getByTestId('greeting').waitFor();
    expect(await page.getByTestId('site-name').innerText()).toBe('Peterborough');

    const greeting = await page.getByTestId('greeting').boundingBox();
    const button = await page.getByRole('button', { name: 'New Alert' }).boundingBox();
    const heading = greeting && (await page.getByTestId('greeting').locator('xpath=..').boundingBox());
    if (!greeting || !button || !heading) throw new Error('greeting or New Alert not laid out');
    expect(Math.abs(button.y + button.height / 2 - (heading.y + heading.height / 2))).toBeLessThanOrEqual(4);

    await page.getByTestId('sidebar').waitFor();
    const edge = await page.evaluate(`(() => {
      const sider = document.querySelector('[data-testid="sidebar"]');
      const style = getComputedStyle(sider);
      return { width: parseFloat(style.borderRightWidth), bottom: sider.getBoundingClientRect().bottom, page: window.innerHeight };
    })()`);
    const { width, bottom, page: height } = edge as { width: number; bottom: number; page: number };
    expect(width).toBeGreaterThanOrEqual(1);
    expect(bottom).toBeGreaterThanOrEqual(height - 1);

    await page.getByRole('link', { name: 'Help' }).click();
    await page.getByRole('link', { name: 'Standard Functions' }).waitFor();
    expect(await page.getByText('Under construction').count()).toBe(0);
    for (const topic of [
      'Data entry',
      'Live data',
      'History and the audit trail',
      'Recalculation',
      'Notifications and subscriptions',
      'Users',
    ]) {
      expect(await page.getByText(topic, { exact: true }).count()).toBeGreaterThan(0);
    }
    await page.close();
  });

  it('flips Show Codes from its text and keeps the Submit count clear of the settings button', async () => {
    const operation = await grid.activeOperation('supervisor.ba');
    const screen = await grid.screen('supervisor.ba', 'UPL Polish', [CODE]);
    const page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: grid.gridPath(screen, operation) });
    await grid.gridReady(page);

    await grid.cell(page, CODE, 1).click();
    await page.keyboard.type('5');
    const submit = await page.getByRole('button', { name: /Submit/ }).boundingBox();
    const settings = await page.getByRole('button', { name: 'Settings' }).boundingBox();
    const badge = await page.locator('.ant-badge').first().boundingBox();
    if (!submit || !settings || !badge) throw new Error('toolbar not laid out');
    expect(
      overlap(
        { top: badge.y, bottom: badge.y + badge.height, left: badge.x, right: badge.x + badge.width },
        { top: settings.y, bottom: settings.y + settings.height, left: settings.x, right: settings.x + settings.width },
      ),
    ).toBe(false);

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByTestId('grid-settings').getByText('Show Codes').click();
    await waitForExpression(page, `document.querySelectorAll('[data-testid="data-grid"] .dg-code').length > 0`);
    expect(await page.getByTestId('grid-settings').getByRole('switch').getAttribute('aria-checked')).toBe('true');
    await page.close();
  });
});
