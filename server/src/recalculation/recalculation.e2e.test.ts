import { randomUUID } from 'node:crypto';
import { factoryToday, realLabel, type OperationDto } from '@ftr/contracts';
import type { Page } from 'playwright-core';
import { browserSuite } from '../testing/browserSuite.ts';
import { chooseOption } from '../testing/pageWait.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

const suite = browserSuite();
const { describeBrowser, newPage } = suite;
const A = 'ZE-A-V-1H';
const S = 'ZE-S-V-1H';

/** As the supervisor, through the API: an input A, a SIM S = SUM(A), and A entered at today's factory hour 1. */
const prepare = async () => {
  const server = suite.server();
  const token = (await server.login('supervisor.ba', 'BA')).token;
  const post = async (url: string, body: object) => {
    const response = await server.request({ method: 'POST', url: `/api${url}`, token, body });
    expect({ url, status: response.status }).toEqual({ url, status: 200 });
  };
  const today = factoryToday(new Date());
  const operations = (await server.request({ method: 'GET', url: '/api/operations', token })).json<OperationDto[]>();
  const operation = operations.find((op) => op.START_DATE <= today && today <= op.END_DATE);
  if (!operation) throw new Error('the demo plant has no operation at BA today');
  await listCodeParts(server, [A, S]);
  await post('/parameter', { CODE: A, HEADING1: 'Input', PCAT_CODE: 'JUICE' });
  await post('/parameter', { CODE: S, HEADING1: 'Calculated', PCAT_CODE: 'JUICE', PTYP_CODE: 'SIM', SFNC_CODE: 'SUM' });
  await post(`/dependencies/${S}`, { DEPENDENT: A, SEQUENCE: 1 });
  const record = {
    TYPE: 'Insert',
    CODE: A,
    FTR_DATE: today,
    FTR_HOUR: 1,
    OPERATION: operation.OPTN_CODE,
    AUDIT: false,
    VALUE: 41.5,
    ORIGINAL_VALUE: null,
    VALID: true,
  };
  await post('/data', { submissionId: randomUUID(), data: [record] });
  return { operation: operation.OPTN_CODE, real: realLabel(today, 1) };
};

const fillDate = async (page: Page, label: string, value: string) => {
  const input = page.getByLabel(label);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
};

describeBrowser('recalculation in the browser (Chromium)', () => {
  it("looks a code up, recalculates it manually at a real date and hour, and shows 'Recalculated' when the job is done", async () => {
    const { operation, real } = await prepare();
    const page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: '/recalculate' });
    await page.getByRole('heading', { name: 'Recalculation' }).waitFor();
    expect(await page.getByRole('button', { name: 'Manual Recalculation' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Lookup' }).click();
    await page.getByText('Code must be entered').waitFor();
    await page.getByLabel('Code').fill(S.toLowerCase());
    expect(await page.getByLabel('Code').inputValue()).toBe(S);
    await page.getByRole('button', { name: 'Lookup' }).click();
    await page.getByRole('button', { name: 'Manual Recalculation' }).click();

    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Code').inputValue()).toBe(S);
    await fillDate(page, 'Date', real.realDate);
    await dialog.getByPlaceholder('1 - 24').fill(String(real.realHour));
    await dialog.getByLabel('Operation').click();
    await chooseOption(page, operation);
    await dialog.getByRole('button', { name: 'Recalculate' }).click();
    // Done either way; a failure says why (its message is the assertion's diff).
    const outcome = page.locator('.ant-message-notice').getByText(/^Recalculated$|^Recalculation failed/);
    await outcome.first().waitFor({ timeout: 60_000 });
    expect(await outcome.first().innerText()).toBe('Recalculated');

    const row = page.locator(`tr[data-row-key="${factoryToday(new Date())}|1"]`);
    await row.waitFor();
    expect(await row.innerText()).toContain('41.5');
    expect(await row.innerText()).toContain(`${real.realDate} ${String(real.realHour).padStart(2, '0')}:00`);
  }, 90_000);

  it('refuses a bad hour in the dialog with the contract message', async () => {
    const page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: '/recalculate' });
    await page.getByLabel('Code').fill(S);
    await page.getByRole('button', { name: 'Lookup' }).click();
    await page.getByRole('button', { name: 'Manual Recalculation' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Recalculate' }).click();
    await page.getByText('Hour must be a whole number from 1 to 24').waitFor();
    await page.getByText('Operation must be selected').waitFor();
  });
});
