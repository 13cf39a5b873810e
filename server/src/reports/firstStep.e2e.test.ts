import { browserSuite } from '../testing/browserSuite.ts';

const suite = browserSuite({ demoDays: 0 });
const { describeBrowser, newPage } = suite;

describeBrowser('empty lists say what to do first (Chromium)', () => {
  it('an empty report list offers "Create your first report", which opens a new report', async () => {
    const page = await newPage();
    // The central office keeps no reports of its own in the demo data.
    await suite.signIn(page, 'manager.co', 'Peterborough', { path: '/report/manage' });
    const list = page.getByTestId('report-list');
    await list.getByText('No reports yet').waitFor();
    await list.getByRole('button', { name: 'Create your first report' }).click();
    await page.waitForURL(/\/report\/manage\/New$/);
  });

  it('an empty personal grabber list offers "Create your first grabber"', async () => {
    const page = await newPage();
    await suite.signIn(page, 'manager.co', 'Peterborough', { path: '/datagrabber/manage' });
    const list = page.getByTestId('personal-grabbers');
    await list.getByText('You have no personal grabbers at this site').waitFor();
    await list.getByRole('button', { name: 'Create your first grabber' }).click();
    await page.waitForURL(/\/datagrabber\/manage\/New$/);
  });
});
