import type { Page } from 'playwright-core';
import { browserSuite, CONSENT_KEY } from '../testing/browserSuite.ts';
import { waitForExpression } from '../testing/pageWait.ts';

/** In-page watcher: when #root first gets content, and when the cookie banner first shows. */
const WATCH_BANNER = `
  new MutationObserver(() => {
    const root = document.getElementById('root');
    if (root && root.childElementCount > 0 && window.__ftrMountedAt === undefined) window.__ftrMountedAt = performance.now();
    if (document.querySelector('[data-testid="cookie-banner"]') && window.__ftrBannerAt === undefined) window.__ftrBannerAt = performance.now();
  }).observe(document, { childList: true, subtree: true });
`;

const suite = browserSuite();
const { describeBrowser, consentedContext } = suite;

const signIn = async (page: Page, username: string, siteLabel: string) => {
  await suite.signIn(page, username, siteLabel);
  await page.getByTestId('greeting').waitFor();
};

const sidebarLinks = async (page: Page): Promise<string[]> => {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim()).filter((text) => text !== '');
};

describeBrowser('application shell in the browser (Chromium)', () => {
  it('sends operator.ba from /operations (no OPERATIONS permission) back to home', async () => {
    const page = await (await consentedContext()).newPage();
    await signIn(page, 'operator.ba', 'Bardney');
    await page.goto(`${suite.server().url}/operations`);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('greeting').waitFor();
  });

  it('sends an anonymous visitor of a guarded page to /login', async () => {
    const page = await (await consentedContext()).newPage();
    await page.goto(`${suite.server().url}/help/functions`);
    await page.waitForURL(/\/login$/);
  });

  it('shows the 404 page for an unknown path', async () => {
    const page = await (await consentedContext()).newPage();
    await page.goto(`${suite.server().url}/no/such/page`);
    await page.waitForURL(/\/not-found$/);
    await page.getByText('Woah there! You must have taken a wrong turn.').waitFor();
  });

  it('hides Operations in the sidebar from operator.ba and shows it to supervisor.ba', async () => {
    const operator = await (await consentedContext()).newPage();
    await signIn(operator, 'operator.ba', 'Bardney');
    const operatorLinks = await sidebarLinks(operator);
    expect(operatorLinks).toEqual(expect.arrayContaining(['Home', 'Data Entry', 'Notifications']));
    expect(operatorLinks).not.toContain('Operations');

    const supervisor = await (await consentedContext()).newPage();
    await signIn(supervisor, 'supervisor.ba', 'Bardney');
    const supervisorLinks = await sidebarLinks(supervisor);
    expect(supervisorLinks).toEqual(expect.arrayContaining(['Home', 'Data Entry', 'Operations', 'Notifications']));
    // The sidebar keeps the spec's order whatever pages exist.
    expect(supervisorLinks.indexOf('Data Entry')).toBeLessThan(supervisorLinks.indexOf('Operations'));
    await supervisor.goto(`${suite.server().url}/privacy`);
    await supervisor.getByTestId('privacy-retention').waitFor();
    expect(await supervisor.getByTestId('sidebar').count()).toBe(0);
  });

  it('shows every sidebar label whole (admin sees every link, with the CCF badges and cogs)', async () => {
    const page = await (await consentedContext()).newPage();
    await signIn(page, 'admin', 'Bardney');
    expect(await sidebarLinks(page)).toEqual(expect.arrayContaining(['Production Comments', 'CCF', 'Data Grabber']));
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="sidebar"] .shell-nav-label')]
        .filter((item) => item.scrollWidth > item.clientWidth)
        .map((item) => item.textContent),
    );
    expect(cut).toEqual([]);
  });

  it('collapses the sidebar to icons on a narrow window, its links keeping their names, and opens it again from the top bar', async () => {
    const page = await (await consentedContext()).newPage();
    await page.setViewportSize({ width: 900, height: 800 });
    await signIn(page, 'operator.ba', 'Bardney');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.waitFor();
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    expect((await sidebar.boundingBox())?.width).toBeLessThanOrEqual(81);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Data Entry', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.getByRole('button', { name: 'Collapse sidebar' }).waitFor();
    await waitForExpression(page, `document.querySelector('[data-testid="sidebar"]').getBoundingClientRect().width >= 224`);
    await page.context().close();
  });

  it('opens a link from anywhere on its row and the manage page only from its cog (supervisor.ba: Data Entry and CCF)', async () => {
    const page = await (await consentedContext()).newPage();
    await signIn(page, 'supervisor.ba', 'Bardney');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const [path, cog] of [
      ['/dataentry', '/dataentry/manage'],
      ['/ccf', '/ccf/settings'],
    ] as const) {
      await nav.locator(`a[href="${path}"]`).click();
      await page.waitForURL((url) => url.pathname === path);
      await nav.locator(`a[href="${cog}"]`).click();
      await page.waitForURL((url) => url.pathname === cog);
      await page.goto(`${suite.server().url}/`);
    }
  });

  it('shows the cookie banner 1500 ms after load, and once accepted it stays accepted after a reload', async () => {
    const context = await suite.browser().newContext();
    // Records (performance.now) when the app first renders and when the banner first appears.
    await context.addInitScript(WATCH_BANNER);
    const page = await context.newPage();
    await page.goto(`${suite.server().url}/login`);
    await page.getByRole('button', { name: 'Accept All' }).waitFor();
    const delay = Number(await page.evaluate('window.__ftrBannerAt - window.__ftrMountedAt'));
    expect(delay).toBeGreaterThanOrEqual(1_400);
    expect(delay).toBeLessThan(5_000);
    await page.getByRole('button', { name: 'Accept All' }).click();
    await page.getByTestId('cookie-banner').waitFor({ state: 'detached' });
    expect(await page.evaluate(`window.localStorage.getItem(${JSON.stringify(CONSENT_KEY)})`)).toContain('"accepted":"all"');

    await page.reload();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await waitForExpression(page, 'window.__ftrMountedAt !== undefined && performance.now() - window.__ftrMountedAt > 2500');
    expect(await page.getByTestId('cookie-banner').count()).toBe(0);
    await context.close();
  });

  it('lets the calculator of /help/functions add and subtract by sequence', async () => {
    const page = await (await consentedContext()).newPage();
    await signIn(page, 'operator.ba', 'Bardney');
    await page.getByRole('link', { name: 'Help' }).click();
    await page.getByRole('link', { name: 'Standard Functions' }).click();
    const result = page.getByTestId('functions-result');
    await result.getByText('50').waitFor();
    await page.getByRole('button', { name: 'Add Row' }).click();
    await page.getByLabel('Sequence 4').fill('-5');
    await page.getByLabel('Value 4').fill('20');
    await result.getByText('30').waitFor();
    await page.getByRole('button', { name: 'Remove row 1' }).click();
    await result.getByText('40').waitFor();
  });

  // Needs POST /api/auth/change-site/:siteCode (the users engineer's `changeSite` route).
  it('changes site from the top bar: manager.co at Bardney moves to Wissington', async () => {
    const page = await (await consentedContext()).newPage();
    await signIn(page, 'manager.co', 'Bardney');
    expect(await page.getByTestId('site-name').innerText()).toBe('Bardney');
    await page.getByRole('button', { name: 'Bardney: change site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Site' });
    await dialog.getByLabel('Wissington').check();
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Change' }).click()]);
    await page.getByTestId('site-name').getByText('Wissington').waitFor();
    expect(await page.evaluate("window.sessionStorage.getItem('ftr.token')")).toBeTruthy();
  });
});
