import type { Page } from 'playwright-core';
import type { DashboardDto, LiveScreenDto } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { waitForExpression } from '../testing/pageWait.ts';

const suite = browserSuite();
const { describeBrowser, newPage } = suite;

const charts = (page: Page, type: string) =>
  page.evaluate(
    `document.querySelectorAll('[data-testid="dashboard-grid"] [data-testid="dashboard-chart"][data-type="${type}"] canvas').length`,
  );

describeBrowser('demo dashboards and the operational summary in the browser (Chromium)', () => {
  let page: Page;
  const pageErrors: string[] = [];
  beforeAll(async () => {
    page = await newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: '/dashboards' });
  });
  afterAll(() => page.close());

  it('lists the custom dashboards of the site and draws one with area, scatter and bar charts and a table', async () => {
    await page.getByRole('link', { name: 'Juice Station' }).click();
    await page.getByRole('heading', { name: 'Juice Station' }).waitFor();
    await waitForExpression(
      page,
      `document.querySelectorAll('[data-testid="dashboard-grid"] [data-testid="dashboard-chart"] canvas').length >= 3`,
    );
    expect([await charts(page, 'area'), await charts(page, 'scatter'), await charts(page, 'bar')]).toEqual([1, 1, 1]);
    await page.getByTestId('dashboard-table').getByText('Thick juice brix').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('shows the operational summary: four charts, the losses target 1.2 and three quality gauges', async () => {
    await page.goto(new URL('/dashboards/opsum', page.url()).toString());
    await page.getByRole('heading', { name: 'Operational Summary' }).waitFor();
    await waitForExpression(
      page,
      `document.querySelectorAll('[data-testid="dashboard-grid"] [data-testid="dashboard-chart"] canvas').length === 4`,
    );
    expect(await page.locator('[data-testid="dashboard-chart"][data-code="SB-LS-V-0D"]').getAttribute('data-target')).toBe('1.2');
    expect(await page.getByTestId('opsum-gauge').count()).toBe(3);
    expect(pageErrors).toEqual([]);
  });

  it('shows a dashboard in kiosk mode: over the whole window, dark, no sidebar, and leaves it', async () => {
    await page.goto(new URL('/dashboards', page.url()).toString());
    await page.getByRole('link', { name: 'Slicing and Steam' }).click();
    await page.getByRole('heading', { name: 'Slicing and Steam' }).waitFor();
    await page.getByRole('link', { name: 'Kiosk' }).click();
    const kiosk = page.getByTestId('dashboard-kiosk');
    await kiosk.waitFor();
    await waitForExpression(
      page,
      `document.querySelectorAll('[data-testid="dashboard-kiosk"] [data-testid="dashboard-chart"] canvas').length === 3`,
    );
    const box = await kiosk.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && [box.x, box.y, Math.round(box.width), Math.round(box.height)]).toEqual([
      0,
      0,
      viewport?.width,
      viewport?.height,
    ]);
    expect(await kiosk.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(11, 15, 20)');
    expect(await page.evaluate(() => document.elementFromPoint(20, 200)?.closest('[data-testid="dashboard-kiosk"]') !== null)).toBe(true);
    await page.getByRole('link', { name: 'Leave kiosk mode' }).click();
    await kiosk.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
    expect(pageErrors).toEqual([]);
  });

  it('runs a playlist through a dashboard and a wallboard, each over the whole window in turn', async () => {
    const dashboards = await suite.api<DashboardDto[]>('manager.co', 'BA', 'GET', '/dashboards/BA');
    const juice = dashboards.find((d) => d.DESCRIPTION === 'Juice Station')?.ID ?? 0;
    const [screen] = await suite.api<LiveScreenDto[]>('manager.co', 'BA', 'GET', '/live-data/screens/BA');
    const items = [
      { kind: 'dashboard', ref: juice, seconds: 5 },
      { kind: 'wallboard', ref: screen?.ID ?? 0, seconds: 5 },
    ];
    const { ID } = await suite.api<{ ID: number }>('manager.co', 'BA', 'POST', '/dashboard-playlist', {
      name: `Control room ${juice}`,
      items,
    });
    await suite.server().settle();
    const player = await newPage();
    await suite.signIn(player, 'manager.co', 'Bardney', { path: `/dashboards/playlist/${ID}` });
    const frame = player.getByTestId('playlist-frame');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(`/dashboards/${juice}?kiosk`);
    await player.frameLocator('[data-testid="playlist-frame"]').getByTestId('dashboard-kiosk').getByText('Juice Station').waitFor();
    await waitForExpression(player, `document.querySelector('[data-testid="playlist-frame"]')?.dataset.index === '1'`);
    expect(await frame.getAttribute('src')).toBe(`/live/wallboard/BA/${screen?.ID ?? 0}`);
    await player
      .frameLocator('[data-testid="playlist-frame"]')
      .getByText(screen?.DESCRIPTION ?? '')
      .first()
      .waitFor();
    await waitForExpression(player, `document.querySelector('[data-testid="playlist-frame"]')?.dataset.index === '0'`);
    await player.close();
  });
});
