import type { Locator, Page } from 'playwright-core';
import type { LookupDto } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';

const suite = browserSuite({ demoDays: 0 });
const { describeBrowser, newPage } = suite;

const toast = (page: Page, text: string) => page.locator('.ant-message-notice').getByText(text, { exact: true }).waitFor();
const section = (page: Page, name: string) => page.getByTestId(`lookups-${name}`);
const row = (list: Locator, code: string) => list.locator(`tr[data-row-key="${code}"]`);
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const search = async (list: Locator, text: string) => {
  const box = list.getByPlaceholder(/^Search /);
  await box.fill(text);
  await box.press('Enter');
};
const items = async (): Promise<LookupDto[]> => {
  await suite.server().settle();
  return suite.api<LookupDto[]>('operator.ba', 'BA', 'GET', '/lookups/item');
};

describeBrowser('lookups in the browser (Chromium)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: '/lookups' });
    await page.getByRole('heading', { name: 'Lookups', exact: true }).waitFor();
    await row(section(page, 'item'), 'BS').waitFor();
    await row(section(page, 'statistic'), 'V').waitFor();
  });

  it('creates an item code, upper-cased, and finds it by searching', async () => {
    const list = section(page, 'item');
    await list.getByRole('button', { name: 'New Item' }).click();
    const modal = dialog(page, 'New Item');
    await modal.getByLabel('Code').click(); // waits until the opening animation is over
    await modal.getByLabel('Code').fill('ze');
    await modal.getByLabel('Description').fill('E2E Quench Tank');
    await modal.getByRole('button', { name: 'Create' }).click();
    await toast(page, 'Lookup Created');
    await modal.waitFor({ state: 'detached' });
    await search(list, 'quench');
    await row(list, 'ZE').getByText('E2E Quench Tank').waitFor();
    expect(await list.locator('tbody tr.ant-table-row').count()).toBe(1);
    expect((await items()).find((lookup) => lookup.code === 'ZE')).toMatchObject({
      description: 'E2E Quench Tank',
      updatedBy: 'supervisor.ba',
    });
  });

  it('edits its description with a reason, the code read-only', async () => {
    const list = section(page, 'item');
    await row(list, 'ZE').getByRole('button', { name: 'Edit' }).click();
    const modal = dialog(page, 'Update Item ZE');
    await modal.getByLabel('Description').click();
    expect(await modal.getByLabel('Code').isDisabled()).toBe(true);
    await modal.getByLabel('Description').fill('E2E Quench Tanks');
    await modal.getByLabel('Reason for change').fill('There are two of them');
    await modal.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Lookup Updated');
    await row(list, 'ZE').getByText('E2E Quench Tanks').waitFor();
    const [updated] = (await suite.server().infra.eventStore.readStream('lookup-item_ZE')).slice(-1);
    expect(updated).toMatchObject({
      type: 'LookupUpdated',
      data: { previous: { description: 'E2E Quench Tank' }, reason: 'There are two of them' },
    });
  });

  it('refuses to delete a code parameters use, naming the count, and keeps the row', async () => {
    const list = section(page, 'item');
    await search(list, 'beet slice');
    const bs = row(list, 'BS');
    await bs.waitFor();
    const used = Number(await bs.locator('td').nth(2).innerText());
    expect(used).toBeGreaterThan(0);
    await bs.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Yes' }).last().click();
    await toast(page, `Item BS is used by ${used} parameters and cannot be deleted`);
    expect(await bs.isVisible()).toBe(true);
  });

  it('deletes an unused code after confirmation', async () => {
    const list = section(page, 'item');
    await search(list, 'ze');
    const ze = row(list, 'ZE');
    await ze.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Yes' }).last().click();
    await toast(page, 'Code Deleted');
    await ze.waitFor({ state: 'detached' });
    expect((await items()).some((lookup) => lookup.code === 'ZE')).toBe(false);
  });
});
