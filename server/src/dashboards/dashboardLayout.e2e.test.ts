import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { addDays, factoryToday, systemClock, type LayoutItemDto } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { chooseOption, waitForExpression } from '../testing/pageWait.ts';
import { newParameter } from '../testing/parameterFixtures.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';
import { changeRecord } from '../testing/values.ts';

const suite = browserSuite({ demoDays: 0 });
const { describeBrowser, newPage } = suite;

type Written = { ID: number | string };
const toast = (page: Page, text: string) => page.locator('.ant-message-notice').getByText(text, { exact: true }).first().waitFor();

/** Bardney parameters with the given first headings, and a site dashboard at Bardney holding them. */
const dashboardWith = async (headings: readonly string[]) => {
  const suffix = randomUUID().slice(0, 4).toUpperCase();
  const codes = headings.map((_, i) => `DL${suffix}-P${i}-V-1H`);
  await listCodeParts(suite.server(), codes);
  for (const [i, code] of codes.entries())
    await suite.api('supervisor.ba', 'BA', 'POST', '/parameter', { ...newParameter, CODE: code, HEADING1: headings[i], UNITS: '°Z' });
  const written = await suite.api<Written>('manager.co', 'BA', 'POST', '/dashboard', { description: `Layout ${suffix}`, format: 1 });
  const id = Number(written.ID);
  return { id, codes };
};
const addParameters = async (id: number, codes: readonly string[]) => {
  for (const code of codes) await suite.api('manager.co', 'BA', 'POST', `/dashboard-parameters/${id}`, { code });
};
const addChart = (id: number, row: number, parameter: string, height = 'medium') =>
  suite.api<Written>('manager.co', 'BA', 'POST', `/dashboard-layout/${id}`, {
    row,
    column: 1,
    component: 'TimeseriesChart',
    config: { parameter, type: 'area', height },
  });

/** Drags with the mouse from one point to another in steps (the grid follows mouse moves). */
const drag = async (page: Page, from: { x: number; y: number }, to: { x: number; y: number }) => {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y + 10, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
};
const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box');
  return box;
};
/** Drags a box's lower right corner so the box becomes `width` px wide. */
const resizeTo = async (page: Page, item: Locator, width: number) => {
  await item.hover();
  const handle = item.locator('.react-resizable-handle-se');
  const corner = await boxOf(handle);
  const box = await boxOf(item);
  await drag(
    page,
    { x: corner.x + corner.width / 2, y: corner.y + corner.height / 2 },
    { x: box.x + width, y: corner.y + corner.height / 2 },
  );
};

