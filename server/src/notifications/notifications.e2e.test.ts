import type { SendNotificationResult } from '@ftr/contracts';
import type { Page } from 'playwright-core';
import { browserSuite, chooseLoginSite } from '../testing/browserSuite.ts';
import { ADMIN_PASSWORD } from '../testing/embedded.ts';

const suite = browserSuite();
const { describeBrowser, consentedContext } = suite;

const signIn = async (page: Page, username: string, siteLabel: string) => {
  await suite.signIn(page, username, siteLabel);
  await page.getByTestId('greeting').waitFor();
};

/** An administrator's announcement, through the API (not the browser). */
const announce = async (usernames: string[], heading: string, link: string) => {
  const { token } = await suite.server().login('admin', 'BA');
  const response = await suite.server().request({
    method: 'POST',
    url: '/api/notifications',
    token,
    body: { site: 'BA', usernames, heading, message: 'Please read the new procedure', link },
  });
  if (response.status !== 200) throw new Error(`announce: ${response.status} ${response.body}`);
  return response.json<SendNotificationResult>();
};

describeBrowser('notifications in the browser (Chromium)', () => {
  it('shows a new notification on the badge without reloading; opening it marks it read and follows its link', async () => {
    const page = await (await consentedContext()).newPage();
    await signIn(page, 'operator.ba', 'Bardney');
    const bell = page.getByTestId('notification-bell');
    await bell.waitFor();
    expect(await bell.getAttribute('aria-label')).toBe('Notifications');
    expect(await page.locator('[data-testid="notification-count"]').count()).toBe(0);

    let reloaded = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });
    const sent = await announce(['operator.ba'], 'Procedure updated', '/notifications');
    expect(sent.count).toBe(1);

    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 10_000 });
    expect(await page.locator('[data-testid="notification-count"]').getAttribute('title')).toBe('1');
    expect(reloaded).toBe(false);

    await bell.click();
    await page.getByRole('menuitem', { name: /Procedure updated/ }).click();
    await page.waitForURL(/\/notifications$/);
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor({ timeout: 10_000 });
    await page.locator('[data-testid="notification-count"]').waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Read', exact: true }).waitFor();
  });

  it('manages the list on /notifications: mark unread, mark all read, delete, clear all', async () => {
    const page = await (await consentedContext()).newPage();
    await signIn(page, 'supervisor.wi', 'Wissington');
    const { token } = await suite.server().login('admin', 'WI');
    for (const heading of ['First notice', 'Second notice']) {
      const sent = await suite.server().request({
        method: 'POST',
        url: '/api/notifications',
        token,
        body: { site: 'WI', usernames: ['supervisor.wi'], heading, message: 'Body' },
      });
      expect(sent.status).toBe(200);
    }
    await page.getByRole('button', { name: 'Notifications, 2 unread' }).waitFor({ timeout: 10_000 });
    await page.getByTestId('notification-bell').click();
    await page.getByRole('menuitem', { name: 'All Notifications' }).click();
    await page.waitForURL(/\/notifications$/);
    const row = (heading: string) => page.locator('tr', { hasText: heading });

    await page.getByRole('button', { name: 'Mark all read' }).click();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect(await row('First notice').innerText()).toContain('Read');

    await row('First notice').getByRole('button', { name: 'Mark unread' }).click();
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();

    await row('Second notice').getByRole('button', { name: 'Delete' }).click();
    await row('Second notice').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('No notifications').first().waitFor();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    await page.getByText('No notifications').first().waitFor();
  });

  it("lets an administrator send a notification from the page, and it reaches the recipient's browser at once", async () => {
    const reader = await (await consentedContext()).newPage();
    await signIn(reader, 'operator.ba', 'Bardney');
    await reader.getByTestId('notification-bell').waitFor();
    const page = await (await consentedContext()).newPage();
    await page.goto(`${suite.server().url}/login`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await chooseLoginSite(page, 'Bardney');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByTestId('greeting').waitFor();
    await page.goto(`${suite.server().url}/notifications`);
    const users = page.getByLabel('Users');
    await users.fill('operator.ba');
    await users.press('Enter');
    await page.getByLabel('Heading').fill('Form notice');
    await page.getByRole('textbox', { name: 'Message' }).fill('Sent from the page');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Notification sent to 1 user').waitFor();
    await reader.getByTestId('notification-bell').click();
    await reader.getByRole('menuitem', { name: /Form notice/ }).waitFor({ timeout: 10_000 });
  });

  it('caps the badge at 10+ and lists the 7 most recent in the dropdown', async () => {
    const page = await (await consentedContext()).newPage();
    await signIn(page, 'supervisor.ba', 'Bardney');
    for (let i = 1; i <= 11; i++) await announce(['supervisor.ba'], `Bulletin ${i}`, '/');
    await page.getByRole('button', { name: 'Notifications, 11 unread' }).waitFor({ timeout: 10_000 });
    expect(await page.locator('[data-testid="notification-count"]').innerText()).toContain('10+');
    await page.getByTestId('notification-bell').click();
    const items = page.getByRole('menuitem', { name: /Bulletin/ });
    await items.first().waitFor();
    expect(await items.count()).toBe(7);
    expect(await items.first().innerText()).toContain('Bulletin 11');
    await page.getByRole('menuitem', { name: 'All Notifications' }).waitFor();
    await page.getByRole('menuitem', { name: 'Manage Subscriptions' }).waitFor();
  });

  it('works the notification menu from the keyboard: Enter opens it on its first item, arrows move, Escape closes it', async () => {
    const page = await (await consentedContext()).newPage();
    await signIn(page, 'supervisor.wi', 'Wissington');
    const bell = page.getByTestId('notification-bell');
    await bell.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Notifications' });
    await menu.waitFor();
    expect(await bell.getAttribute('aria-expanded')).toBe('true');
    const focused = () => page.evaluate('document.activeElement && document.activeElement.textContent');
    const first = await focused();
    await page.keyboard.press('End');
    expect(await focused()).toBe('Manage Subscriptions');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(first);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate('document.activeElement && document.activeElement.dataset.testid')).toBe('notification-bell');
    await page.context().close();
  });
});
