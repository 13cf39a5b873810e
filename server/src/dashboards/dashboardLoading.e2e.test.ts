import type { DashboardLayoutDto } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { waitForExpression } from '../testing/pageWait.ts';

// A dashboard names itself at once: while its data is held back, its title and a skeleton per panel show,
// never a bare spinner or 'Loading…'; released, the panels draw.
const suite = browserSuite();
const { describeBrowser, newPage } = suite;

const NAME = 'Juice Station';

describeBrowser('a dashboard while its data loads (Chromium)', () => {
  it('shows its name and a skeleton per panel until the held data request is released', async () => {
    const dashboards = await suite.api<{ ID: number; DESCRIPTION: string }[]>('supervisor.ba', 'BA', 'GET', '/dashboards/BA');
    const id = dashboards.find((d) => d.DESCRIPTION === NAME)?.ID;
    if (id === undefined) throw new Error(`the demo has no dashboard '${NAME}' at BA`);
    const layout = await suite.api<DashboardLayoutDto>('supervisor.ba', 'BA', 'GET', `/dashboard-layout/format/${id}`);
    const panels = layout.rows.reduce((sum, row) => sum + row.columns.length, 0);

    const page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: '/dashboards' });
    // Hold every data read until the loading state has been seen.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = () => {};
    const requested = new Promise<void>((resolve) => (asked = resolve));
    await page.route('**/api/dashboard-data/**', async (route) => {
      asked();
      await released;
      await route.continue();
    });

    await page.getByRole('link', { name: NAME }).click();
    await page.getByRole('heading', { level: 2, name: NAME }).waitFor();
    await requested;
    await waitForExpression(page, `document.querySelectorAll('[data-testid="dashboard-panel-skeleton"]').length === ${panels}`);
    expect(await page.locator('.ant-spin-spinning').count()).toBe(0);
    expect(await page.getByText(/Loading…|Loading\.\.\./).count()).toBe(0);
    expect(await page.locator('[data-testid="dashboard-chart"]').count()).toBe(0);

    release();
    await waitForExpression(
      page,
      `document.querySelectorAll('[data-testid="dashboard-grid"] [data-testid="dashboard-chart"] canvas').length >= 1`,
    );
    await waitForExpression(page, `document.querySelectorAll('[data-testid="dashboard-panel-skeleton"]').length === 0`);
    await page.getByRole('heading', { level: 2, name: NAME }).waitFor();
    await page.close();
  });
});