describeBrowser('dashboard layout editor, picker and kiosk (Chromium)', () => {
  it('finds a parameter by part of its heading, shows its unit and site, and adds it', async () => {
    const { id, codes } = await dashboardWith([`Polarisation ${randomUUID().slice(0, 4)}`]);
    const heading = (await suite.api<{ HEADING1: string }>('manager.co', 'BA', 'GET', `/parameter/BA/${codes[0] ?? ''}`)).HEADING1;
    const page = await newPage();
    await suite.signIn(page, 'manager.co', 'Bardney', { path: `/dashboards/manage/${id}` });
    const picker = page.getByLabel('Parameter code');
    await picker.click();
    // part of the heading from its middle, in lower case: no code in it
    await picker.fill(heading.slice(2).toLowerCase());
    await chooseOption(page, `${codes[0] ?? ''} · ${heading} Nitrogen · °Z · Bardney`, { exact: true });
    await page.getByTestId('add-parameter').getByRole('button', { name: 'Add' }).click();
    await toast(page, 'Parameter Added');
    await page
      .getByTestId('dashboard-parameters')
      .getByText(codes[0] ?? '', { exact: true })
      .waitFor();
    await page.close();
  });

  it('drags and resizes panels in the grid, saves, and the places persist after a reload', async () => {
    const { id, codes } = await dashboardWith(['Grid One', 'Grid Two']);
    await addParameters(id, codes);
    const first = String((await addChart(id, 1, codes[0] ?? '')).ID);
    const second = String((await addChart(id, 2, codes[1] ?? '')).ID);
    const page = await newPage();
    await page.setViewportSize({ width: 1600, height: 1000 });
    await suite.signIn(page, 'manager.co', 'Bardney', { path: `/dashboards/manage/${id}` });
    const grid = page.getByTestId('layout-grid');
    const one = grid.locator(`[data-id="${first}"]`);
    const two = grid.locator(`[data-id="${second}"]`);
    await two.waitFor();
    const full = (await boxOf(one)).width;
    // both half as wide, then the second beside the first, and taller
    await resizeTo(page, one, full / 2 - 10);
    await waitForExpression(page, `document.querySelector('[data-id="${first}"]').getBoundingClientRect().width < ${full * 0.6}`);
    await resizeTo(page, two, full / 2 - 10);
    await waitForExpression(page, `document.querySelector('[data-id="${second}"]').getBoundingClientRect().width < ${full * 0.6}`);
    const target = await boxOf(one);
    const from = await boxOf(two);
    await drag(page, { x: from.x + 40, y: from.y + 40 }, { x: target.x + target.width + 60, y: target.y + 40 });
    await waitForExpression(
      page,
      `Math.abs(document.querySelector('[data-id="${second}"]').getBoundingClientRect().top - document.querySelector('[data-id="${first}"]').getBoundingClientRect().top) < 4`,
    );
    await page.getByRole('button', { name: 'Save layout' }).click();
    await toast(page, 'Layout Saved');

    const items = await suite.api<LayoutItemDto[]>('manager.co', 'BA', 'GET', `/dashboard-layout/rows/${id}`);
    expect(items.map((i) => [i.ID, i.ROW_NO, i.COL_NO, i.WIDTH])).toEqual([
      [first, 1, 1, 6],
      [second, 1, 2, 6],
    ]);
    await page.reload();
    await two.waitFor();
    // the boxes slide into their places: wait until the second sits beside the first
    await waitForExpression(
      page,
      `(() => { const a = document.querySelector('[data-id="${first}"]')?.getBoundingClientRect(); const b = document.querySelector('[data-id="${second}"]')?.getBoundingClientRect(); return a && b && Math.abs(a.top - b.top) < 4 && b.left >= a.right - 4 && b.width < ${full * 0.6}; })()`,
    );
    // the preview draws them side by side too
    await page.getByTestId('dashboard-preview').locator('[data-row="1"][data-col="2"][data-width="6"]').waitFor();
    await page.close();
  });

  it('reads the chosen time range: the data read asks for it and the chart shows the older values, with a zoom slider', async () => {
    const { id, codes } = await dashboardWith(['Range A']);
    const code = codes[0] ?? '';
    await suite.api('manager.co', 'BA', 'POST', `/dashboard-parameters/${id}`, { code, history: 1 });
    await addChart(id, 1, code);
    const today = factoryToday(systemClock.now());
    const operation = `BC${today.slice(0, 4)}`;
    // hourly values go one factory day per submission
    for (const [date, value] of [
      [today, 11],
      [addDays(today, -3), 9],
    ] as const)
      await suite.api('supervisor.ba', 'BA', 'POST', '/data', {
        submissionId: randomUUID(),
        data: [changeRecord(operation, code, date, 1, value)],
      });
    const page = await newPage();
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/dashboard-data/')) reads.push(request.url());
    });
    await suite.signIn(page, 'manager.co', 'Bardney', { path: `/dashboards/${id}` });
    const chart = `document.querySelector('[data-testid="dashboard-chart"][data-code="${code}"]')`;
    await waitForExpression(page, `${chart}?.dataset.points === '1'`);
    expect(reads.some((url) => url.includes('range='))).toBe(false);
    await page.getByLabel('Time range').click();
    await chooseOption(page, 'Last 7 days', { exact: true });
    await waitForExpression(page, `${chart}?.dataset.points === '2'`);
    expect(reads.some((url) => new URL(url).searchParams.get('range') === '7d')).toBe(true);
    expect(await page.evaluate(`${chart}?.dataset.zoom`)).toBe('slider');
    await page.close();
  });

  it('fits a tall dashboard into 1920 x 1080 in kiosk mode: no scrolling, every panel on the screen', async () => {
    const { id, codes } = await dashboardWith(['Kiosk A', 'Kiosk B', 'Kiosk C', 'Kiosk D', 'Kiosk E']);
    await addParameters(id, codes);
    for (const [i, code] of codes.entries()) await addChart(id, i + 1, code, 'large');
    await suite.api('manager.co', 'BA', 'POST', `/dashboard-layout/${id}`, {
      row: codes.length + 1,
      column: 1,
      component: 'TimeseriesTable',
      config: { codes },
    });
    const page = await newPage();
    await page.setViewportSize({ width: 1920, height: 1080 });
    await suite.signIn(page, 'manager.co', 'Bardney', { path: `/dashboards/${id}?kiosk` });
    await page.getByTestId('dashboard-kiosk').getByTestId('dashboard-table').waitFor();
    const cards = `[...document.querySelectorAll('[data-testid="dashboard-kiosk"] [data-testid="dashboard-grid"] .ant-card')]`;
    await waitForExpression(page, `${cards}.length === ${codes.length + 1}`);
    await waitForExpression(
      page,
      `${cards}.every((card) => { const r = card.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth; })`,
    );
    const sizes = await page.evaluate(() => {
      const kiosk = document.querySelector('[data-testid="dashboard-kiosk"]');
      return {
        page: document.documentElement.scrollHeight <= window.innerHeight,
        kiosk: kiosk !== null && kiosk.scrollHeight <= kiosk.clientHeight,
      };
    });
    expect(sizes).toEqual({ page: true, kiosk: true });
    await page.close();
  });
});
