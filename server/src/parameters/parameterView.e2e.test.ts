import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { addDays, factoryToday, type OperationDto } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { waitForExpression } from '../testing/pageWait.ts';
import { changeRecord } from '../testing/values.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// The parameter data view opens on the latest period with data, one empty state,
// values at the display precision, newest first, and a trail whose columns fit at 1440 px.
const suite = browserSuite();
const { describeBrowser, newPage } = suite;

// Real time on both sides: the browser's factory date and the server's must agree.
const TODAY = factoryToday(new Date());
const DAY = addDays(TODAY, -3); // before today: the one-day window ending today holds nothing
const CODE = 'PVE-TP-V-1H';
const EMPTY = 'PVE-NO-V-1H';

let operation = '';

const supervisor = <T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
  suite.api<T>('supervisor.ba', 'BA', method, url, body);
const submit = (data: object[]) => supervisor('POST', '/data', { submissionId: randomUUID(), data });

const openView = async (code: string): Promise<Page> => {
  const page = await newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: `/parameter/BA/${code}` });
  return page;
};
const valueRows = (page: Page) => page.locator('[data-testid="parameter-values"] tbody tr.ant-table-row');
const trailRows = (page: Page) => page.locator('[data-testid="audit-trail"] tbody tr.ant-table-row');

describeBrowser('the parameter data view in the browser (Chromium)', () => {
  beforeAll(async () => {
    const active = await supervisor<OperationDto[]>('GET', '/operations/active');
    operation = active[0]?.OPTN_CODE ?? '';
    if (!operation) throw new Error('the demo plant has no active operation at BA');
    await listCodeParts(suite.server(), [CODE, EMPTY]);
    for (const CODE_ of [CODE, EMPTY]) {
      await supervisor('POST', '/parameter', { CODE: CODE_, HEADING1: 'Evaporator temperature', PCAT_CODE: 'E2E', DISPLAY_PRECISION: 1 });
    }
    // supervisor.ba has HISTORIC_DATA: values three days back, then a correction (with its reason).
    await submit([changeRecord(operation, CODE, DAY, 1, 69), changeRecord(operation, CODE, DAY, 2, 72.5)]);
    await submit([{ ...changeRecord(operation, CODE, DAY, 1, 70, 69), REASON: 'Instrument fault' }]);
  });

  it('opens on the latest period with values, at the display precision, newest first', async () => {
    const page = await openView(CODE);
    await valueRows(page).nth(1).waitFor();
    const texts = await valueRows(page).allInnerTexts();
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(new RegExp(`${DAY}.*${operation}.*72\\.5`, 's'));
    expect(texts[1]).toMatch(new RegExp(`${DAY}.*${operation}.*70\\.0`, 's'));
    await page.locator('[data-testid="parameter-chart"] canvas').first().waitFor();
    expect(await page.getByText('No values in this period').count()).toBe(0);
    expect(await page.getByText(`${DAY} to ${DAY}`).count()).toBe(1);
    await page.close();
  });

  it('lists the history newest first at the display precision, its Submission column not cut off at 1440 px', async () => {
    const page = await openView(CODE);
    await valueRows(page).first().waitFor();
    await page.getByRole('button', { name: 'History' }).click();
    await trailRows(page).nth(2).waitFor();
    const texts = await trailRows(page).allInnerTexts();
    expect(texts).toHaveLength(3);
    expect(texts[0]).toMatch(/Corrected.*69\.0.*70\.0.*Instrument fault/s);
    expect(texts[2]).toMatch(/Entered.*69\.0/s);
    // The drawer has finished sliding in: no motion class, no running transition, its right edge on the window's.
    await waitForExpression(
      page,
      `(() => {
        const drawer = document.querySelector('.ant-drawer-content-wrapper');
        if (!drawer || /motion/.test(drawer.className) || drawer.getAnimations().length > 0) return false;
        const box = drawer.getBoundingClientRect();
        return box.left >= 0 && Math.abs(box.right - window.innerWidth) < 1;
      })()`,
    );
    const fit = await page.evaluate(`(() => {
      const table = document.querySelector('[data-testid="audit-trail"]');
      const index = [...table.querySelectorAll('thead th')].findIndex((th) => th.textContent.includes('Submission'));
      const cell = table.querySelector('tbody tr.ant-table-row').children[index];
      const view = table.querySelector('.ant-table-content') ?? table.querySelector('.ant-table-body') ?? table;
      const right = cell.getBoundingClientRect().right;
      const clipped = cell.scrollWidth > cell.clientWidth && !cell.querySelector('[title]');
      return { visible: right <= view.getBoundingClientRect().right + 0.5 && right <= window.innerWidth, clipped, text: cell.textContent };
    })()`);
    expect(fit).toEqual({ visible: true, clipped: false, text: expect.stringMatching(/^[0-9a-f]{8}/) });
    await page.close();
  });

  it('shows one empty state for a parameter without values', async () => {
    const page = await openView(EMPTY);
    await page
      .getByText(/^No values/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'History' }).waitFor();
    expect(await page.locator('.ant-empty').count()).toBe(1);
    expect(await page.getByText(/No values/).count()).toBe(1);
    await page.close();
  });

  it("offers the parameter's linked codes (spec 2 §2) as buttons to their own data view", async () => {
    await supervisor('POST', '/parameter-links', { firstCode: CODE, firstLabel: 'Evaporator', secondCode: EMPTY, secondLabel: 'Spare' });
    const page = await openView(CODE);
    const linked = page.getByLabel('Linked parameters');
    await linked.getByRole('button', { name: EMPTY }).click();
    await page.waitForURL(new RegExp(`/parameter/BA/${EMPTY}$`));
    await page
      .getByText(/^No values/)
      .first()
      .waitFor();
    await page.close();
  });
});
