import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { factoryToday, valuesStream, type ValueChange } from '@ftr/contracts';
import type { AppendMetadata } from '@ftr/infra/eventstore/catalogue.ts';
import { browserSuite } from '../testing/browserSuite.ts';
import { chooseOption } from '../testing/pageWait.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

const suite = browserSuite();
const { describeBrowser, newPage } = suite;

// Real time on both sides: the browser's factory date and the server's must agree.
const TODAY = factoryToday(new Date());
const CODE = 'A1E-PG-V-1H';
const HOURS = Array.from({ length: 24 }, (_, i) => i + 1);

const meta = (): AppendMetadata => {
  const id = randomUUID();
  return {
    userId: 'supervisor.ba',
    site: 'BA',
    correlationId: id,
    causationId: id,
    timestamp: new Date().toISOString(),
    submissionId: id,
  };
};
const submitted = (changes: ValueChange[]) => ({
  type: 'ParameterValuesSubmitted',
  data: { site: 'BA', operation: 'E2E', submissionId: randomUUID(), changes },
  metadata: meta(),
});

const range = (page: Page) => page.getByTestId('audit-range');
const rows = (page: Page) => page.locator('[data-testid="audit-trail"] tbody tr.ant-table-row');
const shows = async (page: Page, text: string) => page.getByTestId('audit-range').getByText(text, { exact: true }).waitFor();

describeBrowser('audit trail paging in the browser (Chromium): rows, cursors, split change sets', () => {
  beforeAll(async () => {
    const server = suite.server();
    const { token } = await server.login('supervisor.ba', 'BA');
    await listCodeParts(server, [CODE]);
    const created = await server.request({
      method: 'POST',
      url: '/api/parameter',
      token,
      body: {
        CODE,
        HEADING1: 'Paging',
        PCAT_CODE: 'E2E',
        UPPER_ABS_LIMIT: 120,
        UPPER_CHK_LIMIT: 90,
        LOWER_CHK_LIMIT: 10,
        LOWER_ABS_LIMIT: 0,
      },
    });
    if (created.status !== 200) throw new Error(`POST /parameter: ${created.status} ${created.body}`);
    // Two change sets of 24 cells each: 48 rows.
    await server.infra.eventStore.append(
      valuesStream('BA', TODAY),
      [
        submitted(HOURS.map((hour) => ({ code: CODE, date: TODAY, hour, kind: 'Insert', value: hour, previous: null }))),
        submitted(
          HOURS.map((hour) => ({
            code: CODE,
            date: TODAY,
            hour,
            kind: 'Update',
            value: hour + 50,
            previous: hour,
            reason: 'Sample re-tested',
          })),
        ),
      ],
      'any',
    );
    await server.settle();
  });

  it('pages 48 rows 20 at a time, newest first (the data view), with older, oldest and newest, and says where a change set is split', async () => {
    const page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: `/parameter/BA/${CODE}` });
    await page.getByRole('button', { name: 'History' }).click();
    await shows(page, 'Rows 1–48 of 48');
    await page.getByLabel('Rows per page').click();
    await chooseOption(page, '20 / page');
    await shows(page, 'Rows 1–20 of 48');
    expect(await rows(page).count()).toBe(20);
    expect((await rows(page).allInnerTexts())[0]).toMatch(/Corrected.*\b24\b.*\b74\b/s); // row 48, the newest
    await page.getByText('The last change set continues on the older page.').waitFor();
    expect(await page.getByRole('button', { name: 'Newer' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Older' }).click();
    await shows(page, 'Rows 21–40 of 48');
    await page.getByText('The first change set continues from the newer page.').waitFor();
    const texts = await rows(page).allInnerTexts();
    expect(texts).toHaveLength(20);
    expect(texts[3]).toMatch(/Corrected.*\b1\b.*\b51\b/s); // row 25: the second set's first cell
    expect(texts[4]).toMatch(/Entered.*\b24\b/s); // row 24: the first set's last cell

    await page.getByRole('button', { name: 'Oldest' }).click();
    await shows(page, 'Rows 29–48 of 48');
    expect(await page.getByRole('button', { name: 'Older' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Newest' }).click();
    await shows(page, 'Rows 1–20 of 48');
    expect(await page.getByRole('button', { name: 'Newest' }).isDisabled()).toBe(true);
    expect(await range(page).count()).toBe(1);
    await page.close();
  });
});
