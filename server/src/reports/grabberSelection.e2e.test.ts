import type { ReportDefinitionDto } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { chooseOption } from '../testing/pageWait.ts';

// The grabber without dead ends: a user with no stored grabber picks parameters across sites by a
// heading, sees units and site names, gets their values at once, and only then saves them.
const suite = browserSuite();
const { describeBrowser, newPage } = suite;

describeBrowser('the grabber without a stored grabber (Chromium)', () => {
  it('picks parameters at two sites by code, shows their values, pages, and saves them as a personal grabber', async () => {
    const page = await newPage();
    await suite.signIn(page, 'manager.co', 'Peterborough', { path: '/datagrabber' });
    const find = page.getByLabel('Find parameters');
    await find.click();
    await page.keyboard.type('bs-tn-v-1h');
    await chooseOption(page, /^BS-TN-V-1H · Beet Slice Tonnage.* · t\/h · Bardney$/);
    await find.click();
    await page.keyboard.type('bs-tn-v-1h');
    await chooseOption(page, /^BS-TN-V-1H · Beet Slice Tonnage.* · t\/h · Wissington$/);
    const picked = page.getByLabel('Picked parameters');
    await picked.getByText('Wissington').waitFor();
    expect(await picked.innerText()).toContain('Bardney');

    // The last seven factory days of hourly rows: 168 rows, 100 a page.
    await page.locator('.ant-table-thead').getByText('Wissington').first().waitFor();
    await page.locator('.ant-pagination').getByText('2', { exact: true }).click();
    await page.locator('.ant-pagination-item-active').getByText('2', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Save As' }).click();
    const name = `Slice tonnage ${Date.now().toString(36)}`;
    await page.getByRole('dialog').getByRole('textbox').fill(name);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /save|ok/i })
      .click();
    await page.getByText('Grabber Created').waitFor();
    await page.getByTitle(name).waitFor();
    await suite.server().settle();
    const mine = await suite.api<ReportDefinitionDto[]>('manager.co', 'CO', 'GET', '/stored-grabber/me');
    expect(mine.map((g) => g.REPORT_NAME)).toContain(name);
    await page.close();
  });
});
