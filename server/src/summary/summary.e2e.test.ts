import { SUMMARY_DEFAULTS, type SummaryRow } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { chooseOption } from '../testing/pageWait.ts';

const suite = browserSuite();
const { describeBrowser, newPage } = suite;
const DEFAULT_URL = `/data-summary/WI/${SUMMARY_DEFAULTS.code}/BC/MAX`;

describeBrowser('data summary in the browser (Chromium)', () => {
  it("opens on the defaults and shows the default code's rows and chart", async () => {
    const expected = await suite.api<SummaryRow[]>('supervisor.wi', 'WI', 'GET', DEFAULT_URL);
    expect(expected.length).toBeGreaterThan(0);
    const page = await newPage();
    await suite.signIn(page, 'supervisor.wi', 'Wissington', { path: '/summary' });
    await page.getByRole('heading', { name: 'Data Summary' }).waitFor();
    await page.getByText(`${SUMMARY_DEFAULTS.code} at WI · Campaign`).waitFor();
    for (const row of expected) {
      const tr = page.locator(`tr[data-row-key="${row.OPERATION_CODE}:${row.YEAR}"]`);
      await tr.waitFor();
      const cells = await tr.locator('td').allInnerTexts();
      expect(cells).toEqual([
        row.OPERATION_CODE,
        String(row.YEAR),
        String(row.COUNT),
        ...[row.AVG, row.SUM, row.MIN, row.MAX, row.STDDEV].map((v) => v.toFixed(row.PRECISION)),
      ]);
    }
    await page.getByTestId('summary-chart').locator('canvas').first().waitFor();

    // Juice runs: none in the demo's recent values.
    await page.getByLabel('Stream').click();
    await chooseOption(page, 'Juice Run JR');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByText(`${SUMMARY_DEFAULTS.code} at WI · Juice Run`).waitFor();
    await page.getByText('No values').first().waitFor();
  });

  it("heads the statistics with the parameter's unit", async () => {
    const code = 'RJ-BX-V-1H'; // raw juice brix, in %
    const rows = await suite.api<SummaryRow[]>('supervisor.wi', 'WI', 'GET', `/data-summary/WI/${code}/BC/MAX`);
    expect(rows[0]?.UNITS).toBe('%');
    const page = await newPage();
    await suite.signIn(page, 'supervisor.wi', 'Wissington', { path: '/summary' });
    await page.getByText(`${SUMMARY_DEFAULTS.code} at WI · Campaign`).waitFor();
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByText(`${code} at WI · Campaign`).waitFor();
    const headings = page.getByTestId('summary-table').locator('thead');
    await headings.getByText('Average (%)').waitFor();
    expect(await headings.innerText()).toMatch(/Average \(%\)\s+Sum \(%\)\s+Min \(%\)\s+Max \(%\)/);
  });

  it("says 'invalid Code' for an empty code", async () => {
    const page = await newPage();
    await suite.signIn(page, 'supervisor.wi', 'Wissington', { path: '/summary' });
    await page.getByLabel('Code').fill('');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.locator('.ant-message').getByText('invalid Code').waitFor();
    await page.locator('.ant-form-item-explain-error').getByText('invalid Code').waitFor();
  });
});
