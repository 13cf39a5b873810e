import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { addDays, instantToFactory } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { gridFixtures } from '../testing/gridFixtures.ts';
import { waitForExpression } from '../testing/pageWait.ts';
import { changeRecord } from '../testing/values.ts';

// Tighten a check limit; the grid colours against the new limit, the data view's
// upper check line steps at the change (drawn as of each point's time) and the History tab shows it.
const suite = browserSuite();
const { describeBrowser, newPage } = suite;
const { today, activeOperation, screen, gridPath, gridReady } = gridFixtures(suite);

const CODE = 'LHE-TP-V-1H';
const YESTERDAY = addDays(today, -1);
const REASON = 'Tightened for the campaign (e2e)';
let operation = '';
let screenId = 0;
let hour = 0;

const supervisor = <T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
  suite.api<T>('supervisor.ba', 'BA', method, url, body);
const definition = (upper: number, reason?: string) => ({
  HEADING1: 'TP',
  PTYP_CODE: 'REA',
  PCAT_CODE: 'E2E',
  DISPLAY_PRECISION: 1,
  IN_USE_FLAG: true,
  AUDIT_FLAG: false,
  UPPER_CHK_LIMIT: upper,
  LOWER_CHK_LIMIT: 60,
  ...(reason ? { REASON: reason } : {}),
});
interface LimitPoint {
  time: string;
  value: number;
  field: string;
}
const upperCheckLine = async (page: Page): Promise<number[]> => {
  const lines = JSON.parse((await page.getByTestId('parameter-chart').getAttribute('data-limits')) ?? '[]') as LimitPoint[];
  return lines.filter((l) => l.field === 'UPPER_CHK_LIMIT').map((l) => l.value);
};

describeBrowser('a tightened check limit in the browser (Chromium)', () => {
  beforeAll(async () => {
    operation = await activeOperation('supervisor.ba');
    screenId = await screen('supervisor.ba', 'Limit history', [CODE]);
    await supervisor('PUT', `/parameter/${CODE}`, definition(80));
    // Yesterday noon (before the change) and the hour in progress (its reading's instant, the hour's end, is after it).
    hour = instantToFactory(new Date()).hour;
    for (const [date, h] of [
      [YESTERDAY, 12],
      [today, hour],
    ] as const) {
      await supervisor('POST', '/data', { submissionId: randomUUID(), data: [changeRecord(operation, CODE, date, h, 75)] });
    }
  });

  it('colours the grid against the new limit, steps the data view’s limit line at the change and lists it in History', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: gridPath(screenId, operation) });
    await gridReady(page);
    const toneIs = (tone: string) =>
      waitForExpression(
        page,
        `document.querySelector('input[data-cell="${CODE}|${today}|${hour}"]')?.closest('td')?.dataset.tone === '${tone}'`,
      );
    await toneIs('plain'); // 75 inside 60..80

    await supervisor('PUT', `/parameter/${CODE}`, definition(74, REASON));
    await page.reload();
    await gridReady(page);
    await toneIs('danger'); // above the new upper check (74)

    await page.goto(`${suite.server().url}/parameter/BA/${CODE}`);
    await page.locator('.ant-segmented-item', { hasText: '2D' }).click();
    await waitForExpression(
      page,
      `(() => {
        const lines = JSON.parse(document.querySelector('[data-testid="parameter-chart"]')?.dataset.limits ?? '[]');
        return lines.filter((l) => l.field === 'UPPER_CHK_LIMIT').length === 4;
      })()`,
    );
    expect(await upperCheckLine(page)).toEqual([80, 80, 74, 74]);

    await page.goto(`${suite.server().url}/parameters/${CODE}`);
    await page.getByRole('tab', { name: 'History' }).click();
    const row = page.locator('[data-testid="parameter-history"] tbody tr.ant-table-row', { hasText: 'UPPER_CHK_LIMIT' }).first();
    await row.waitFor();
    expect(await row.innerText()).toMatch(
      new RegExp(`supervisor\\.ba.*Edited.*UPPER_CHK_LIMIT.*80.*74.*${REASON.replace(/[()]/g, '\\$&')}`, 's'),
    );
    await page.close();
  });
});
