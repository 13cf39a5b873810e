import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { addDays, factoryToday, valuesStream, type ReportWriteResult } from '@ftr/contracts';
import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { demoParameters } from '../seed/demoParameters.ts';
import { browserSuite, savedDownload } from '../testing/browserSuite.ts';
import { chooseOption } from '../testing/pageWait.ts';

const suite = browserSuite({ demoDays: 0 });
const { describeBrowser, newPage } = suite;
const [BA1 = '', BA2 = '', BA3 = ''] = demoParameters('BA').map((p) => p.CODE);
/** A value as the grabber's table shows it: at the parameter's display precision. */
const shown = (code: string, value: number) => value.toFixed(demoParameters('BA').find((p) => p.CODE === code)?.DISPLAY_PRECISION ?? 0);

/** Every hour of the last 7 factory days (the grabber's default range): `base` + day * 100 + hour. */
const putWeek = async (code: string, base: number) => {
  const today = factoryToday(new Date());
  for (let d = 0; d < 7; d += 1) {
    const date = addDays(today, -d);
    const changes = Array.from({ length: 24 }, (_, h) => ({
      code,
      date,
      hour: h + 1,
      kind: 'Insert' as const,
      value: base + d * 100 + h + 1,
      previous: null,
    }));
    await suite.server().infra.eventStore.append(
      valuesStream('BA', date),
      [
        {
          type: 'ParameterValuesSubmitted',
          data: { site: 'BA', operation: 'BC2026', submissionId: randomUUID(), changes },
          metadata: testMetadata(),
        },
      ],
      'any',
    );
  }
  await suite.server().settle();
};

const readDownload = async (download: Download) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await savedDownload(download));
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('the downloaded workbook has no sheet');
  return sheet;
};
const cell = (page: Page, row: number, column: number) =>
  page.locator(`[data-testid="grabber-table"] tbody tr.ant-table-row >> nth=${row}`).locator('td').nth(column);

