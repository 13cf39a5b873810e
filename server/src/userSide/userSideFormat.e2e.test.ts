import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { browserSuite } from '../testing/browserSuite.ts';
import { gridFixtures } from '../testing/gridFixtures.ts';
import { waitForExpression } from '../testing/pageWait.ts';
import { factoryHourText } from '../testing/timeText.ts';
import { changeRecord } from '../testing/values.ts';

// One way to write a factory hour and date (grid, trail, data view), a visible
// "Factory date" label, and typed values at the display precision once typing ends.
const suite = browserSuite();
const { describeBrowser, newPage } = suite;
const grid = gridFixtures(suite);
const CODE = 'UFM-TP-V-1H';
const SUPERVISOR = 'supervisor.ba';

let screen = 0;
let operation = '';

const signedIn = async (path: string): Promise<Page> => {
  const page = await newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await suite.signIn(page, SUPERVISOR, 'Bardney', { path });
  return page;
};

describeBrowser('one way to write time and numbers in the browser (Chromium)', () => {
  beforeAll(async () => {
    operation = await grid.activeOperation(SUPERVISOR);
    screen = await grid.screen(SUPERVISOR, 'UFM Format', [CODE]);
    await grid.api(SUPERVISOR, 'POST', '/data', { submissionId: randomUUID(), data: [changeRecord(operation, CODE, grid.today, 1, 70)] });
  });

  it('writes factory hour 1 the same way on the grid, in the trail and in the data view', async () => {
    const hour1 = factoryHourText(grid.today, 1); // e.g. '08:00 (h1)'
    const page = await signedIn(grid.gridPath(screen, operation));
    await grid.gridReady(page);
    const gridText = await page.locator('[data-testid="data-grid"] tbody th.dg-rowhead').first().innerText();
    expect(gridText).toBe(hour1);
    // The date picker is labelled as a factory date, its tooltip explaining the 07:00 day.
    expect(await page.getByTestId('factory-date-label').first().getAttribute('title')).toMatch(/07:00/);

    await page.goto(new URL(`/parameter/BA/${CODE}`, page.url()).href);
    const valueRow = page.locator('[data-testid="parameter-values"] tbody tr.ant-table-row').first();
    await valueRow.waitFor();
    expect(await valueRow.innerText()).toContain(hour1);
    await page.getByRole('button', { name: 'History' }).click();
    const trailRow = page.locator('[data-testid="audit-trail"] tbody tr.ant-table-row').first();
    await trailRow.waitFor();
    const trailText = await trailRow.innerText();
    expect(trailText).toContain(hour1);
    // Instants on the plant clock, ISO-like to the second: never '24/11/2026, 19:12:55'.
    expect(trailText).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(trailText).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
    await page.close();
  });

  it('shows a typed "64" as "64.0" once the cell is left with Tab', async () => {
    const page = await signedIn(grid.gridPath(screen, operation));
    await grid.gridReady(page);
    const cell = grid.cell(page, CODE, 2);
    await cell.click();
    await page.keyboard.type('64');
    await page.keyboard.press('Tab');
    await waitForExpression(page, `document.querySelector('input[data-cell="${CODE}|${grid.today}|2"]')?.value === '64.0'`);
    expect(await cell.inputValue()).toBe('64.0');
    await page.close();
  });
});
