import type { Page } from 'playwright-core';
import type { ReadingsBatchResult } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { DEMO_PASSWORD } from '../testing/embedded.ts';
import { seedUsers } from '../testing/http.ts';
import { chooseOption } from '../testing/pageWait.ts';

const suite = browserSuite({ demoDays: 0 });
const { describeBrowser, newPage } = suite;
const run = Date.now().toString(36).toUpperCase();

const card = (page: Page, source: 'phd' | 'iwb') => page.getByTestId(`tags-${source}`);
const rows = (page: Page, source: 'phd' | 'iwb') => card(page, source).locator('tbody tr.ant-table-row');

describeBrowser('process tags in the browser (Chromium)', () => {
  let page: Page;
  const phdTag = `BA.E2E${run}.PV`;
  const iwbTag = `IWB-E2E${run}`;
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
        writeAccess: 0,
        sites: ['BA'],
        flags: ['PUSH_TAG_READINGS'],
      },
    ]);
    const { token } = await server.login('historian.e2e', 'BA');
    const base = Date.now() - 3 * 3600_000;
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
    await page.keyboard.type(`E2E${run}`);
    await chooseOption(page, phdTag, { exact: true });
    await rows(page, 'phd').first().getByText('119', { exact: true }).waitFor();
    expect(await rows(page, 'phd').count()).toBe(16);
    await card(page, 'phd').getByRole('listitem', { name: '2' }).click();
    await rows(page, 'phd').last().getByText('100', { exact: true }).waitFor();
    expect(await rows(page, 'phd').count()).toBe(4);
    await rows(page, 'phd').first().getByText('BA.E2E', { exact: false }).waitFor();
  });

  it('searches weighbridge codes apart from process tags', async () => {
    await card(page, 'iwb').getByTestId('tag-select-iwb').click();
    await page.keyboard.type(iwbTag);
    await chooseOption(page, iwbTag, { exact: true });
    await rows(page, 'iwb').getByText('24.75', { exact: true }).waitFor();
    expect(await rows(page, 'iwb').count()).toBe(1);
  });
});
