import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { factoryToday, type ChangeRecordInput, type OperationDto, type ScreenWriteResult } from '@ftr/contracts';
import { browserSuite } from './testing/browserSuite.ts';

const suite = browserSuite({ demoDays: 0 });
const { describeBrowser, newPage } = suite;

// Real time on both sides (issue 5 item 6): a value entered, then changed a few seconds later; the as-of
// picker set between the two shows the old value read-only, Back to now the new one.
const TODAY = factoryToday(new Date());
const TEMP = 'TT2E-TP-V-1H';
let operation = '';
let screen = 0;
let token = '';

const api = async <T>(method: 'GET' | 'POST', url: string, body?: object): Promise<T> => {
  token ||= (await suite.server().login('supervisor.ba', 'BA')).token;
  const response = await suite.server().request({ method, url: `/api${url}`, token, ...(body ? { body } : {}) });
  if (response.status !== 200) throw new Error(`${method} ${url}: ${response.status} ${response.body}`);
  return response.json<T>();
};
const submit = (VALUE: number, ORIGINAL_VALUE: number | null) => {
  const record: ChangeRecordInput = {
    TYPE: ORIGINAL_VALUE === null ? 'Insert' : 'Update', CODE: TEMP, FTR_DATE: TODAY, FTR_HOUR: 1, OPERATION: operation, AUDIT: false, VALUE, ORIGINAL_VALUE, VALID: true,
  };
  return api('POST', '/data', { submissionId: randomUUID(), data: [record] });
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cell = (page: Page) => page.locator(`input[data-cell="${TEMP}|${TODAY}|1"]`);
const gridReady = (page: Page) => page.locator('[data-testid="data-grid"][data-ready="true"] input').first().waitFor();
/** An instant as the picker shows it, on the browser's clock and zone. */
const pickerText = (page: Page, ms: number) =>
  page.evaluate<string>(`(() => {
    const d = new Date(${ms});
    const p = (n) => String(n).padStart(2, '0');
    return d.getFullYear() + '-' + p(d.getMonth() + 1) + '-' + p(d.getDate()) + ' ' + p(d.getHours()) + ':' + p(d.getMinutes()) + ':' + p(d.getSeconds());
  })()`);

describeBrowser('time travel on the data entry grid (Chromium)', () => {
  let between = 0;
  beforeAll(async () => {
    operation = (await api<OperationDto[]>('GET', '/operations/active'))[0]?.OPTN_CODE ?? '';
    if (!operation) throw new Error('the demo plant has no active operation at BA');
    await api('POST', '/parameter', { CODE: TEMP, HEADING1: 'Temp', PCAT_CODE: 'E2E', DISPLAY_PRECISION: 1, UPPER_ABS_LIMIT: 120, LOWER_ABS_LIMIT: 0 });
    ({ ID: screen } = await api<ScreenWriteResult>('POST', '/data-screen', { DESCRIPTION: 'Time travel', SCREEN_TYPE: 'HLY', ACCESS_LEVEL: 1, AREA: 'A' }));
    await api('POST', `/data-screen-member/${screen}/${TEMP}`);
    await submit(70, null);
    // Real waits are the point here: the picker is to the second, so the instants must be seconds apart.
    await pause(1_500);
    between = Date.now();
    await pause(1_500);
    await submit(75, 70);
  });

  it('shows the grid as it was at a picked instant, read-only, and goes back to now', async () => {
    const page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: `/dataentry/${screen}/${operation}/HLY/${TODAY}/END` });
    await gridReady(page);
    expect(await cell(page).inputValue()).toBe('75.0');

    const picker = page.getByPlaceholder('As of');
    await picker.click();
    await picker.fill(await pickerText(page, between));
    await picker.press('Enter');
    const banner = page.getByTestId('as-of-banner');
    await banner.getByText(/Showing the grid as it was at .* — read-only/).waitFor();
    await page.waitForFunction(`document.querySelector('input[data-cell="${TEMP}|${TODAY}|1"]')?.value === '70.0'`);
    expect(new URL(page.url()).searchParams.get('asOf')).toEqual(expect.any(String));
    expect(await page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await cell(page).click();
    await page.keyboard.type('99');
    expect(await cell(page).inputValue()).toBe('70.0');

    // The address is shareable: opened afresh it shows the same past grid.
    const shared = await newPage();
    await suite.signIn(shared, 'supervisor.ba', 'Bardney', { path: new URL(page.url()).pathname + new URL(page.url()).search });
    await shared.getByTestId('as-of-banner').waitFor();
    await shared.waitForFunction(`document.querySelector('input[data-cell="${TEMP}|${TODAY}|1"]')?.value === '70.0'`);

    await banner.getByRole('button', { name: 'Back to now' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.waitForFunction(`document.querySelector('input[data-cell="${TEMP}|${TODAY}|1"]')?.value === '75.0'`);
    expect(new URL(page.url()).searchParams.get('asOf')).toBeNull();
    expect(await page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(false);
  });
});
