import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { addDays, dailyValueHour, factoryToday, type OperationDto } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { changeRecord } from '../testing/values.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// A constant changed on the Constants screen: the calculation that uses it follows once its recalculation
// has run, from the change (today) onward; yesterday keeps the old constant.
const suite = browserSuite();
const { describeBrowser, newPage } = suite;

// Real time on both sides: the browser's factory date and the server's must agree.
const TODAY = factoryToday(new Date());
const YESTERDAY = addDays(TODAY, -1);
const K = 'E2K-LM-V-0C'; // constant, 2
const X = 'E2X-IN-T-0D'; // daily reading, 10 on both days
const D = 'E2D-OUT-T-0D'; // daily calculation X * K

const supervisor = <T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
  suite.api<T>('supervisor.ba', 'BA', method, url, body);
const valueRows = (page: Page) => page.locator('[data-testid="parameter-values"] tbody tr.ant-table-row');

describeBrowser('constants in the browser (Chromium)', () => {
  beforeAll(async () => {
    const [active] = await supervisor<OperationDto[]>('GET', '/operations/active');
    if (!active) throw new Error('the demo plant has no active operation at BA');
    await listCodeParts(suite.server(), [K, X, D]);
    const parameter = (CODE: string, extra: object) =>
      supervisor('POST', '/parameter', { CODE, HEADING1: CODE, PCAT_CODE: 'EFF', ...extra });
    await parameter(K, { PTYP_CODE: 'CON', CONSTANT_VALUE: 2, LOWER_ABS_LIMIT: 0, UPPER_ABS_LIMIT: 10, DISPLAY_PRECISION: 1 });
    await parameter(X, { DISPLAY_PRECISION: 1 });
    await parameter(D, { PTYP_CODE: 'SIM', SFNC_CODE: 'PRODUCT', DISPLAY_PRECISION: 1 });
    await supervisor('POST', `/dependencies/${D}`, { DEPENDENT: X, SEQUENCE: 1 });
    await supervisor('POST', `/dependencies/${D}`, { DEPENDENT: K, SEQUENCE: 2 });
    // One submission per day: on a factory Monday yesterday is in the week before, and a submission's
    // daily values stay within one factory week.
    for (const date of [YESTERDAY, TODAY]) {
      const data = [changeRecord(active.OPTN_CODE, X, date, dailyValueHour(date), 10)];
      await supervisor('POST', '/data', { submissionId: randomUUID(), data });
    }
    await supervisor('POST', `/data/recalculate/${active.OPTN_CODE}?from=${YESTERDAY}`);
    await suite.server().settle();
  });

  it('changes a constant in the edit modal and the dependent calculated value follows from today on', async () => {
    const page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: '/constants' });
    await page.getByRole('heading', { name: 'Constants' }).waitFor();
    await page.getByPlaceholder('Search by code or heading').fill('E2K');
    await page.getByPlaceholder('Search by code or heading').press('Enter');
    const row = page.locator(`tr[data-row-key="${K}"]`);
    await row.waitFor();
    await row.getByRole('button', { name: `Edit ${K}` }).click();
    await page.getByRole('spinbutton', { name: 'Value' }).fill('11');
    await page.getByLabel('Reason').fill('Lab check');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Value must be at most 10').waitFor();
    await page.getByRole('spinbutton', { name: 'Value' }).fill('3');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Constant ${K} Updated`).waitFor();
    await row.getByRole('cell', { name: '3', exact: true }).waitFor();

    await suite.server().settle();
    await page.goto(`${suite.server().url}/parameter/BA/${D}`);
    await valueRows(page).nth(1).waitFor();
    const texts = await valueRows(page).allInnerTexts();
    expect(texts[0]).toMatch(new RegExp(`${TODAY}.*30\\.0`, 's'));
    expect(texts[1]).toMatch(new RegExp(`${YESTERDAY}.*20\\.0`, 's'));
    await page.close();
  });

  it("lets head office change one site's value in the global table", async () => {
    const page = await newPage();
    await suite.signIn(page, 'manager.co', 'Peterborough', { path: '/constants' });
    const row = page.locator('tr[data-row-key="LM-CA-V-0C"]');
    await row.waitFor();
    expect(await row.innerText()).toMatch(/87\.5.*89.*86\.5.*88/s);
    await row.getByRole('button', { name: 'Edit LM-CA-V-0C' }).click();
    await page.getByRole('spinbutton', { name: 'CA' }).fill('88.2');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Constant LM-CA-V-0C Updated').waitFor();
    await row.getByRole('cell', { name: '88.2', exact: true }).waitFor();
    expect(await row.innerText()).toMatch(/87\.5.*88\.2.*86\.5.*88/s);
    await page.close();
  });
});
