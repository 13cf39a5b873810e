import { ALERT_MESSAGES, type RaiseAlertResult } from '@ftr/contracts';
import { randomUUID } from 'node:crypto';
import { browserSuite } from '../testing/browserSuite.ts';
import { chooseOption } from '../testing/pageWait.ts';

// Spec 3 §2 Home: active alerts, raised and cleared by administrators. Home is drawn without antd (its first
// load stays small): the alert, its Clear button and the "cleared" message are plain; the New Alert dialog brings antd.
const suite = browserSuite();
const { describeBrowser, newPage } = suite;

/** An alert raised through the API (not the browser), with a message no other test uses. */
const raiseByApi = async (site: 'BA' | 'WI', text: string): Promise<RaiseAlertResult> => {
  const { token } = await suite.server().login('admin', site);
  const response = await suite
    .server()
    .request({ method: 'POST', url: '/api/alert', token, body: { type: 'warning', message: text, site } });
  if (response.status !== 200) throw new Error(`raise: ${response.status} ${response.body}`);
  return response.json<RaiseAlertResult>();
};

describeBrowser('alerts on Home in the browser (Chromium)', () => {
  it('lets an administrator raise an alert from Home and clear it, each confirmed by its message', async () => {
    const text = `Boiler 2 trip drill ${randomUUID().slice(0, 8)}`;
    const page = await newPage();
    await suite.signIn(page, 'admin', 'Bardney');
    await page.getByTestId('greeting').waitFor();

    await page.getByRole('button', { name: 'New Alert' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Alert' });
    await dialog.getByLabel('Type').click();
    await chooseOption(page, 'Warning', { exact: true });
    await dialog.getByLabel('Message').fill(text);
    await dialog.getByRole('button', { name: 'Raise' }).click();
    await page.getByText(ALERT_MESSAGES.raised).waitFor();

    const alert = page.getByRole('alert').filter({ hasText: text });
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Bardney · ');
    expect(await alert.getAttribute('class')).toContain('plain-alert-warning');

    await alert.getByRole('button', { name: 'Clear alert' }).click();
    await page.getByText(ALERT_MESSAGES.cleared).waitFor();
    await alert.waitFor({ state: 'detached' });
    await page.close();
  });

  it("shows an operator the site's alerts with nothing to raise or clear", async () => {
    const text = `Weighbridge closed ${randomUUID().slice(0, 8)}`;
    await raiseByApi('BA', text);
    const page = await newPage();
    await suite.signIn(page, 'operator.ba', 'Bardney');
    const alert = page.getByRole('alert').filter({ hasText: text });
    await alert.waitFor();
    expect(await alert.getByRole('button', { name: 'Clear alert' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'New Alert' }).count()).toBe(0);
    await page.close();
  });

  it('puts an alert back and says why when the server refuses to clear it', async () => {
    const text = `Lime kiln check ${randomUUID().slice(0, 8)}`;
    const raised = await raiseByApi('BA', text);
    const page = await newPage();
    await suite.signIn(page, 'admin', 'Bardney');
    const alert = page.getByRole('alert').filter({ hasText: text });
    await alert.waitFor();
    // Another administrator clears it first; this page's Clear is then refused (the server decides).
    await page.route(`**/api/alert/${raised.id}`, async (route) => {
      const { token } = await suite.server().login('admin', 'BA');
      await suite.server().request({ method: 'DELETE', url: `/api/alert/${raised.id}`, token });
      await route.continue();
    });
    await alert.getByRole('button', { name: 'Clear alert' }).click();
    await page.getByText(ALERT_MESSAGES.alreadyCleared).waitFor();
    await page.close();
  });
});
