import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { factoryToday, type ChangeRecordInput, type OperationDto, type ScreenWriteResult } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { createTestCcfSettings } from '../testing/ccfSettingsFixtures.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

const suite = browserSuite();
const { describeBrowser, newPage } = suite;

// Real time on both sides: the browser's factory date and the server's must agree.
const TODAY = factoryToday(new Date());
const BRIX = 'G2E-BX-V-1H'; // CCF parameter: trigger band 4..8, absolute CCF limits 2..10
const TEMP = 'G2E-TP-V-1H';
const PURITY = 'G2E-PY-V-1H'; // calculated (SIM): read-only
const FLOW = 'G2E-FL-V-1H';
const WIDE = Array.from({ length: 60 }, (_, i) => `G2W-C${i + 1}-V-1H`);

let operation = '';
let screen = 0;
let wideScreen = 0;

const tokens = new Map<string, string>();
const tokenOf = async (username: string): Promise<string> => {
  const known = tokens.get(username);
  if (known) return known;
  const { token } = await suite.server().login(username, 'BA');
  tokens.set(username, token);
  return token;
};

const api = async <T>(username: string, method: 'GET' | 'POST', url: string, body?: object): Promise<T> => {
  const token = await tokenOf(username);
  const response = await suite.server().request({ method, url: `/api${url}`, token, ...(body ? { body } : {}) });
  if (response.status !== 200) throw new Error(`${method} ${url}: ${response.status} ${response.body}`);
  return response.json<T>();
};
const supervisor = <T>(method: 'GET' | 'POST', url: string, body?: object) => api<T>('supervisor.ba', method, url, body);

const screenWith = async (name: string, codes: string[]) => {
  const { ID } = await supervisor<ScreenWriteResult>('POST', '/data-screen', {
    DESCRIPTION: name,
    SCREEN_TYPE: 'HLY',
    ACCESS_LEVEL: 1,
    AREA: 'A',
  });
  for (const code of codes) await supervisor('POST', `/data-screen-member/${ID}/${code}`);
  return ID;
};

const record = (CODE: string, FTR_HOUR: number, VALUE: number | null, ORIGINAL_VALUE: number | null = null): ChangeRecordInput => ({
  TYPE: ORIGINAL_VALUE === null ? 'Insert' : VALUE === null ? 'Delete' : 'Update',
  CODE,
  FTR_DATE: TODAY,
  FTR_HOUR,
  OPERATION: operation,
  AUDIT: false,
  VALUE,
  ORIGINAL_VALUE,
  VALID: true,
});

const gridUrl = (id: number) => `${suite.server().url}/dataentry/${id}/${operation}/HLY/${TODAY}/END`;
const cell = (page: Page, code: string, hour: number) => page.locator(`input[data-cell="${code}|${TODAY}|${hour}"]`);
const gridReady = (page: Page) => page.locator('[data-testid="data-grid"][data-ready="true"] input').first().waitFor();
const valueOf = async (page: Page, code: string, hour: number) => cell(page, code, hour).inputValue();
const toneOf = (page: Page, code: string, hour: number) => cell(page, code, hour).locator('xpath=..').getAttribute('data-tone');

/** A paste as Excel makes it: the focused cell gets a paste event carrying tab/newline text. */
const paste = (page: Page, text: string) =>
  page.evaluate(`(() => {
    const data = new DataTransfer();
    data.setData('text/plain', ${JSON.stringify(text)});
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  })()`);

/** The cell key of the focused input. */
const focusedCell = (page: Page) => page.evaluate<string | undefined>('document.activeElement?.dataset.cell');

/** Waits for a toast, then for it to go, so the next identical toast is a new one. */
const toast = async (page: Page, text: string) => {
  const shown = page.locator('.ant-message-notice').getByText(text);
  await shown.waitFor();
  await shown.waitFor({ state: 'detached', timeout: 10_000 });
};

const openGrid = async (id: number) => {
  const page = await newPage();
  await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: gridUrl(id).replace(suite.server().url, '') });
  await gridReady(page);
  return page;
};

