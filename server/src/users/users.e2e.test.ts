import type { CreateUserResult, Site } from '@ftr/contracts';
import type { Page } from 'playwright-core';
import { browserSuite } from '../testing/browserSuite.ts';
import { DEMO_PASSWORD } from '../testing/embedded.ts';
import { seedUsers } from '../testing/http.ts';
import { chooseOption } from '../testing/pageWait.ts';

const suite = browserSuite();
const { describeBrowser, newPage } = suite;

const SITE_LABELS: Record<Site, string> = { BA: 'Bardney', BU: 'Bury', CA: 'Cantley', NE: 'Newark', WI: 'Wissington', CO: 'Peterborough' };

const openUsers = async (username: string, site: Site): Promise<Page> => {
  const page = await newPage();
  await suite.signIn(page, username, SITE_LABELS[site], { path: '/users' });
  await page.waitForURL(/\/users$/);
  await page.getByRole('heading', { name: 'Users' }).waitFor();
  return page;
};
const row = (page: Page, username: string) => page.locator(`tr[data-row-key="${username}"]`);
const rowKeys = async (page: Page) =>
  page.locator('tbody tr[data-row-key]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key')));
const box = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** A user created through the API, as manager.co would (no flags). */
const createThroughApi = async (first: string, last: string, sites: Partial<Record<`ACCESS_${Site}`, boolean>>) => {
  const { token } = await suite.server().login('manager.co', 'CO');
  const body = {
    FIRST_NAME: first,
    LAST_NAME: last,
    EMAIL: '',
    READ_ACCESS: 1,
    WRITE_ACCESS: 1,
    ACCESS_BA: false,
    ACCESS_BU: false,
    ACCESS_CA: false,
    ACCESS_NE: false,
    ACCESS_WI: false,
    ACCESS_CO: false,
    ...sites,
  };
  const response = await suite.server().request({ method: 'POST', url: '/api/user', token, body });
  if (response.status !== 200) throw new Error(`create user: ${response.status} ${response.body}`);
  return response.json<CreateUserResult>();
};

