import type { Page } from 'playwright-core';
import { factoryToday, type OperationDto, type ScreenWriteResult } from '@ftr/contracts';
import { factoryHourText } from '../testing/timeText.ts';
import { browserSuite } from '../testing/browserSuite.ts';
import { chooseOption } from '../testing/pageWait.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

const suite = browserSuite();
const { describeBrowser, newPage } = suite;

// Real time on both sides: the browser's factory date and the server's must agree.
const TODAY = factoryToday(new Date());
const TEMP = 'A1E-TP-V-1H';

let operation = '';
let screen = 0;

const supervisor = <T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
  suite.api<T>('supervisor.ba', 'BA', method, url, body);

const cell = (page: Page, hour: number) => page.locator(`input[data-cell="${TEMP}|${TODAY}|${hour}"]`);
const toast = async (page: Page, text: string) => {
  const shown = page.locator('.ant-message-notice').getByText(text);
  await shown.waitFor();
  await shown.waitFor({ state: 'detached', timeout: 10_000 });
};
const trailRows = (page: Page) => page.locator('[data-testid="audit-trail"] tbody tr.ant-table-row');

describeBrowser('reasons for change and the audit trail in the browser (Chromium)', () => {
  beforeAll(async () => {
    const active = await supervisor<OperationDto[]>('GET', '/operations/active');
    operation = active[0]?.OPTN_CODE ?? '';
    if (!operation) throw new Error('the demo plant has no active operation at BA');
    await listCodeParts(suite.server(), [TEMP]);
    await supervisor('POST', '/parameter', {
      CODE: TEMP,
      HEADING1: 'Temperature',
      PCAT_CODE: 'E2E',
      UPPER_ABS_LIMIT: 120,
      UPPER_CHK_LIMIT: 90,
      LOWER_CHK_LIMIT: 10,
      LOWER_ABS_LIMIT: 0,
    });
    const { ID } = await supervisor<ScreenWriteResult>('POST', '/data-screen', {
      DESCRIPTION: 'A1 Audit',
      SCREEN_TYPE: 'HLY',
      ACCESS_LEVEL: 1,
      AREA: 'A',
    });
    await supervisor('POST', `/data-screen-member/${ID}/${TEMP}`);
    // On this screen every correction needs a reason, even today's.
    await supervisor('PUT', '/data-settings/reason-rule', { rule: 'always', screenId: ID });
    screen = ID;
  });

  it("enters a value, corrects it with a reason, and the cell's history shows both changes", async () => {
    const page = await newPage();
    const grid = `/dataentry/${screen}/${operation}/HLY/${TODAY}/END`;
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: grid });
    await page.locator('[data-testid="data-grid"][data-ready="true"] input').first().waitFor();

    await cell(page, 1).click();
    await page.keyboard.type('50');
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Data Submitted');

    await cell(page, 1).click();
    await page.keyboard.type('55');
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reason for change' });
    await dialog.getByText(`${TEMP} ${TODAY} h1`).waitFor();
    await dialog.getByLabel('Reason').click();
    await chooseOption(page, 'Other');
    expect(await dialog.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true); // 'Other' needs details
    await dialog.getByLabel('Details').fill('probe moved');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Data Submitted');
    expect(await cell(page, 1).inputValue()).toBe('55.000'); // display precision 3

    await cell(page, 1).click({ button: 'right' });
    // A context menu closes on any scroll (antd's alignPoint trigger), and an actionability retry may
    // scroll: once the item is shown, fire its click directly.
    const history = page.getByRole('menuitem', { name: `History of ${TEMP} ${TODAY} ${factoryHourText(TODAY, 1)}` });
    await history.waitFor();
    await history.dispatchEvent('click');
    await trailRows(page).nth(1).waitFor();
    const texts = await trailRows(page).allInnerTexts();
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/supervisor\.ba.*Entered.*50/s);
    expect(texts[1]).toMatch(/supervisor\.ba.*Corrected.*50.*55.*Other: probe moved/s);
    expect(await page.locator('tr.audit-focus').count()).toBe(2);
    await page.close();
  });

  it('opens the data view of the parameter: its chart, values and History', async () => {
    const page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: `/parameter/BA/${TEMP}` });
    await page.locator('[data-testid="parameter-chart"] canvas').first().waitFor();
    await page.getByRole('radio', { name: '1D' }).waitFor({ state: 'attached' });
    const values = page.locator('[data-testid="parameter-values"] tbody tr.ant-table-row');
    await values.first().waitFor();
    expect(await values.allInnerTexts()).toEqual([
      expect.stringMatching(new RegExp(`${TODAY}\\s+${factoryHourText(TODAY, 1).replace(/[()]/g, '\\$&')}\\s+${operation}\\s+55`)),
    ]);
    await page.getByRole('button', { name: 'History' }).click();
    await trailRows(page).nth(1).waitFor();
    expect(await trailRows(page).count()).toBe(2);
    await page.close();
  });
});
