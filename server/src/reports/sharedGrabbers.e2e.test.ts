import { SITE_NAMES, type GrabberPageDto } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { chooseOption } from '../testing/pageWait.ts';

// The demo ships shared grabbers per category at the central office (docs/demo.md): a manager who has
// built nothing picks one and sees the values of every factory site at once.
const suite = browserSuite();
const { describeBrowser, newPage } = suite;

describeBrowser("the demo's shared grabbers per category (Chromium)", () => {
  it("picks 'Juice purity, all sites' under Quality and sees juice purity values of several sites", async () => {
    const page = await newPage();
    await suite.signIn(page, 'manager.co', 'Peterborough', { path: '/datagrabber' });
    await page.getByLabel('Sharing').getByText('Shared', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Category' }).click();
    await chooseOption(page, 'Quality', { exact: true });
    await page.getByRole('combobox', { name: 'Grabber' }).click();
    await chooseOption(page, 'Juice purity, all sites', { exact: true });
    const table = page.getByTestId('grabber-table');
    for (const site of ['BA', 'WI'] as const) {
      const heading = table.getByTestId(`grabber-column-${site}-RJ-PY-V-1H`).first();
      await heading.waitFor();
      expect(await heading.innerText()).toContain(SITE_NAMES[site]);
    }

    // The last seven factory days, oldest first, 100 rows a page: the demo's recent days are on page 2.
    const answer = page.waitForResponse((r) => /\/api\/stored-grabber\/\d+\/.*[?&]page=2\b/.test(r.url()) && r.ok());
    await page.locator('.ant-pagination').getByText('2', { exact: true }).click();
    const data = (await (await answer).json()) as GrabberPageDto;
    const sitesWithValues = new Set(data.columns.filter((_, i) => data.rows.some((row) => row.values[i] !== null)).map((c) => c.site));
    expect(sitesWithValues.size).toBeGreaterThanOrEqual(3);
    expect(new Set(data.columns.map((c) => c.code))).toEqual(new Set(['RJ-PY-V-1H', 'MA-PY-V-1H']));
    // Shown: purities at one decimal (80..95 %) in the table's rows.
    await page.locator('.ant-pagination-item-active').getByText('2', { exact: true }).waitFor();
    const rows = table.locator('tbody tr.ant-table-row');
    await rows.first().waitFor();
    expect((await rows.allInnerTexts()).some((text) => /\b(8\d|9[0-5])\.\d\b/.test(text))).toBe(true);
    await page.close();
  });
});
