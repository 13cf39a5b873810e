import type { Page } from 'playwright-core';
import { browserSuite, chooseLoginSite } from '../testing/browserSuite.ts';
import { DEMO_PASSWORD } from '../testing/embedded.ts';

// Forms open clean with their required fields marked; the sign-in keyboard flow.
const suite = browserSuite();
const { describeBrowser, newPage } = suite;

const supervisorToken = async () => (await suite.server().login('supervisor.ba', 'BA')).token;

/** The labels of the open modal's fields marked required, in order. */
const requiredLabels = (page: Page) => page.locator('.ant-modal .ant-form-item-required').allInnerTexts();

const loginForm = async (page: Page, username: string) => {
  await page.goto(`${suite.server().url}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
};
const activeId = (page: Page) => page.evaluate<string | null>('document.activeElement?.id ?? null');

describeBrowser('forms open clean and sign-in works from the keyboard (Chromium)', () => {
  it('opens New Operation empty after editing one, with every required field marked', async () => {
    const token = await supervisorToken();
    const created = await suite.server().request({
      method: 'POST',
      url: '/api/operation',
      token,
      body: { code: 'HF3031', type: 'JR', startDate: '2031-03-01', endDate: '2031-04-01' },
    });
    expect(created.status).toBe(200);

    const page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: '/operations' });
    await page.getByTestId('edit-HF3031').click();
    const code = page.locator('.ant-modal').getByLabel('Code');
    expect(await code.inputValue()).toBe('HF3031');
    // The browser asks for reduced motion (browserSuite): the dialog opens without antd's zoom, so Cancel is hit at once.
    expect(await page.locator('.ant-modal').getAttribute('class')).not.toMatch(/zoom/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.locator('.ant-modal').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'New' }).click();
    await page.getByText('New Operation').waitFor();
    const modal = page.locator('.ant-modal');
    expect(await modal.getByLabel('Code').inputValue()).toBe('');
    expect(await modal.getByLabel('Start Date').inputValue()).toBe('');
    expect(await modal.getByLabel('End Date').inputValue()).toBe('');
    expect(await modal.locator('.ant-select-selection-item').count()).toBe(0); // no type chosen
    expect(await requiredLabels(page)).toEqual(['Code', 'Type', 'Start Date', 'End Date']);
  });

  it('tabs from the password to the site, past the show-password eye, which the mouse still works', async () => {
    const page = await newPage();
    await loginForm(page, 'operator.ba');
    await page.getByLabel('Password').focus();
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe('login_site');

    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('Password').getAttribute('type')).toBe('text');
  });

  it('signs in with Enter from the chosen site', async () => {
    const page = await newPage();
    await loginForm(page, 'operator.ba');
    await chooseLoginSite(page, 'Bardney');
    await page.getByLabel('Site').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('greeting').waitFor();
  });
});
