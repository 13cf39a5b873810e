import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { addDays, type ReportWriteResult } from '@ftr/contracts';
import { demoParameters } from '../seed/demoParameters.ts';
import { browserSuite, savedDownload } from '../testing/browserSuite.ts';
import { chooseOption, waitForExpression } from '../testing/pageWait.ts';
import { appendHourlyYears } from '../testing/values.ts';

// Progress is sent from an export's first step here (the server's default waits 2 s, so a short run shows none).
const suite = browserSuite({ demoDays: 0, exportProgressAfterMs: 0 });
const { describeBrowser, newPage } = suite;
const END = '2026-10-31';
const DAYS = 1_098;
const START = addDays(END, -(DAYS - 1));
/** Hourly values of three years for these parameters: an export long enough to cancel after its first step. */
const codes = demoParameters('BA')
  .slice(0, 10)
  .map((p) => p.CODE);

/** Records every value the export's progress bar shows (a MutationObserver, set before the run starts). */
const recordProgress = (page: Page) =>
  page.evaluate(`(() => {
    window.progressSeen = [];
    const note = () => {
      const bar = document.querySelector('[data-testid="export-progress"] [role="progressbar"]');
      const value = bar && Number(bar.getAttribute('aria-valuenow'));
      if (bar && window.progressSeen.at(-1) !== value) window.progressSeen.push(value);
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  })()`);
const progressSeen = (page: Page) => page.evaluate<number[]>('window.progressSeen');

const setRange = async (page: Page, from: string, to: string) => {
  await page.getByPlaceholder('Start date').click();
  await page.getByPlaceholder('Start date').fill(from);
  await page.keyboard.press('Enter');
  await page.getByPlaceholder('End date').fill(to);
  await page.keyboard.press('Enter');
  await waitForExpression(page, `document.querySelector('input[placeholder="End date"]').value === '${to}'`);
};

/** Run Report, then Download under the dialog's preview of the first rows. */
const runReport = async (page: Page) => {
  await page.getByRole('button', { name: 'Run Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Run Report' });
  await dialog.getByRole('table').locator('tbody tr.ant-table-row').first().waitFor();
  await dialog.getByRole('button', { name: 'Download' }).click();
  await dialog.waitFor({ state: 'hidden' });
};

describeBrowser('export progress in the browser (Chromium)', () => {
  it('shows a long report’s progress and downloads it; Cancel stops the next run and nothing downloads', async () => {
    await appendHourlyYears(suite.server().infra.eventStore, codes, END, DAYS);
    const name = `Hourly ${randomUUID().slice(0, 6)}`;
    const { ID } = await suite.api<ReportWriteResult>('manager.co', 'CO', 'POST', '/report', {
      REPORT_NAME: name,
      ACCESS_LEVEL: 1,
      REPORT_TYPE: 1,
      RCAT_ID: null,
      PERD_CODE: 'H',
    });
    for (const CODE of codes) await suite.api('manager.co', 'CO', 'POST', '/report-parameters', { REPT_ID: ID, CODE, SITE: 'BA' });
    await suite.server().settle();

    const page = await newPage();
    const downloads: Download[] = [];
    page.on('download', (download) => downloads.push(download));
    await suite.signIn(page, 'manager.co', 'Peterborough', { path: '/reports' });
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
    await page.getByRole('combobox', { name: 'Report' }).click();
    await chooseOption(page, name);
    await setRange(page, START, END);

    // A whole run: the bar goes up while it runs, then the file downloads.
    await recordProgress(page);
    // No download deadline of its own: the test's limit below covers the export on a busy machine.
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 0 }), runReport(page)]);
    await page.getByText(`Data exported to ${name}.xlsx`).waitFor();
    await page.getByTestId('export-progress').waitFor({ state: 'detached' });
    const seen = await progressSeen(page);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((p) => p >= 0 && p <= 100)).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await savedDownload(download));
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(5 + DAYS * 24 + 1); // headings 1-3, units, labels; the summary row
    expect(sheet.getRow(6).getCell(5).value).toBe(DAYS - 1);

    // Cancel once the bar shows the run is under way: the run stops and no file comes.
    await runReport(page);
    await page.getByTestId('export-progress').getByRole('progressbar').waitFor();
    await page.getByTestId('export-progress').getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Export cancelled').waitFor();
    await page.getByTestId('export-progress').waitFor({ state: 'detached' });
    expect(downloads).toHaveLength(1);
    // Three years of hourly values written and exported twice: about 30 s alone on a slow 2-core machine, twice
    // that beside another browser test; the limit allows for both.
  }, 180_000);
});