describeBrowser('the data entry grid in the browser (Chromium)', () => {
  beforeAll(async () => {
    const active = await supervisor<OperationDto[]>('GET', '/operations/active');
    operation = active[0]?.OPTN_CODE ?? '';
    if (!operation) throw new Error('the demo plant has no active operation at BA');
    await listCodeParts(suite.server(), [BRIX, TEMP, PURITY, FLOW, ...WIDE]);
    const make = (CODE: string, extra: object = {}) =>
      supervisor('POST', '/parameter', { CODE, HEADING1: CODE.split('-')[1], PCAT_CODE: 'E2E', DISPLAY_PRECISION: 1, ...extra });
    await createTestCcfSettings((url, body) => supervisor('POST', url, body), ['BRIX']);
    await make(BRIX, {
      UPPER_ABS_LIMIT: 100,
      LOWER_ABS_LIMIT: 0,
      UPPER_CHK_LIMIT: 9.5,
      LOWER_CHK_LIMIT: 3,
      CCF_TYPE: 'Q',
      CCF_ANALYSIS: 'BRIX',
      LOWABS: 2,
      LOWTRG: 4,
      HIGHTRG: 8,
      HIGHABS: 10,
    });
    await make(TEMP, { UPPER_ABS_LIMIT: 120, LOWER_ABS_LIMIT: 0 });
    await make(PURITY, { PTYP_CODE: 'SIM' });
    await make(FLOW);
    screen = await screenWith('G2 Juice', [BRIX, TEMP, PURITY, FLOW]);
  });

  it('enters values with the keyboard, pastes a block, submits, labels a CCF and keeps the values', async () => {
    const page = await openGrid(screen);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Nothing to Submit').waitFor();

    // Type, Tab (over the read-only SIM column), Enter, arrows; typing replaces a focused cell's text.
    await cell(page, TEMP, 1).click();
    await page.keyboard.type('71.5');
    await page.keyboard.press('Tab');
    expect(await focusedCell(page)).toBe(`${PURITY}|${TODAY}|1`);
    await page.keyboard.type('99'); // read-only: nothing happens
    await page.keyboard.press('Tab');
    await page.keyboard.type('12');
    await page.keyboard.press('Enter');
    await page.keyboard.type('13');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('7x0'); // only digits, minus and dot are kept
    await page.keyboard.press('ArrowUp');
    await page.keyboard.type('72'); // replaces 71.5
    await page.keyboard.press('Escape'); // back to 71.5
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.type('5');
    expect([await valueOf(page, TEMP, 1), await valueOf(page, PURITY, 1), await valueOf(page, FLOW, 1)]).toEqual(['71.5', '', '12.0']); // a value left is at the display precision
    expect([await valueOf(page, TEMP, 2), await valueOf(page, FLOW, 2), await valueOf(page, BRIX, 1)]).toEqual(['70.0', '13.0', '5']); // BRIX h1 is still being typed in

    // A 3 x 2 block from Excel: hours 3-5 of brix and temperature; 9 leaves the trigger band after 6.
    await cell(page, BRIX, 3).click();
    await paste(page, '5\t60\r\n6\t61\r\n9\t62\r\n');
    await page.getByText('Pasted 6 values').waitFor();
    expect([await valueOf(page, BRIX, 5), await valueOf(page, TEMP, 4)]).toEqual(['9.0', '61.0']); // pasted: at the precision too
    expect(await toneOf(page, BRIX, 5)).toBe('warning');
    expect(await page.getByTestId(`ccf-label-${BRIX}`).innerText()).toBe('New CCF');
    // A row across the calculated column: that cell is skipped and counted.
    await cell(page, TEMP, 8).click();
    await paste(page, '1\t2\t3');
    await page.getByText('Pasted 2 values; 1 read-only cell skipped').waitFor();
    expect([await valueOf(page, TEMP, 8), await valueOf(page, PURITY, 8), await valueOf(page, FLOW, 8)]).toEqual(['1.0', '', '3.0']);

    // Check finds the value above the absolute limit; fixing it clears the error.
    await cell(page, TEMP, 9).click();
    await page.keyboard.type('150');
    expect(await toneOf(page, TEMP, 9)).toBe('critical');
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByText(`Error on code: ${TEMP}`).waitFor();
    expect(await focusedCell(page)).toBe(`${TEMP}|${TODAY}|9`); // Check goes to the bad cell, its text selected
    await page.keyboard.press('Backspace');
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByText('No errors found').waitFor();

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Data Submitted').waitFor();
    await page.getByTestId(`ccf-label-${BRIX}`).getByText('Ongoing CCF').waitFor();

    await page.reload();
    await gridReady(page);
    const persisted = await Promise.all([
      valueOf(page, TEMP, 1),
      valueOf(page, FLOW, 1),
      valueOf(page, TEMP, 2),
      valueOf(page, FLOW, 2),
      valueOf(page, BRIX, 1),
      valueOf(page, BRIX, 3),
      valueOf(page, BRIX, 5),
      valueOf(page, TEMP, 5),
      valueOf(page, TEMP, 8),
      valueOf(page, FLOW, 8),
      valueOf(page, TEMP, 9),
    ]);
    expect(persisted).toEqual(['71.5', '12.0', '70.0', '13.0', '5.0', '5.0', '9.0', '62.0', '1.0', '3.0', '']);
    expect(await page.getByTestId(`ccf-label-${BRIX}`).innerText()).toBe('Ongoing CCF');

    // The label of a raised CCF opens it.
    await page.getByRole('link', { name: 'Ongoing CCF' }).click();
    await page.waitForURL(new RegExp(`/ccf/[^/]+/${BRIX}$`));
    await page.getByRole('heading', { name: `CCF for ${BRIX}` }).waitFor();
  });

  it('shows the 409 of a value someone else changed in between and marks the cell', async () => {
    const page = await openGrid(screen);
    await cell(page, FLOW, 12).click();
    await page.keyboard.type('40');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Data Submitted');

    await cell(page, FLOW, 12).click();
    await page.keyboard.type('41');
    await page.keyboard.press('Enter');
    // Meanwhile an operator changes the same value.
    await api('operator.ba', 'POST', '/data', { submissionId: randomUUID(), data: [record(FLOW, 12, 45, 40)] });

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(`Someone else changed these values: ${FLOW} ${TODAY} h12`).waitFor();
    await page.locator(`td.dg-marked input[data-cell="${FLOW}|${TODAY}|12"]`).waitFor();
    expect(await valueOf(page, FLOW, 12)).toBe('41.0');
    // Submitting again, now against the operator's value, goes through.
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Data Submitted').waitFor();
  });

  it('adds the screen to favourites and edits a column', async () => {
    const page = await openGrid(screen);
    await page.getByRole('button', { name: 'Add to favourites' }).click();
    await page.getByText('Added to favourites').waitFor();
    await page.getByRole('button', { name: 'Add to favourites' }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Edit column ${FLOW}` }).click();
    await page.getByLabel('Heading 2').fill('Raw juice');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Parameter updated').waitFor();
    await page.locator(`th[data-code="${FLOW}"]`).getByText('Raw juice').waitFor();
  });

  // Correctness only: the grid's speed is measured by `npm run bench` (grid section), never asserted here.
  it('loads a 24-hour x 60-column screen, in a page load and inside the app, and types across it', async () => {
    for (const [i, CODE] of WIDE.entries()) {
      await supervisor('POST', '/parameter', {
        CODE,
        HEADING1: `Col ${i + 1}`,
        PCAT_CODE: 'E2E',
        UPPER_ABS_LIMIT: 1000,
        LOWER_ABS_LIMIT: 0,
      });
    }
    wideScreen = await screenWith('G2 Wide', WIDE);
    await supervisor('POST', '/data', {
      submissionId: randomUUID(),
      data: WIDE.flatMap((code, c) => Array.from({ length: 24 }, (_, h) => record(code, h + 1, c * 10 + h))),
    });

    const page = await openGrid(wideScreen);
    expect(await page.locator('[data-testid="data-grid"] input').count()).toBe(24 * 60);
    // Inside the app (no page load): from the small screen to the wide one, until every cell is drawn.
    await page.goto(gridUrl(screen));
    await gridReady(page);
    await page.evaluate(`(() => {
      history.pushState({}, '', ${JSON.stringify(gridUrl(wideScreen).replace(suite.server().url, ''))});
      dispatchEvent(new PopStateEvent('popstate'));
    })()`);
    await page.locator(`[data-ready="true"] input[data-cell="${WIDE[59]}|${TODAY}|24"]`).waitFor({ state: 'attached' });
    expect(await page.locator('[data-ready="true"] input').count()).toBe(24 * 60);

    await cell(page, WIDE[0] ?? '', 1).click();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.type('5');
      await page.keyboard.press('Tab');
    }
    expect(await valueOf(page, WIDE[19] ?? '', 1)).toBe('5.000');
    await cell(page, WIDE[59] ?? '', 24).scrollIntoViewIfNeeded();
    expect(await valueOf(page, WIDE[59] ?? '', 24)).toBe('613.000'); // default display precision 3
  });
});
