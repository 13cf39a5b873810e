import { randomUUID } from 'node:crypto';
import { factoryToday, systemClock, type OperationDto, type SummaryRow } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { newParameter } from '../testing/parameterFixtures.ts';
import { changeRecord } from '../testing/values.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// /summary opens on a query that has data at the user's site, and says in words why when there is none.
// A plant with no demo values: the spec's default code (DY-NO-V-0T) has none anywhere.
const suite = browserSuite({ demoDays: 0 });
const { describeBrowser, newPage } = suite;

describeBrowser('the data summary opens on data (Chromium)', () => {
  it("opens at the user's site on the current operation's stream and a code that has values there", async () => {
    const code = `SM${randomUUID().slice(0, 4).toUpperCase()}-FL-V-1H`;
    await listCodeParts(suite.server(), [code]);
    await suite.api('supervisor.ba', 'BA', 'POST', '/parameter', { ...newParameter, CODE: code, DISPLAY_PRECISION: 1 });
    const [active] = await suite.api<OperationDto[]>('supervisor.ba', 'BA', 'GET', '/operations/active');
    const today = factoryToday(systemClock.now());
    await suite.api('supervisor.ba', 'BA', 'POST', '/data', {
      submissionId: randomUUID(),
      data: [changeRecord(active?.OPTN_CODE ?? '', code, today, 1, 12.5), changeRecord(active?.OPTN_CODE ?? '', code, today, 2, 14)],
    });
    await suite.server().settle();
    const [expected] = await suite.api<SummaryRow[]>(
      'supervisor.ba',
      'BA',
      'GET',
      `/data-summary/BA/${code}/${active?.TYPE_ID ?? 'BC'}/MAX`,
    );

    const page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: '/summary' });
    await page.getByText(`${code} at BA · ${active?.TYPE_ID === 'JR' ? 'Juice Run' : 'Campaign'}`).waitFor();
    const row = page.locator(`[data-testid="summary-table"] tr[data-row-key="${expected?.OPERATION_CODE ?? ''}:${expected?.YEAR ?? 0}"]`);
    await row.waitFor();
    expect(await row.locator('td').allInnerTexts()).toEqual([
      expected?.OPERATION_CODE,
      String(expected?.YEAR),
      '2',
      '13.3',
      '26.5',
      '12.5',
      '14.0',
      '1.1',
    ]);
    expect(await page.getByLabel('Code').inputValue()).toBe(code);
    await page.getByTestId('summary-chart').locator('canvas').first().waitFor();
    await page.context().close();
  });

  it('says in words why a summary has no rows: no values of the code at the site between the dates of its operations', async () => {
    const page = await newPage();
    await suite.signIn(page, 'supervisor.wi', 'Wissington', { path: '/summary' });
    await page.getByText('DY-NO-V-0T at WI · Campaign').waitFor();
    const empty = page.getByTestId('summary-empty');
    await empty.waitFor();
    await page
      .getByText(/Campaign \(BC\) operations BC\d{4}/)
      .first()
      .waitFor();
    const reason = await empty.innerText();
    expect(reason).toMatch(
      /^No values for DY-NO-V-0T at Wissington between \d{4}-\d\d-\d\d and \d{4}-\d\d-\d\d \(Campaign \(BC\) operations BC\d{4}(, BC\d{4})*\)$/,
    );
    // the chart's place says the same
    expect(await page.locator('.ant-empty-description').filter({ hasText: reason }).count()).toBe(1);
    expect(await page.locator('.ant-empty-description', { hasText: /^No (data|values)$/ }).count()).toBe(0);
    await page.context().close();
  });
});