describeBrowser('users list and user form in the browser (Chromium)', () => {
  it('shows manager.co the permission boxes of a user with more rights, none of them to change', async () => {
    const page = await openUsers('manager.co', 'CO');
    expect(await rowKeys(page)).not.toContain('manager.co');
    await row(page, 'supervisor.ba').getByRole('link', { name: 'supervisor.ba' }).click();
    await page.waitForURL(/\/users\/supervisor\.ba$/);
    await page.getByRole('heading', { name: 'User supervisor.ba (Beth Barker)' }).waitFor();
    for (const group of ['Viewing', 'Editing', 'Advanced']) await page.getByRole('group', { name: group }).waitFor();

    // manager.co lacks these, so supervisor.ba has more rights: what manager.co holds may be given, not taken.
    for (const lacking of ['View Data Screens', 'Edit Data Screens', 'Edit Parameters', 'Constants', 'Recalculate', 'CCF Settings']) {
      expect({ lacking, disabled: await box(page, lacking).isDisabled() }).toEqual({ lacking, disabled: true });
    }
    for (const taken of ['Operations', 'View CCFs', 'View Live Data', 'View Dashboards', 'Bardney']) {
      expect({ taken, checked: await box(page, taken).isChecked(), disabled: await box(page, taken).isDisabled() }).toEqual({
        taken,
        checked: true,
        disabled: true,
      });
    }
    // A user holding rights manager.co lacks is theirs to change no more: not even a right manager.co could give.
    for (const given of ['Users', 'Edit Reports', 'Wissington', 'Peterborough']) {
      expect({ given, disabled: await box(page, given).isDisabled() }).toEqual({ given, disabled: true });
    }
    const { token } = await suite.server().login('manager.co', 'CO');
    const stored = await suite.server().request({ method: 'GET', url: '/api/user/supervisor.ba', token });
    expect(stored.json()).toMatchObject({ MAINTAIN_REPORTS: false, VIEW_DATA_SCREENS: true, MAINTAIN_CCF: true });
  });

  it('keeps a site administrator to their own sites, flags and access levels', async () => {
    await seedUsers(suite.server(), [
      {
        username: 'siteadmin.ba',
        firstName: 'Sid',
        lastName: 'Admin',
        email: 'sid@example.com',
        phone: '',
        sites: ['BA'],
        flags: ['USERS', 'OPERATIONS'],
        readAccess: 2,
        writeAccess: 2,
        password: DEMO_PASSWORD,
      },
    ]);
    const page = await openUsers('siteadmin.ba', 'BA');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/users\/new$/);
    expect(await box(page, 'Bardney').isChecked()).toBe(true);
    expect(await box(page, 'Bardney').isEnabled()).toBe(true);
    expect(await box(page, 'Wissington').isDisabled()).toBe(true);
    expect(await page.getByRole('group', { name: 'Viewing' }).count()).toBe(0);
    await page.getByLabel('Read Access').click();
    const option = (label: string) => page.locator('.ant-select-item-option', { hasText: label });
    await option('2 - Standard').waitFor();
    expect(await option('3 - Enhanced').getAttribute('class')).toContain('ant-select-item-option-disabled');
    expect(await option('2 - Standard').getAttribute('class')).not.toContain('ant-select-item-option-disabled');
    await page.keyboard.press('Escape');

    await page.goto(`${suite.server().url}/users/supervisor.wi`);
    await page.getByText('You can only manage users of your own site').waitFor();
    expect(await page.getByRole('button', { name: 'Update' }).isDisabled()).toBe(true);
  });

  it('creates a user through the form, with validation on change, and shows the generated username', async () => {
    const page = await openUsers('manager.co', 'CO');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/users\/new$/);
    await page.getByRole('heading', { name: 'New User' }).waitFor();
    const create = page.getByRole('button', { name: 'Create' });
    expect(await create.isDisabled()).toBe(true);
    expect(await box(page, 'Peterborough').isChecked()).toBe(true);

    await page.getByLabel('First Name').fill('E');
    await page.getByText('First Name must be at least 2 characters').waitFor();
    await page.getByLabel('First Name').fill('Erin');
    await page.getByLabel('Last Name').fill('Formfield');
    await page.getByLabel('Phone').fill('+44');
    await page.getByText('Phone must start with 7 to 11 digits or spaces').waitFor();
    expect(await create.isDisabled()).toBe(true);
    await page.getByLabel('Phone').fill('01632 960555');
    await box(page, 'Peterborough').uncheck();
    await page.getByText('Tick at least one site').waitFor();
    expect(await create.isDisabled()).toBe(true);
    await box(page, 'Cantley').check();
    await create.click();

    await page.getByText('User Created: username eformfield').waitFor();
    await page.waitForURL(/\/users\/eformfield$/);
    await page.getByRole('heading', { name: 'User eformfield (Erin Formfield)' }).waitFor();
    expect(await box(page, 'Cantley').isChecked()).toBe(true);
    expect(await box(page, 'Peterborough').isChecked()).toBe(false);
    await page.getByRole('group', { name: 'Advanced' }).waitFor();
    await page.getByRole('button', { name: 'Reset Password' }).waitFor();
    const log = page.getByTestId('access-log');
    await log.getByText('Data Screen Access Log').waitFor();
    await log.getByText('No data screens opened in the past 7 days').waitFor();
  });

  it('hands an administrator the reset link of a user without email, and no link to one who lacks their rights', async () => {
    const manager = await openUsers('manager.co', 'CO');
    await manager.goto(`${suite.server().url}/users/operator.ba`);
    await manager.getByText('You cannot take a reset link for a user who holds rights you do not have').waitFor();
    expect(await manager.getByRole('button', { name: 'Reset Password' }).isDisabled()).toBe(true);
    expect(await manager.getByLabel('Email', { exact: true }).isDisabled()).toBe(true);
    await manager.getByText('You cannot change the email of a user who holds rights you do not have').waitFor();

    const page = await openUsers('admin', 'CO');
    await row(page, 'operator.ba').getByRole('link', { name: 'operator.ba' }).click();
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Reset link created').waitFor();
    expect(await page.getByTestId('reset-link').innerText()).toMatch(/\/reset\/[A-Za-z0-9_-]{43}$/);
  });

  it('plots the data screens a user opened in the past 7 days, at the site the central office picks', async () => {
    const { token } = await suite.server().login('supervisor.ba', 'BA');
    const screen = await suite.server().request({
      method: 'POST',
      url: '/api/data-screen',
      token,
      body: { DESCRIPTION: 'Boiler House', SCREEN_TYPE: 'DLY', ACCESS_LEVEL: 1, AREA: 'A' },
    });
    expect(screen.status).toBe(200);
    const viewed = await suite.server().request({ method: 'POST', url: `/api/data-screen-log/${screen.json<{ ID: number }>().ID}`, token });
    expect(viewed.status).toBe(200);

    const page = await openUsers('admin', 'CO');
    await page.goto(`${suite.server().url}/users/supervisor.ba`);
    const log = page.getByTestId('access-log');
    await log.getByText('No data screens opened in the past 7 days').waitFor();
    await log.getByLabel('Access log site').click();
    await chooseOption(page, 'Bardney');
    await log.locator('canvas').first().waitFor({ timeout: 15_000 });
    expect(await log.getByText('No data screens opened in the past 7 days').count()).toBe(0);
  });

  it('offers manager.co no archive of admin, asks before archiving a permitted user, and unarchives at once', async () => {
    const leaver = await createThroughApi('Lee', 'Leaver', { ACCESS_BU: true });
    const page = await openUsers('manager.co', 'CO');
    const leaverRow = row(page, leaver.USERNAME);
    await leaverRow.getByRole('button', { name: 'Archive' }).waitFor();
    for (const stronger of ['admin', 'supervisor.ba']) {
      await row(page, stronger).waitFor();
      expect({ stronger, actions: await row(page, stronger).getByRole('button').count() }).toEqual({ stronger, actions: 0 });
    }

    const confirm = page.locator('.ant-popconfirm');
    await leaverRow.getByRole('button', { name: 'Archive' }).click();
    await confirm.getByText(`Archive ${leaver.USERNAME}?`).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await leaverRow.getByText('Active', { exact: true }).count()).toBe(1);

    await leaverRow.getByRole('button', { name: 'Archive' }).click();
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await leaverRow.getByText('Archived', { exact: true }).waitFor();
    await page.getByText('User archived').waitFor();
    await leaverRow.getByRole('button', { name: 'Unarchive' }).click();
    await leaverRow.getByText('Active', { exact: true }).waitFor();
    await page.getByText('User unarchived').waitFor();
  });

  it('reverts an archive with the server message on failure', async () => {
    const other = await createThroughApi('Ray', 'Refused', { ACCESS_WI: true });
    const page = await openUsers('manager.co', 'CO');
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route(`**/api/user/archive/${other.USERNAME}`, async (route) => {
      await answered;
      await route.fulfill({
        status: 409,
        contentType: 'text/plain',
        body: 'Someone else changed this at the same time; reload and try again',
      });
    });
    const target = row(page, other.USERNAME);
    await target.getByRole('button', { name: 'Archive' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Archive' }).click();
    await target.getByText('Archived', { exact: true }).waitFor();
    answer();
    await page.getByText('Someone else changed this at the same time; reload and try again').waitFor();
    await target.getByText('Active', { exact: true }).waitFor();
    await target.getByRole('button', { name: 'Archive' }).waitFor();
  });

  it('searches, hides archived users, keeps to the current site, and shows new users live', async () => {
    const archived = await createThroughApi('Archie', 'Oldhand', { ACCESS_BA: true });
    const { token } = await suite.server().login('manager.co', 'CO');
    await suite.server().request({ method: 'PATCH', url: `/api/user/archive/${archived.USERNAME}`, token });
    const page = await openUsers('manager.co', 'CO');
    await row(page, archived.USERNAME).getByText('Archived', { exact: true }).waitFor();

    await page.getByLabel('Search users').fill('beth BARKER');
    await row(page, 'supervisor.ba').waitFor();
    expect(await rowKeys(page)).toEqual(['supervisor.ba']);
    await page.getByLabel('Search users').fill('example.com');
    await row(page, 'supervisor.ba').waitFor();
    expect(await rowKeys(page)).not.toContain('operator.ba'); // no email
    await page.getByLabel('Search users').fill('');

    await page.getByLabel('Hide Archived').check();
    await row(page, archived.USERNAME).waitFor({ state: 'detached' });
    await page.getByLabel('Hide Archived').uncheck();
    await row(page, archived.USERNAME).waitFor();

    await page.getByLabel('Current Site Only').check();
    await row(page, 'supervisor.ba').waitFor({ state: 'detached' });
    const central = await rowKeys(page);
    expect(central).toEqual(expect.arrayContaining(['admin', 'auditor.co']));
    expect(central).not.toContain(archived.USERNAME);
    await page.getByLabel('Current Site Only').uncheck();

    const fresh = await createThroughApi('Liv', 'Eupdate', { ACCESS_WI: true });
    await row(page, fresh.USERNAME).waitFor({ timeout: 10_000 });
  });
});
