import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { factoryToday, type ChangeRecordInput, type OperationDto, type ScreenWriteResult } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { waitForExpression } from '../testing/pageWait.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// The picker is to the second, so the two writes must be seconds apart: the server's clock runs BEHIND_MS behind
// real time for the first one and catches up for the second, so no test waits for time to pass. The as-of picker
// set between the two shows the old value read-only, Back to now the new one.
const BEHIND_MS = 3_000;
let behind = BEHIND_MS;
const suite = browserSuite({ demoDays: 0, clock: { now: () => new Date(Date.now() - behind) } });
const { describeBrowser, newPage } = suite;

const TODAY = factoryToday(new Date());
const TEMP = 'TT2E-TP-V-1H';
let operation = '';
let screen = 0;
let liveScreen = 0;
let token = '';

const api = async <T>(method: 'GET' | 'POST' | 'PATCH', url: string, body?: object): Promise<T> => {
  token ||= (await suite.server().login('supervisor.ba', 'BA')).token;
  const response = await suite.server().request({ method, url: `/api${url}`, token, ...(body ? { body } : {}) });
  if (response.status !== 200) throw new Error(`${method} ${url}: ${response.status} ${response.body}`);
  return response.json<T>();
};
const submit = (VALUE: number, ORIGINAL_VALUE: number | null) => {
  const record: ChangeRecordInput = {
    TYPE: ORIGINAL_VALUE === null ? 'Insert' : 'Update',
    CODE: TEMP,
    FTR_DATE: TODAY,
    FTR_HOUR: 1,
    OPERATION: operation,
    AUDIT: false,
    VALUE,
    ORIGINAL_VALUE,
    VALID: true,
  };
  return api('POST', '/data', { submissionId: randomUUID(), data: [record] });
};
const cell = (page: Page) => page.locator(`input[data-cell="${TEMP}|${TODAY}|1"]`);
const gridReady = (page: Page) => page.locator('[data-testid="data-grid"][data-ready="true"] input').first().waitFor();
/** An instant as the picker shows it, on the browser's clock and zone. */
const pickerText = (page: Page, ms: number) =>
  page.evaluate<string>(`(() => {
    const d = new Date(${ms});
    const p = (n) => String(n).padStart(2, '0');
    return d.getFullYear() + '-' + p(d.getMonth() + 1) + '-' + p(d.getDate()) + ' ' + p(d.getHours()) + ':' + p(d.getMinutes()) + ':' + p(d.getSeconds());
  })()`);

