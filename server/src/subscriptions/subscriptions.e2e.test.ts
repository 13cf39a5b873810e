import type { SubscriptionDto, WriteResult } from '@ftr/contracts';
import type { Page } from 'playwright-core';
import { browserSuite } from '../testing/browserSuite.ts';
import { chooseOption } from '../testing/pageWait.ts';

const suite = browserSuite();
const { describeBrowser } = suite;

/** Calls the API as supervisor.ba (not through the browser). */
const api = async <T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> => {
  const { token } = await suite.server().login('supervisor.ba', 'BA');
  const response = await suite.server().request({ method, url: `/api${url}`, token, ...(body ? { body } : {}) });
  if (response.status !== 200) throw new Error(`${method} ${url}: ${response.status} ${response.body}`);
  return response.json<T>();
};
const mine = async () => {
  await suite.server().projector.waitFor((await suite.server().infra.eventStore.headPosition()) ?? 0n, 5_000);
  return api<SubscriptionDto[]>('GET', '/parameter-subscribe');
};
const row = (page: Page, code: string) => page.getByRole('row').filter({ hasText: code });
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true }).first().waitFor();
/** Clicks, then waits for the PUT the click sends to be answered. */
const saved = async (page: Page, click: () => Promise<void>) => {
  const answered = page.waitForResponse((r) => r.url().includes('/api/parameter-subscribe/') && r.request().method() === 'PUT');
  await click();
  expect((await answered).status()).toBe(200);
};

describeBrowser('My Subscriptions (/profile/subscriptions) in the browser (Chromium)', () => {
  it('changes a type and a switch in place, removes one, and restores it when the server refuses', async () => {
    await api<WriteResult>('POST', '/parameter-subscribe', { code: 'TN-PH-V-1H', site: 'BA', type: 1, email: false, push: true });
    await api<WriteResult>('POST', '/parameter-subscribe', { code: 'CD-PH-V-1H', site: 'BA', type: 2, email: false, push: true });

    const page = await suite.newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney');
    await page.goto(`${suite.server().url}/profile/subscriptions`);
    await row(page, 'TN-PH-V-1H').waitFor();
    await row(page, 'CD-PH-V-1H').getByText('Bardney').waitFor();
    expect(await page.title()).toBe('FTR - My Subscriptions');

    await page.getByLabel('Subscription type for TN-PH-V-1H').click();
    await saved(page, () => chooseOption(page, 'Data Outside Absolute Limits'));
    await toast(page, 'Subscription Updated');
    await saved(page, () => page.getByRole('switch', { name: 'Email for CD-PH-V-1H' }).click());
    const afterEdits = await mine();
    expect(afterEdits.map((s) => [s.PARM_CODE, s.SUBSCRIPTION_TYPE, s.EMAIL])).toEqual([
      ['CD-PH-V-1H', 2, true],
      ['TN-PH-V-1H', 3, false],
    ]);

    await page.route('**/api/parameter-subscribe/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 404, contentType: 'text/plain', body: 'Subscription not found' })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Remove CD-PH-V-1H' }).click();
    await toast(page, 'Subscription not found');
    await row(page, 'CD-PH-V-1H').waitFor();
    await page.unroute('**/api/parameter-subscribe/*');

    await page.getByRole('button', { name: 'Remove CD-PH-V-1H' }).click();
    await toast(page, 'Subscription Removed');
    await row(page, 'CD-PH-V-1H').waitFor({ state: 'detached' });
    expect((await mine()).map((s) => s.PARM_CODE)).toEqual(['TN-PH-V-1H']);
    await page.context().close();
  });
});
