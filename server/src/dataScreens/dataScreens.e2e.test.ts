import type { Page } from 'playwright-core';
import type { ScreenWriteResult } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { chooseOption } from '../testing/pageWait.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

const suite = browserSuite();
const { describeBrowser, newPage } = suite;
const CODES = ['E2E-TEMP-AVG-1H', 'E2E-PRES-AVG-1H', 'E2E-FLOW-SUM-1H'];

/** Parameters and a favourite through the API, as supervisor.ba. */
const api = async (method: 'POST', url: string, body?: object) => {
  const token = (await suite.server().login('supervisor.ba', 'BA')).token;
  const response = await suite.server().request({ method, url: `/api${url}`, token, ...(body ? { body } : {}) });
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${response.body}`);
  return response;
};

const codesShown = (page: Page) =>
  page
    .locator('[data-testid="members-table"] tbody tr[data-row-key]')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[2]?.textContent ?? ''));

/** Drags the grip of `from` onto `to` with the mouse, in small steps as a person would. */
const drag = async (page: Page, from: string, to: string) => {
  const handle = page.locator(`tr[data-row-key="${from}"] [data-testid="drag-handle"]`);
  const target = page.locator(`tr[data-row-key="${to}"]`);
  await page.getByTestId('members-table').scrollIntoViewIfNeeded();
  const a = (await handle.boundingBox())!;
  const b = (await target.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 - 8, { steps: 4 });
  await page.mouse.move(a.x + a.width / 2, b.y + 2, { steps: 12 });
  await page.mouse.up();
};

describeBrowser('data screens in the browser (Chromium)', () => {
  beforeAll(async () => {
    await listCodeParts(suite.server(), CODES);
    for (const [i, CODE] of CODES.entries()) await api('POST', '/parameter', { CODE, HEADING1: `Heading ${i + 1}`, PCAT_CODE: 'E2E' });
  });

  it('creates a screen, adds members by code, drags one to a new place, toggles a separator and archives it', async () => {
    const page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: '/dataentry/manage' });
    await page.waitForURL(/\/dataentry\/manage$/);
    await page.getByRole('button', { name: 'New' }).click();
    await page.waitForURL(/\/dataentry\/manage\/new$/);

    const create = page.getByRole('button', { name: 'Create' });
    expect(await create.isDisabled()).toBe(true);
    await page.getByLabel('Name').fill('E2E Boilers');
    await page.getByLabel('Access Level').click();
    await chooseOption(page, '2 - Standard');
    await create.click();
    await page.getByText('Screen Created').waitFor();
    await page.waitForURL(/\/dataentry\/manage\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));

    for (const code of CODES) {
      await page.getByLabel('Parameter code').fill(code.toLowerCase());
      await page.getByLabel('Parameter code').press('Enter');
      await page.locator(`tr[data-row-key="${id}-${CODES.indexOf(code) + 1}"]`).waitFor();
    }
    expect(await codesShown(page)).toEqual(CODES);

    const moved = page.waitForResponse((r) => r.url().includes('/api/data-screen-member/move/') && r.status() === 200);
    await drag(page, `${id}-3`, `${id}-1`);
    await moved;
    const expected = [CODES[2], CODES[0], CODES[1]];
    expect(await codesShown(page)).toEqual(expected);
    await page.reload();
    await page.locator(`tr[data-row-key="${id}-3"]`).waitFor();
    expect(await codesShown(page)).toEqual(expected);

    await page.getByLabel(`Separator ${CODES[0]}`).click();
    await page.getByText('Seperator Updated').waitFor();
    expect(await page.getByLabel(`Separator ${CODES[0]}`).getAttribute('aria-checked')).toBe('true');

    await page.getByLabel('Back to data screens').click();
    await page.waitForURL(/\/dataentry\/manage$/);
    const row = page.locator(`tr[data-row-key="${id}"]`);
    await row.waitFor();
    expect(await row.locator('td').nth(5).innerText()).toBe('3');
    await page.getByLabel('Delete E2E Boilers').click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Screen Archived').waitFor();
    await row.waitFor({ state: 'detached' });
  });

  it('lists the favourite screens on the profile page and removes one', async () => {
    const { ID } = (
      await api('POST', '/data-screen', { DESCRIPTION: 'E2E Favourite', SCREEN_TYPE: 'DLY', ACCESS_LEVEL: 1, AREA: 'A' })
    ).json<ScreenWriteResult>();
    await api('POST', `/data-screen-favourites/${ID}`);
    const page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: '/profile/favourites' });
    const row = page.locator(`tr[data-row-key="${ID}"]`);
    await row.waitFor();
    await page.getByLabel('Remove E2E Favourite').click();
    await page.getByText('Favourite Removed').waitFor();
    await row.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText('No favourite screens yet').waitFor();
  });
});
