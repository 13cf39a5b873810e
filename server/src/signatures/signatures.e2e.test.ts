import type { Page } from 'playwright-core';
import type { CcfParameterDto, CcfView, OperationDto } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { DEMO_PASSWORD } from '../testing/embedded.ts';

const suite = browserSuite();
const { describeBrowser, newPage } = suite;

const api = async <T>(username: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: object): Promise<T> => {
  const { token } = await suite.server().login(username, 'BA');
  const response = await suite.server().request({ method, url: `/api${url}`, token, ...(body ? { body } : {}) });
  if (response.status !== 200) throw new Error(`${method} ${url}: ${response.status} ${response.body}`);
  return response.json<T>();
};
const toast = (page: Page, text: string) => page.locator('.ant-message-notice').getByText(text, { exact: true }).waitFor();

describeBrowser('electronic signatures in the browser (Chromium)', () => {
  it('closes a CCF with a signature (a wrong password first) and shows it on the detail page', async () => {
    const operation = (await api<OperationDto[]>('supervisor.ba', 'GET', '/operations/active'))[0]?.OPTN_CODE ?? '';
    const open = await api<CcfView[]>('supervisor.ba', 'GET', '/ccf');
    const busy = new Set(open.filter((c) => c.OPERATION === operation && c.STATUS === 'O').map((c) => c.PARAMETER));
    const code = (await api<CcfParameterDto[]>('supervisor.ba', 'GET', '/ccf-parameters/list')).find((p) => !busy.has(p.CODE))?.CODE ?? '';
    const { id } = await api<{ id: string }>('supervisor.ba', 'POST', '/ccf', { parameter: code, operation });
    await api('manager.co', 'PUT', '/signature-settings', { actions: ['ccfClose'], correctionDays: 7 });

    const page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: `/ccf/${encodeURIComponent(id)}/${encodeURIComponent(code)}` });
    await page.getByRole('button', { name: 'Close CCF' }).click();
    const close = page.getByRole('dialog', { name: 'Close CCF' });
    await close.getByText('Electronic signature', { exact: true }).waitFor();
    await close.getByLabel('Comment', { exact: true }).fill('Back in band; signed');
    await close.getByTitle('Closed').waitFor(); // the meaning a close suggests
    await close.getByLabel('Signature password').fill('not my password');
    await close.getByRole('button', { name: 'Close CCF' }).click();
    await toast(page, 'Invalid username or password');
    await close.getByLabel('Signature password').fill(DEMO_PASSWORD);
    await close.getByRole('button', { name: 'Close CCF' }).click();
    await toast(page, `CCF for ${code} closed`);
    await close.waitFor({ state: 'detached' });
    const line = page.getByTestId('ccf-details').getByTestId('signature-line');
    await line.getByText(/^Signed: Beth Barker \(supervisor\.ba\), Closed, /).waitFor();
  });
});