describeBrowser('time travel in the browser: the grid, /live and the data view (Chromium)', () => {
  let between = 0;
  beforeAll(async () => {
    operation = (await api<OperationDto[]>('GET', '/operations/active'))[0]?.OPTN_CODE ?? '';
    if (!operation) throw new Error('the demo plant has no active operation at BA');
    await listCodeParts(suite.server(), [TEMP]);
    await api('POST', '/parameter', {
      CODE: TEMP,
      HEADING1: 'Temp',
      PCAT_CODE: 'E2E',
      DISPLAY_PRECISION: 1,
      UPPER_ABS_LIMIT: 120,
      LOWER_ABS_LIMIT: 0,
    });
    ({ ID: screen } = await api<ScreenWriteResult>('POST', '/data-screen', {
      DESCRIPTION: 'Time travel',
      SCREEN_TYPE: 'HLY',
      ACCESS_LEVEL: 1,
      AREA: 'A',
    }));
    await api('POST', `/data-screen-member/${screen}/${TEMP}`);
    ({ ID: liveScreen } = await api<ScreenWriteResult>('POST', '/data-screen', {
      DESCRIPTION: 'Time travel live',
      SCREEN_TYPE: 'HLY',
      ACCESS_LEVEL: 1,
      AREA: 'V',
    }));
    await api('POST', `/data-screen-member/${liveScreen}/${TEMP}`);
    await api('PATCH', `/parameter/data-screen/${TEMP}`, { HEADING2: '', HEADING3: '', UPPER_CHECK: 100, LOWER_CHECK: 10 });
    await submit(70, null); // stamped BEHIND_MS before now
    between = Date.now() - BEHIND_MS / 2; // at least 1.5 s after that write, and 1.5 s before the next
    behind = 0;
    // After `between`: a new value and a lower upper check, under which even the old value would be outside.
    await submit(75, 70);
    await api('PATCH', `/parameter/data-screen/${TEMP}`, { HEADING2: '', HEADING3: '', UPPER_CHECK: 60, LOWER_CHECK: 10 });
  });

  /** Sets the page's as-of picker to `between` and waits for the banner. */
  const travel = async (page: Page, what: string) => {
    const picker = page.getByPlaceholder('As of');
    await picker.click();
    await picker.fill(await pickerText(page, between));
    await picker.press('Enter');
    const banner = page.getByTestId('as-of-banner');
    await banner.getByText(new RegExp(`Showing ${what} as it was at .* — read-only`)).waitFor();
    return banner;
  };

  it('shows the grid as it was at a picked instant, read-only, and goes back to now', async () => {
    const page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: `/dataentry/${screen}/${operation}/HLY/${TODAY}/END` });
    await gridReady(page);
    expect(await cell(page).inputValue()).toBe('75.0');

    const banner = await travel(page, 'the grid');
    await waitForExpression(page, `document.querySelector('input[data-cell="${TEMP}|${TODAY}|1"]')?.value === '70.0'`);
    expect(new URL(page.url()).searchParams.get('asOf')).toEqual(expect.any(String));
    expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(0); // read-only: no Submit at all
    await cell(page).click();
    await page.keyboard.type('99');
    expect(await cell(page).inputValue()).toBe('70.0');

    // The address is shareable: opened afresh it shows the same past grid.
    const shared = await newPage();
    await suite.signIn(shared, 'supervisor.ba', 'Bardney', { path: new URL(page.url()).pathname + new URL(page.url()).search });
    await shared.getByTestId('as-of-banner').waitFor();
    await waitForExpression(shared, `document.querySelector('input[data-cell="${TEMP}|${TODAY}|1"]')?.value === '70.0'`);

    await banner.getByRole('button', { name: 'Back to now' }).click();
    await banner.waitFor({ state: 'detached' });
    await waitForExpression(page, `document.querySelector('input[data-cell="${TEMP}|${TODAY}|1"]')?.value === '75.0'`);
    expect(new URL(page.url()).searchParams.get('asOf')).toBeNull();
    expect(await page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(false);
  });

  it('/live: shows the range as it was, with the check limits then, and goes back to now', async () => {
    const page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: `/live?screen=${liveScreen}` });
    const liveCell = page.locator(`td[data-cell="${TEMP}|${TODAY}|1"]`);
    await page.locator('[data-testid="live-grid"][data-ready="true"]').waitFor();
    await waitForExpression(page, `document.querySelector('td[data-cell="${TEMP}|${TODAY}|1"]')?.textContent === '75.0'`);
    expect(await liveCell.getAttribute('data-tone')).toBe('danger'); // above today's upper check (60)

    const banner = await travel(page, 'the live data');
    await waitForExpression(page, `document.querySelector('td[data-cell="${TEMP}|${TODAY}|1"]')?.textContent === '70.0'`);
    expect(await liveCell.getAttribute('data-tone')).toBe('plain'); // inside the upper check of then (100)
    expect(new URL(page.url()).searchParams.get('asOf')).toEqual(expect.any(String));
    expect(await page.getByTestId('live-updated').count()).toBe(0); // not kept current

    await banner.getByRole('button', { name: 'Back to now' }).click();
    await banner.waitFor({ state: 'detached' });
    await waitForExpression(page, `document.querySelector('td[data-cell="${TEMP}|${TODAY}|1"]')?.textContent === '75.0'`);
    expect(await liveCell.getAttribute('data-tone')).toBe('danger');
  });

  it('/parameter: shows the values and the limits as they were, and goes back to now', async () => {
    const page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: `/parameter/BA/${TEMP}` });
    const table = page.getByTestId('parameter-values');
    const row = table.locator('tbody tr.ant-table-row').first();
    await row.getByText('75').waitFor();
    expect(await row.getAttribute('class')).toContain('pv-danger-row'); // 75 is above today's upper check (60)

    const banner = await travel(page, 'the values');
    await row.getByText('70').waitFor();
    expect(await table.locator('tbody tr.ant-table-row').count()).toBe(1);
    // 70 would be outside today's upper check (60); the row follows the limits of then (100).
    await waitForExpression(
      page,
      `!document.querySelector('[data-testid="parameter-values"] tbody tr.ant-table-row')?.classList.contains('pv-danger-row')`,
    );

    await banner.getByRole('button', { name: 'Back to now' }).click();
    await banner.waitFor({ state: 'detached' });
    await row.getByText('75').waitFor();
    await waitForExpression(
      page,
      `document.querySelector('[data-testid="parameter-values"] tbody tr.ant-table-row')?.classList.contains('pv-danger-row')`,
    );
  });
});
