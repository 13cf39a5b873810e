import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { factoryToday, type ChangeRecordInput, type OperationDto, type ReportWriteResult, type ScreenWriteResult } from '@ftr/contracts';
import { browserSuite, savedDownload } from '../testing/browserSuite.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';
import { chooseOption } from '../testing/pageWait.ts';
import { factoryHourText } from '../testing/timeText.ts';

// Precise feedback and units for plant staff (docs/dataValues.md "Feedback and units"): which cell, value
// and limit a Check names; amber (check limits, allowed) against red (absolute limits, refused); units
// beside values on the grid, its History, the data view and the grabber's export; values at their precision.
const suite = browserSuite();
const { describeBrowser, newPage } = suite;

const TODAY = factoryToday(new Date());
const TEMP = 'F7U-TP-V-1H'; // °C, check 10..90, absolute 0..120, two decimals
const FLOW = 'F7U-FL-V-1H'; // no unit

let operation = '';
let screen = 0;

const supervisor = <T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
  suite.api<T>('supervisor.ba', 'BA', method, url, body);

const record = (CODE: string, FTR_HOUR: number, VALUE: number): ChangeRecordInput => ({
  TYPE: 'Insert',
  CODE,
  FTR_DATE: TODAY,
  FTR_HOUR,
  OPERATION: operation,
  AUDIT: false,
  VALUE,
  ORIGINAL_VALUE: null,
  VALID: true,
});

const cell = (page: Page, code: string, hour: number) => page.locator(`input[data-cell="${code}|${TODAY}|${hour}"]`);
const toneOf = (page: Page, code: string, hour: number) => cell(page, code, hour).locator('xpath=..').getAttribute('data-tone');
const background = (page: Page, code: string, hour: number) =>
  cell(page, code, hour)
    .locator('xpath=..')
    .evaluate((td) => getComputedStyle(td).backgroundColor);
const trailRows = (page: Page) => page.locator('[data-testid="audit-trail"] tbody tr.ant-table-row');

const openGrid = async () => {
  const page = await newPage();
  await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: `/dataentry/${screen}/${operation}/HLY/${TODAY}/END` });
  await page.locator('[data-testid="data-grid"][data-ready="true"] input').first().waitFor();
  return page;
};