describeBrowser('reports and the data grabber in the browser (Chromium)', () => {
  it('previews the first rows of the export in the order chosen before the download, as the file holds them', async () => {
    const name = `Preview ${randomUUID().slice(0, 6)}`;
    const { ID } = await suite.api<ReportWriteResult>('supervisor.ba', 'BA', 'POST', '/grabber', { name });
    await suite.api('supervisor.ba', 'BA', 'POST', '/report-parameters', { REPT_ID: ID, CODE: BA1, SITE: 'BA' });
    await putWeek(BA1, 3000);

    const page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: `/datagrabber?grabber=${ID}` });
    await page.getByRole('cell', { name: shown(BA1, 3601), exact: true }).waitFor();
    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog');
    const preview = dialog.getByLabel('Export preview');
    const previewRows = preview.locator('tbody tr.ant-table-row');
    // Oldest first: 7 days back, factory hours 1..10.
    await preview.getByRole('cell', { name: shown(BA1, 3610), exact: true }).waitFor();
    expect(await previewRows.count()).toBe(10);
    expect(await previewRows.first().locator('td').nth(4).innerText()).toBe(shown(BA1, 3601));
    // Newest first: today's factory hour 24 leads.
    await dialog.getByText('Newest first').click();
    await preview.getByRole('cell', { name: shown(BA1, 3024), exact: true }).waitFor();
    expect(await previewRows.count()).toBe(10);
    expect(await previewRows.first().locator('td').nth(4).innerText()).toBe(shown(BA1, 3024));
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export' }).click()]);
    const sheet = await readDownload(download);
    expect(sheet.getRow(6).getCell(5).value).toBe(3024);
  });

  it('builds a grabber, pages through it, exports it and opens the file; Save As and Clear Codes', async () => {
    const name = `Pans ${randomUUID().slice(0, 6)}`;
    const { ID } = await suite.api<ReportWriteResult>('supervisor.ba', 'BA', 'POST', '/grabber', { name });
    await suite.api('supervisor.ba', 'BA', 'POST', '/report-parameters', { REPT_ID: ID, CODE: BA1, SITE: 'BA' });
    await putWeek(BA1, 1000);
    await putWeek(BA2, 5000);

    const page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: '/datagrabber' });
    await page.getByRole('heading', { name: 'Data Grabber' }).waitFor();
    await page.getByRole('combobox', { name: 'Grabber' }).click();
    await chooseOption(page, name);
    await page.locator('thead').getByTestId(`grabber-column-BA-${BA1}`).waitFor();
    // The newest factory day is last: page 1 starts 7 days back at factory hour 1.
    await page.getByRole('cell', { name: shown(BA1, 1601), exact: true }).waitFor();

    // Add a parameter by searching its code.
    await page.getByRole('combobox', { name: 'Add parameter' }).click();
    await page.getByRole('combobox', { name: 'Add parameter' }).fill(BA2);
    await chooseOption(page, new RegExp(`^${BA2} `));
    await page.getByText('Parameter Added').waitFor();
    await page.locator('thead').getByTestId(`grabber-column-BA-${BA2}`).waitFor();

    // 168 rows: page 2 holds rows 101..168 (the last 68 hours: from factory hour 5 two days back).
    await page.locator('.ant-pagination-item-2').click();
    await page.getByRole('cell', { name: shown(BA2, 5205), exact: true }).waitFor();
    expect(await cell(page, 0, 4).innerText()).toBe(shown(BA1, 1205));

    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByLabel('File name').fill('My pans');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('dialog').getByRole('button', { name: 'Export' }).click(),
    ]);
    await page.getByText('Data exported to My pans.xlsx').waitFor();
    expect(download.suggestedFilename()).toBe('My pans.xlsx');
    const sheet = await readDownload(download);
    expect(sheet.getRow(4).getCell(1).value).toBe('Units'); // the demo parameters have units
    expect(sheet.getRow(5).values).toEqual([undefined, 'Real Date', 'Real Hour', 'Factory Date', 'Factory Hour', BA1, BA2]);
    expect(sheet.getRow(6).getCell(5).value).toBe(1601);
    expect(sheet.getRow(6).getCell(6).value).toBe(5601);
    expect(sheet.rowCount).toBe(5 + 7 * 24 + 1); // and the summary row
    // The same rows as CSV (POST /csv).
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('dialog').getByText('CSV (.csv)').click();
    await page.getByLabel('File name').fill('My pans');
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('dialog').getByRole('button', { name: 'Export' }).click(),
    ]);
    await page.getByText('Data exported to My pans.csv').waitFor();
    expect(csv.suggestedFilename()).toBe('My pans.csv');
    const lines = (await readFile(await savedDownload(csv), 'utf8')).split('\r\n');
    expect(lines[0]).toBe(`\uFEFFReal Date,Real Hour,Factory Date,Factory Hour,${BA1},${BA2}`);
    expect(lines[1]?.split(',').slice(4)).toEqual(['1601', '5601']);
    expect(lines).toHaveLength(1 + 7 * 24 + 1);

    await page.getByRole('button', { name: 'Save As' }).click();
    const copy = `${name} copy`;
    await page.getByLabel('Grabber name').fill(copy);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Grabber Created').waitFor();
    await page.getByTitle(copy).waitFor();
    await page.locator('thead').getByTestId(`grabber-column-BA-${BA2}`).waitFor();
    await page.getByRole('button', { name: 'Clear Codes' }).click();
    await page.getByText('Parameters Cleared').waitFor();
    await page.locator('thead').getByTestId(`grabber-column-BA-${BA1}`).waitFor({ state: 'detached' });
    // The copy was cleared; the original keeps its two parameters.
    await suite.server().settle();
    const today = factoryToday(new Date());
    const original = await suite.api<{ columns: unknown[] }>('supervisor.ba', 'BA', 'GET', `/stored-grabber/${ID}/${today}/${today}`);
    expect(original.columns).toHaveLength(2);
  });

  it('previews a report, runs it and saves its workbook', async () => {
    const name = `Daily ${randomUUID().slice(0, 6)}`;
    const { ID } = await suite.api<ReportWriteResult>('manager.co', 'CO', 'POST', '/report', {
      REPORT_NAME: name,
      ACCESS_LEVEL: 1,
      REPORT_TYPE: 1,
      RCAT_ID: null,
      PERD_CODE: 'D',
      OUTPUT_FILE_NAME: `Daily file ${name.slice(6)}`,
    });
    await suite.api('manager.co', 'CO', 'POST', '/report-parameters', { REPT_ID: ID, CODE: BA3, SITE: 'BA' });
    await putWeek(BA3, 7000);

    const page = await newPage();
    await suite.signIn(page, 'manager.co', 'Peterborough', { path: '/reports' });
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
    await page.getByRole('combobox', { name: 'Report' }).click();
    await chooseOption(page, name);
    // Run Report first shows the report's first rows as the workbook will hold them: one per factory date, oldest first.
    await page.getByRole('button', { name: 'Run Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Run Report' });
    const preview = dialog.getByRole('table').locator('tbody tr.ant-table-row');
    await preview.nth(5).waitFor();
    expect(await preview.count()).toBe(6);
    expect(await preview.first().innerText()).toContain(String(7000 + 600 + 24));
    expect(await preview.last().innerText()).toContain(String(7000 + 100 + 24));
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe(`Daily file ${name.slice(6)}.xlsx`);
    await page.getByText(`Data exported to Daily file ${name.slice(6)}.xlsx`).waitFor();
    const sheet = await readDownload(download);
    // One row per factory date (the daily value's hour, 24), oldest first; a note says so of the hourly code.
    expect(sheet.getRow(5).getCell(1).value).toBe('Note');
    expect(sheet.getRow(6).values).toEqual([undefined, 'Real Date', 'Real Hour', 'Factory Date', 'Factory Hour', BA3]);
    // Factory today's daily value is not due until its hour 24 ends (real 07:00 tomorrow): no row for it.
    expect(sheet.rowCount).toBe(6 + 6 + 1);
    expect(sheet.getRow(7).getCell(4).value).toBe(24);
    expect(sheet.getRow(7).getCell(5).value).toBe(7000 + 600 + 24);
    expect(sheet.getRow(12).getCell(5).value).toBe(7000 + 100 + 24);
    // Under the last day, the average of the daily values (a V code).
    const daily = [7, 8, 9, 10, 11, 12].map((n) => Number(sheet.getRow(n).getCell(5).value));
    expect(sheet.getRow(13).getCell(1).value).toBe('Average of V');
    expect(sheet.getRow(13).getCell(5).value).toBeCloseTo(daily.reduce((a, v) => a + v, 0) / daily.length, 6);
  });
});
