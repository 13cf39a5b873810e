import type { ReportDefinitionDto, ReportWriteResult } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { chooseOption } from '../testing/pageWait.ts';

// An owner archives their own personal grabbers and reports where they use them; the maintain flags
// govern shared ones only. supervisor.ba and auditor.co hold DATA_GRABBER and REPORTS, neither maintain flag
// (auditor.co, write access 0, saves nothing at all).
const suite = browserSuite();
const { describeBrowser, newPage } = suite;

describeBrowser('owners archive their personal grabbers and reports (Chromium)', () => {
  it('archives a personal grabber from /datagrabber without MAINTAIN_GRABBERS', async () => {
    const name = `Supervisor checks ${Date.now().toString(36)}`;
    const { ID } = await suite.api<ReportWriteResult>('supervisor.ba', 'BA', 'POST', '/grabber', { name });
    const page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: `/datagrabber?grabber=${ID}` });
    await page.getByTitle(name).waitFor();
    await page.getByRole('button', { name: 'Archive' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Archive' }).click();
    await page.getByText('Grabber Archived').waitFor();
    await page.getByTitle(name).waitFor({ state: 'detached' });
    await suite.server().settle();
    const mine = await suite.api<ReportDefinitionDto[]>('supervisor.ba', 'BA', 'GET', '/stored-grabber/me');
    expect(mine.map((g) => g.ID)).not.toContain(ID);
    await page.close();
  });

  it('offers no Archive for a shared grabber to a user without MAINTAIN_GRABBERS', async () => {
    const page = await newPage();
    await suite.signIn(page, 'auditor.co', 'Bardney', { path: '/datagrabber?sharing=Shared&category=0' });
    await page.getByLabel('Grabber', { exact: true }).click();
    await chooseOption(page, 'Laboratory results');
    await page.getByTitle('Laboratory results').first().waitFor();
    expect(await page.getByRole('button', { name: 'Archive' }).count()).toBe(0);
    await page.close();
  });

  it('archives a personal report from /reports', async () => {
    const page = await newPage();
    await suite.signIn(page, 'manager.co', 'Bardney', { path: '/reports' });
    await page.getByLabel('Report', { exact: true }).click();
    await chooseOption(page, 'Hourly process log');
    await page.getByRole('button', { name: 'Archive' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Archive' }).click();
    await page.getByText('Report Archived').waitFor();
    await suite.server().settle();
    const personal = await suite.api<ReportDefinitionDto[]>('manager.co', 'BA', 'GET', '/reports/Personal');
    expect(personal.map((r) => r.REPORT_NAME)).not.toContain('Hourly process log');
    await page.close();
  });
});