describeBrowser('precise entry feedback, units and formats in the browser (Chromium)', () => {
  beforeAll(async () => {
    const active = await supervisor<OperationDto[]>('GET', '/operations/active');
    operation = active[0]?.OPTN_CODE ?? '';
    if (!operation) throw new Error('the demo plant has no active operation at BA');
    await listCodeParts(suite.server(), [TEMP, FLOW]);
    await supervisor('POST', '/parameter', {
      CODE: TEMP,
      HEADING1: 'Temperature',
      PCAT_CODE: 'E2E',
      UNITS: '°C',
      DISPLAY_PRECISION: 2,
      UPPER_ABS_LIMIT: 120,
      UPPER_CHK_LIMIT: 90,
      LOWER_CHK_LIMIT: 10,
      LOWER_ABS_LIMIT: 0,
    });
    await supervisor('POST', '/parameter', { CODE: FLOW, HEADING1: 'Flow', PCAT_CODE: 'E2E', DISPLAY_PRECISION: 1 });
    const { ID } = await supervisor<ScreenWriteResult>('POST', '/data-screen', {
      DESCRIPTION: 'F7 Feedback',
      SCREEN_TYPE: 'HLY',
      ACCESS_LEVEL: 1,
      AREA: 'A',
    });
    await supervisor('POST', `/data-screen-member/${ID}/${TEMP}`);
    await supervisor('POST', `/data-screen-member/${ID}/${FLOW}`);
    screen = ID;
    // Hour 2 holds 15.8, shown 15.80 at the parameter's two decimals.
    await supervisor('POST', '/data', { submissionId: randomUUID(), screenId: String(ID), data: [record(TEMP, 2, 15.8)] });
    await suite.server().settle();
  });

  it('names the cell, value and limit on Check and Submit, and colours check and absolute breaches apart with a legend', async () => {
    const page = await openGrid();
    await cell(page, TEMP, 7).click();
    await page.keyboard.type('95.2');
    await cell(page, TEMP, 8).click();
    await page.keyboard.type('130');
    await cell(page, FLOW, 1).click();

    // Outside the check limits: amber, allowed; outside the absolute limits: red, refused.
    expect([await toneOf(page, TEMP, 7), await toneOf(page, TEMP, 8)]).toEqual(['danger', 'critical']);
    const titleOf = (hour: number) => cell(page, TEMP, hour).locator('xpath=..').getAttribute('title');
    expect([await titleOf(7), await titleOf(8)]).toEqual([
      '95.20 is above the upper check limit 90 (allowed)',
      '130.00 is above the upper absolute limit 120 (refused)',
    ]);
    const [amber, red] = [await background(page, TEMP, 7), await background(page, TEMP, 8)];
    expect(amber).toBe('rgb(255, 214, 102)');
    expect(red).toBe('rgb(255, 77, 79)');
    const legend = page.getByTestId('grid-legend');
    await legend.getByText('Outside the check limits: allowed').waitFor();
    await legend.getByText('Outside the absolute limits: refused').waitFor();
    expect(await legend.locator('[data-tone="danger"]').evaluate((s) => getComputedStyle(s).backgroundColor)).toBe(amber);
    expect(await legend.locator('[data-tone="critical"]').evaluate((s) => getComputedStyle(s).backgroundColor)).toBe(red);

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Check' }).click();
    const error = page.locator('.ant-message-notice').getByText(`Error on code: ${TEMP}`);
    await error.waitFor();
    expect(await error.innerText()).toBe(`Error on code: ${TEMP} — ${TEMP} hour 8: 130.00 is above the upper absolute limit 120`);
    await error.waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByRole('button', { name: 'Submit' }).click();
    const refused = page.locator('.ant-message-notice').getByText(`${TEMP} hour 8: 130.00 is above the upper absolute limit 120`);
    await refused.waitFor();
    await refused.waitFor({ state: 'detached', timeout: 10_000 });

    // Within the absolute limits the check passes and still says which value is outside the check limits.
    await cell(page, TEMP, 8).click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('80');
    await page.getByRole('button', { name: 'Check' }).click();
    const passed = page.locator('.ant-message-notice').last();
    await passed.waitFor();
    expect(await passed.innerText()).toBe(
      `No errors found. Outside the check limits (allowed): ${TEMP} hour 7: 95.20 is above the upper check limit 90`,
    );
    await page.close();
  });

  it("shows units on the grid's headings and its History, values there at the display precision and user names whole", async () => {
    const page = await openGrid();
    expect(await page.getByTestId(`unit-${TEMP}`).innerText()).toBe('(°C)');
    expect(await page.getByTestId(`unit-${FLOW}`).count()).toBe(0); // no unit, no empty brackets
    expect(await cell(page, TEMP, 2).inputValue()).toBe('15.80');

    await cell(page, TEMP, 2).click({ button: 'right' });
    const history = page.getByRole('menuitem', { name: `History of ${TEMP} ${TODAY} ${factoryHourText(TODAY, 2)}` });
    await history.waitFor();
    await history.dispatchEvent('click'); // a context menu closes on any scroll: fire the click directly
    await trailRows(page).first().waitFor();
    expect(await page.locator('[data-testid="audit-trail"] thead').innerText()).toContain('New value (°C)');
    expect(await trailRows(page).first().locator('td').nth(7).innerText()).toBe('15.80');
    const user = trailRows(page).first().locator('.audit-user');
    expect(await user.innerText()).toBe('supervisor.ba');
    expect(await user.evaluate((span) => span.scrollWidth <= span.clientWidth + 1)).toBe(true); // not cut
    await page.close();
  });

  it('titles the data view with the unit: value column, chart axis and History', async () => {
    const page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: `/parameter/BA/${TEMP}` });
    const chart = page.getByTestId('parameter-chart');
    await chart.locator('canvas').first().waitFor();
    expect(await chart.getAttribute('data-y-title')).toBe('Temperature (°C)');
    await page.locator('[data-testid="parameter-values"] th', { hasText: 'Value (°C)' }).waitFor();
    await page.getByRole('button', { name: 'History' }).click();
    await trailRows(page).first().waitFor();
    expect(await page.locator('[data-testid="audit-trail"] thead').innerText()).toContain('Old value (°C)');
    expect(await trailRows(page).first().locator('td').nth(7).innerText()).toBe('15.80');
    await page.close();
  });

  it("puts the unit in the grabber's column header and its exported workbook's header", async () => {
    const name = `Units ${randomUUID().slice(0, 6)}`;
    const { ID } = await supervisor<ReportWriteResult>('POST', '/grabber', { name });
    await supervisor('POST', '/report-parameters', { REPT_ID: ID, CODE: TEMP, SITE: 'BA' });
    await supervisor('POST', '/report-parameters', { REPT_ID: ID, CODE: FLOW, SITE: 'BA' });
    const page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: '/datagrabber' });
    await page.getByRole('heading', { name: 'Data Grabber' }).waitFor();
    await page.getByRole('combobox', { name: 'Grabber' }).click();
    await chooseOption(page, name);
    const header = page.locator('thead').getByTestId(`grabber-column-BA-${TEMP}`);
    await header.waitFor();
    expect(await header.innerText()).toContain('(°C)');

    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByLabel('File name').fill('Units');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('dialog').getByRole('button', { name: 'Export' }).click(),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await savedDownload(download));
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('the downloaded workbook has no sheet');
    expect([1, 5, 6].map((n) => sheet.getRow(4).getCell(n).value)).toEqual(['Units', '°C', null]);
    expect([5, 6].map((n) => sheet.getRow(5).getCell(n).value)).toEqual([TEMP, FLOW]);
    await page.close();
  });
});
