import type { Page } from 'playwright-core';
import type { CcfAnalysisDto, CcfTypeDto } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { chooseOption } from '../testing/pageWait.ts';

const suite = browserSuite({ demoDays: 0 });
const { describeBrowser, newPage } = suite;

const toast = (page: Page, text: string) => page.locator('.ant-message-notice').getByText(text, { exact: true }).waitFor();
const row = (page: Page, code: string) => page.locator(`tr[data-row-key="${code}"]`);
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const read = async <T>(url: string): Promise<T> => {
  const { token } = await suite.server().login('operator.ba', 'BA');
  await suite.server().settle();
  const response = await suite.server().request({ method: 'GET', url: `/api${url}`, token });
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status} ${response.body}`);
  return response.json<T>();
};

describeBrowser('CCF settings in the browser (Chromium)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: '/ccf/settings' });
    await page.getByRole('heading', { name: 'CCF Settings' }).waitFor();
    await row(page, 'THINPH').waitFor();
  });

  it('adds a type, checking uniqueness as the user types', async () => {
    await page.getByRole('button', { name: 'Add CCF Type' }).click();
    const modal = dialog(page, 'New CCF Type');
    await modal.getByLabel('Code').click(); // waits until the opening animation is over
    await modal.getByLabel('Code').fill('xe');
    await modal.getByLabel('Name').fill('quality');
    await modal.getByText('Must be unique').waitFor();
    await modal.getByLabel('Name').fill('Extra');
    await modal.getByText('Must be unique').waitFor({ state: 'detached' });
    await modal.getByRole('button', { name: 'Create' }).click();
    await toast(page, 'CCF Type created.');
    expect(await row(page, 'XE').innerText()).toContain('Extra');
    expect((await read<CcfTypeDto[]>('/ccf-types')).find((t) => t.code === 'XE')).toEqual({ code: 'XE', name: 'Extra' });
  });

  it('adds an analysis of that type, checking the limit order on change', async () => {
    await page.getByRole('button', { name: 'Add CCF Analysis' }).click();
    const modal = dialog(page, 'New CCF Analysis');
    await modal.getByLabel('Code').click();
    await modal.getByLabel('Code').fill('e2ebrix');
    await modal.getByLabel('Name').fill('E2E brix');
    await modal.getByLabel('CCF Type').click();
    await chooseOption(page, 'Extra', { exact: true });
    await modal.locator('.ant-select').getByText('Extra', { exact: true }).waitFor();
    await modal.getByLabel('Low Absolute Limit').fill('10');
    await modal.getByLabel('Low Trigger Limit').fill('5');
    await modal.getByText('Must be greater than or equal to Low Absolute Limit').waitFor();
    await modal.getByRole('button', { name: 'Create' }).click();
    // blocked while the error map has keys: the modal stays, the message stays, nothing reaches the server
    await modal.getByText('Must be greater than or equal to Low Absolute Limit').waitFor();
    expect(await modal.isVisible()).toBe(true);
    expect((await read<CcfAnalysisDto[]>('/ccf-analysis')).some((a) => a.code === 'E2EBRIX')).toBe(false);
    await modal.getByLabel('Low Trigger Limit').fill('12');
    await modal.getByLabel('High Trigger Limit').fill('20');
    await modal.getByLabel('High Absolute Limit').fill('25');
    await modal.getByText('Must be greater than or equal to Low Absolute Limit').waitFor({ state: 'detached' });
    await modal.getByRole('button', { name: 'Create' }).click();
    await toast(page, 'CCF Analysis created.');
    const text = await row(page, 'E2EBRIX').innerText();
    for (const part of ['E2E brix', 'Extra', '10', '12', '20', '25']) expect(text).toContain(part);
  });

  it('edits an analysis from its code link, the code read-only', async () => {
    await row(page, 'E2EBRIX').getByText('E2EBRIX').click();
    const modal = dialog(page, 'Update CCF Analysis');
    await modal.getByLabel('Name').click();
    expect(await modal.getByLabel('Code').isDisabled()).toBe(true);
    await modal.getByLabel('Name').fill('E2E brix edited');
    await modal.getByLabel('High Absolute Limit').fill('');
    await modal.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'CCF Analysis updated.');
    await row(page, 'E2EBRIX').getByText('E2E brix edited').waitFor();
    const saved = (await read<CcfAnalysisDto[]>('/ccf-analysis')).find((a) => a.code === 'E2EBRIX');
    expect(saved).toMatchObject({ name: 'E2E brix edited', ccf_type: 'XE', low_abs: 10, high_abs: null });
  });

  it('refuses to delete what is in use, listing its users', async () => {
    await row(page, 'XE').getByRole('button', { name: 'Delete Extra' }).click();
    const typeInfo = dialog(page, 'XE is assigned to one or more analyses');
    await typeInfo.getByText('E2EBRIX - E2E brix edited').waitFor();
    await typeInfo.getByRole('button', { name: 'OK' }).click();
    await typeInfo.waitFor({ state: 'detached' });

    await row(page, 'THINPH').getByRole('button', { name: 'Delete Thin juice pH' }).click();
    const analysisInfo = dialog(page, 'THINPH is assigned to one or more parameters');
    await analysisInfo.getByText('BA TN-PH-V-1H').waitFor();
    await analysisInfo.getByText('WI TN-PH-V-1H').waitFor();
    await analysisInfo.getByRole('button', { name: 'OK' }).click();
    await analysisInfo.waitFor({ state: 'detached' });
    expect(await row(page, 'XE').isVisible()).toBe(true);
    expect(await row(page, 'THINPH').isVisible()).toBe(true);
  });

  it('deletes only after Yes in the confirm dialog headed with the kind, showing the name', async () => {
    await row(page, 'E2EBRIX').getByRole('button', { name: 'Delete E2E brix edited' }).click();
    let confirm = dialog(page, 'Delete CCF Analysis');
    await confirm.getByText('E2E brix edited').waitFor();
    await confirm.getByRole('button', { name: 'No' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await row(page, 'E2EBRIX').isVisible()).toBe(true);

    await row(page, 'E2EBRIX').getByRole('button', { name: 'Delete E2E brix edited' }).click();
    confirm = dialog(page, 'Delete CCF Analysis');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await toast(page, 'E2E brix edited removed');
    await row(page, 'E2EBRIX').waitFor({ state: 'detached' });

    await row(page, 'XE').getByRole('button', { name: 'Delete Extra' }).click();
    await dialog(page, 'Delete CCF Type').getByRole('button', { name: 'Yes' }).click();
    await toast(page, 'Extra removed');
    await row(page, 'XE').waitFor({ state: 'detached' });
    expect((await read<CcfTypeDto[]>('/ccf-types')).map((t) => t.code)).toEqual(['ENV', 'FS', 'HS', 'QC']);
    expect((await read<CcfAnalysisDto[]>('/ccf-analysis')).some((a) => a.code === 'E2EBRIX')).toBe(false);
  });
});
