import type { Page } from 'playwright-core';
import { browserSuite, chooseLoginSite } from '../testing/browserSuite.ts';
import { DEMO_PASSWORD } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { chooseOption } from '../testing/pageWait.ts';

const suite = browserSuite();
const { describeBrowser, consentedContext, newPage } = suite;
const { caughtUp, linkIn } = httpHelpers(() => suite.server());
const url = (path: string) => `${suite.server().url}${path}`;
const NEW_PASSWORD = 'Fresh-Password-2027';

/** Where the session token is kept: 'local' (Remember Me), 'session', or both/neither. */
const tokenStores = async (page: Page) => ({
  local: await page.evaluate("window.localStorage.getItem('ftr.token') !== null"),
  session: await page.evaluate("window.sessionStorage.getItem('ftr.token') !== null"),
});

const signInWith = async (page: Page, username: string, password: string, siteLabel: string, { stay = false } = {}) => {
  if (!stay) await page.goto(url('/login'));
  const button = page.getByRole('button', { name: 'Sign In' });
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await chooseLoginSite(page, siteLabel);
  await button.click();
  await page.getByTestId('greeting').waitFor();
};

describeBrowser('accounts in the browser (Chromium)', () => {
  it('keeps the token in localStorage with Remember Me (a new page is signed in), else in sessionStorage only', async () => {
    const remembered = await consentedContext();
    const page = await remembered.newPage();
    await suite.signIn(page, 'operator.ba', 'Bardney', { remember: true });
    await page.getByTestId('greeting').waitFor();
    expect(await tokenStores(page)).toEqual({ local: true, session: false });
    const second = await remembered.newPage();
    await second.goto(url('/'));
    await second.getByTestId('greeting').getByText('Owen').waitFor();
    await remembered.close();

    const forgotten = await consentedContext();
    const once = await forgotten.newPage();
    await suite.signIn(once, 'operator.ba', 'Bardney');
    await once.getByTestId('greeting').waitFor();
    expect(await tokenStores(once)).toEqual({ local: false, session: true });
    const other = await forgotten.newPage();
    await other.goto(url('/'));
    await other.waitForURL(/\/login$/);
    await forgotten.close();
  });

  it('resets a password through the mailed link (from the /Reset link of the login page), then signs in with it', async () => {
    const page = await newPage();
    await page.goto(url('/login'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/Reset$/);
    await page.getByLabel('Email').fill('supervisor.wi@example.com');
    const before = suite.server().outbox().length;
    const send = page.getByRole('button', { name: 'Send Reset Link' });
    await send.click();
    await page.getByText('Please check your Inbox.').waitFor();
    expect(await send.isDisabled()).toBe(true);

    const id = await linkIn('supervisor.wi@example.com', before);
    await caughtUp();
    await page.goto(url(`/reset/${id}`));
    await page.getByText('supervisor.wi', { exact: true }).waitFor();
    await page.getByLabel('New Password').fill(NEW_PASSWORD);
    const repeat = page.getByLabel('Repeat Password');
    await repeat.fill(`${NEW_PASSWORD}!`);
    await page.getByText('Passwords must match').waitFor();
    await repeat.fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set Password' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByText('Password has been reset; please sign in').waitFor();

    await signInWith(page, 'supervisor.wi', NEW_PASSWORD, 'Wissington');
    const used = await newPage();
    await used.goto(url(`/reset/${id}`));
    await used.getByText('Invalid link').waitFor();
    await used.waitForURL(/\/login$/);
  });

  it.each(['not-a-real-link-id-000000000000', 'short'])("shows 'Invalid link' for /reset/%s and lands on /login", async (id) => {
    const page = await newPage();
    await page.goto(url(`/reset/${id}`));
    await page.getByText('Invalid link').waitFor();
    await page.waitForURL(/\/login$/);
  });

  it('registers with a company address and lands on /login; another address gets the server message', async () => {
    const page = await newPage();
    await page.goto(url('/login'));
    await page.getByRole('link', { name: 'Register' }).click();
    await page.waitForURL(/\/register$/);
    await page.getByText('Only administrators create accounts').waitFor();
    await page.getByLabel('First Name').fill('Rita');
    await page.getByLabel('Last Name').fill('Requester');
    await page.getByLabel('Email').fill('rita@gmail.com');
    await page.getByLabel('Site').click();
    await chooseOption(page, 'Peterborough');
    await page.getByLabel('Live Data').check();
    const before = suite.server().outbox().length;
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Please register with your company email address (@example.com)').waitFor();
    expect(suite.server().outbox().length).toBe(before);

    await page.getByLabel('Email').fill('rita@example.com');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Please check your inbox').waitFor();
    await page.waitForURL(/\/login$/);
    const request = suite
      .server()
      .outbox()
      .slice(before)
      .find((mail) => mail.to === 'manager.co@example.com');
    expect(request).toMatchObject({ subject: 'FTR account request: Rita Requester (CO)' });
    expect(request?.text).toContain('Live Data: yes');
  });

  it('renames the user in the top bar from the profile tab, and changes the password for the next sign-in', async () => {
    const page = await newPage();
    await suite.signIn(page, 'auditor.co', 'Peterborough');
    await page.getByTestId('greeting').waitFor();
    await page.goto(url('/profile'));
    const firstName = page.getByLabel('First Name');
    await firstName.waitFor();
    expect(await firstName.inputValue()).toBe('Alan');
    await firstName.fill('Alastair');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile Updated').waitFor();
    await page.getByTestId('user-name').getByText('Alastair Dunmore').waitFor();

    await page.getByRole('link', { name: 'Change Password' }).click();
    await page.waitForURL(/\/profile\/password$/);
    const old = page.getByLabel('Old Password');
    await old.fill('Not-The-Password-1');
    await page.getByLabel('New Password').fill(NEW_PASSWORD);
    const repeat = page.getByLabel('Repeat Password');
    await repeat.fill('Other-Password-2027');
    await page.getByText("Passwords don't match").waitFor();
    await repeat.fill(NEW_PASSWORD);
    const change = page.getByRole('button', { name: 'Change Password' });
    await change.click();
    await page.getByText('The old password is not correct').waitFor();
    await old.fill(DEMO_PASSWORD);
    await change.click();
    await page.getByText('Password Updated').waitFor();
    expect(await old.inputValue()).toBe('');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(/\/login$/);
    // Signing in again on the same page lands on home, not on the page signed out from.
    await signInWith(page, 'auditor.co', NEW_PASSWORD, 'Peterborough', { stay: true });
    expect(new URL(page.url()).pathname).toBe('/');
    const next = await newPage();
    await signInWith(next, 'auditor.co', NEW_PASSWORD, 'Peterborough');
    await next.getByTestId('greeting').getByText('Alastair').waitFor();
  });
});
