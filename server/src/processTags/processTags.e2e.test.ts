import type { Page } from 'playwright-core';
import type { ReadingsBatchResult } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { DEMO_PASSWORD } from '../testing/embedded.ts';
import { seedUsers } from '../testing/http.ts';
import { chooseOption } from '../testing/pageWait.ts';
import { instantText } from '../testing/timeText.ts';

const suite = browserSuite({ demoDays: 0 });
const { describeBrowser, newPage } = suite;

const card = (page: Page, source: 'phd' | 'iwb') => page.getByTestId(`tags-${source}`);
const rows = (page: Page, source: 'phd' | 'iwb') => card(page, source).locator('tbody tr.ant-table-row');

describeBrowser('process tags in the browser (Chromium)', () => {
  let page: Page;
  // tags the demo plant's Bardney parameters name (BS-TN-V-1H, BS-TN-T-1D): a historian may push only those
  const phdTag = 'BA.BS1.TN.PV';
  const iwbTag = 'IWB-BEET';
  const base = Date.now() - 3 * 3600_000;
  beforeAll(async () => {
    const server = suite.server();
    await seedUsers(server, [
      {
        username: 'historian.e2e',
        password: DEMO_PASSWORD,
        firstName: 'Plant',
        lastName: 'Historian',
        email: '',
        readAccess: 0,
        writeAccess: 1,
        sites: ['BA'],
        flags: ['PUSH_TAG_READINGS'],
      },
    ]);
    const { token } = await server.login('historian.e2e', 'BA');
    const push = async (source: 'PHD' | 'IWB', readings: object[]) => {
      const answer = await server.request({ method: 'POST', url: '/api/process-tags/readings', token, body: { source, readings } });
      expect(answer.status).toBe(200);
      return answer.json<ReadingsBatchResult>();
    };
    // 20 readings a minute apart: two pages of 16
    await push(
      'PHD',
      Array.from({ length: 20 }, (_, i) => ({ tag: phdTag, timestamp: new Date(base + i * 60_000).toISOString(), value: 100 + i })),
    );
    await push('IWB', [{ tag: iwbTag, timestamp: new Date(base).toISOString(), value: 24.75 }]);
    await server.settle();
    page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: '/processtags' });
    await page.getByRole('heading', { name: 'Process Tags', exact: true }).waitFor();
  });

  it('lists the distinct tags and shows a chosen tag’s readings, newest first, 16 to a page', async () => {
    await card(page, 'phd').getByTestId('tag-select-phd').click();
    await page.keyboard.type(phdTag);
    await chooseOption(page, phdTag, { exact: true });
    await rows(page, 'phd').first().getByText('119', { exact: true }).waitFor();
    expect(await rows(page, 'phd').count()).toBe(16);
    // Instants as every table writes them: the plant's clock, '2026-11-24 19:04:55'.
    expect(await rows(page, 'phd').first().locator('td').nth(2).innerText()).toBe(instantText(new Date(base + 19 * 60_000)));
    await card(page, 'phd').getByRole('listitem', { name: '2' }).click();
    await rows(page, 'phd').last().getByText('100', { exact: true }).waitFor();
    expect(await rows(page, 'phd').count()).toBe(4);
    await rows(page, 'phd').first().getByText(phdTag, { exact: true }).waitFor();
  });

  it('searches weighbridge codes apart from process tags, each ticket with its product name and parameter', async () => {
    await card(page, 'iwb').getByTestId('tag-select-iwb').click();
    await page.keyboard.type(iwbTag);
    await chooseOption(page, iwbTag, { exact: true });
    await rows(page, 'iwb').getByText('24.75', { exact: true }).waitFor();
    expect(await rows(page, 'iwb').count()).toBe(1);
    await rows(page, 'iwb').getByText('Beet Slice', { exact: true }).waitFor();
    await rows(page, 'iwb').getByText('BS-TN-T-1D', { exact: true }).waitFor();
  });
});
