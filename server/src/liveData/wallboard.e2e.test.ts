import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { currentHour, liveHourlyCells, type OperationDto, type ScreenWriteResult } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { waitForExpression } from '../testing/pageWait.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// The control-room wallboard: readable at 1920x1080 without scrolling, stale data
// shown as such, and CCF labels pushed with the values. Real time: the browser and the server agree on the hour.
const suite = browserSuite();
const { describeBrowser, newPage } = suite;

let operation = '';
const supervisor = <T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
  suite.api<T>('supervisor.ba', 'BA', method, url, body);
const screenWith = async (DESCRIPTION: string, AREA: 'A' | 'V', codes: readonly string[]) => {
  const { ID } = await supervisor<ScreenWriteResult>('POST', '/data-screen', { DESCRIPTION, SCREEN_TYPE: 'HLY', ACCESS_LEVEL: 1, AREA });
  for (const code of codes) await supervisor('POST', `/data-screen-member/${ID}/${code}`);
  return ID;
};
type Cell = { date: string; hour: number };
const record = (CODE: string, { date, hour }: Cell, VALUE: number) => ({
  TYPE: 'Insert',
  CODE,
  FTR_DATE: date,
  FTR_HOUR: hour,
  OPERATION: operation,
  AUDIT: false,
  VALUE,
  ORIGINAL_VALUE: null,
  VALID: true,
});
const submit = (records: object[], screenId?: number) =>
  supervisor('POST', '/data', { submissionId: randomUUID(), data: records, ...(screenId ? { screenId: String(screenId) } : {}) });

/** The hours of the 1D window, newest first: [0] is the hour in progress, [1] the last whole hour. */
const windowCells = (): Cell[] => {
  const end = currentHour(new Date(), 'NOW');
  return liveHourlyCells(end.date, end.hour, 1);
};
const openWallboard = async (screenId: number): Promise<Page> => {
  const page = await newPage();
  await page.setViewportSize({ width: 1920, height: 1080 });
  const path = `/live/wallboard/BA/${screenId}?range=1D`;
  await suite.signIn(page, 'operator.ba', 'Bardney', { path });
  await page.waitForURL(`**${path}`);
  await page.locator('[data-testid="live-grid"][data-ready="true"]').waitFor();
  return page;
};

// 30 parameters of two magnitudes: flows around 1250.5 (checks 1000..1500), the rest around 15.0 (checks 10..20).
const UNITS = ['Raw juice', 'Thin juice', 'Thick juice', 'Molasses', 'Pulp press', 'Lime kiln'];
const READINGS = ['Flow', 'Brix', 'pH', 'Temperature', 'Level'];
const WIDE = Array.from({ length: 30 }, (_, i) => ({
  code: `WB30-${String(i + 1).padStart(2, '0')}-V-1H`,
  flow: i % 3 === 0,
  heading1: UNITS[i % 6] ?? '',
  heading2: READINGS[i % 5] ?? '',
}));
const HIGH = WIDE[4]?.code ?? ''; // above its upper check at the newest hour
const LOW = WIDE[3]?.code ?? ''; // a flow below its lower check at the newest hour

describeBrowser('the control-room wallboard in the browser (Chromium, 1920x1080)', () => {
  let wide = 0;
  let entered: Cell[] = [];

  beforeAll(async () => {
    operation = (await supervisor<OperationDto[]>('GET', '/operations/active'))[0]?.OPTN_CODE ?? '';
    if (!operation) throw new Error('the demo plant has no active operation at BA');
    await listCodeParts(
      suite.server(),
      WIDE.map((p) => p.code),
    );
    for (const p of WIDE) {
      const limits = p.flow
        ? { UPPER_CHK_LIMIT: 1500, LOWER_CHK_LIMIT: 1000, UPPER_ABS_LIMIT: 5000, LOWER_ABS_LIMIT: 0 }
        : { UPPER_CHK_LIMIT: 20, LOWER_CHK_LIMIT: 10, UPPER_ABS_LIMIT: 100, LOWER_ABS_LIMIT: 0 };
      await supervisor('POST', '/parameter', {
        CODE: p.code,
        HEADING1: p.heading1,
        HEADING2: p.heading2,
        PCAT_CODE: 'E2E',
        DISPLAY_PRECISION: 1,
        ...limits,
      });
    }
    wide = await screenWith(
      'WB30 Process overview',
      'V',
      WIDE.map((p) => p.code),
    );
    // The last eight whole hours hold values; the hour in progress does not.
    entered = windowCells().slice(1, 9);
    const value = (code: string, i: number, age: number) => {
      if (age === 0 && code === HIGH) return 27.5;
      if (age === 0 && code === LOW) return 912.5;
      return WIDE[i]?.flow ? 1250.5 + i - age : 15 + ((i + age) % 4) / 2;
    };
    // A submission holds one factory day's hours.
    for (const date of new Set(entered.map((cell) => cell.date))) {
      await submit(
        entered.flatMap((cell, age) => (cell.date === date ? WIDE.map((p, i) => record(p.code, cell, value(p.code, i, age))) : [])),
      );
    }
  });

  it('fits 30 columns on 1920x1080 without scrolling: panels, values of 32 px or more in white, newest hour on top, marked excursions', async () => {
    const page = await openWallboard(wide);
    const [newest] = entered;
    await page.locator(`td[data-cell="${HIGH}|${newest?.date}|${newest?.hour}"]`).waitFor();
    const measured = await page.evaluate(`(() => {
      const root = document.scrollingElement;
      const cells = [...document.querySelectorAll('td[data-cell]')];
      const style = getComputedStyle(cells[0]);
      return {
        scrollsAcross: root.scrollWidth > root.clientWidth,
        scrollsDown: root.scrollHeight > root.clientHeight,
        fontSize: parseFloat(style.fontSize),
        colour: style.color,
        clipped: cells.filter((td) => td.scrollWidth > td.clientWidth).map((td) => td.dataset.cell),
        panels: document.querySelectorAll('[data-testid="wallboard-panel"]').length,
        headingRows: document.querySelectorAll('[data-testid="wallboard-panel"] thead tr').length,
        columnsShown: new Set(cells.map((td) => td.dataset.cell.split('|')[0])).size,
        topRow: [...document.querySelectorAll('[data-testid="wallboard-panel"]')].map((t) => t.querySelector('tbody tr th').title),
        rowsShown: document.querySelector('[data-testid="wallboard-panel"]').querySelectorAll('tbody tr').length,
        overflowingPanels: [...document.querySelectorAll('[data-testid="wallboard-panel"]')].filter((t) => t.getBoundingClientRect().right > window.innerWidth || t.getBoundingClientRect().bottom > window.innerHeight).length,
      };
    })()`);
    await page.screenshot({ path: '/tmp/wallboard-1080.png' });
    writeFileSync('/tmp/wallboard-1080.json', JSON.stringify(measured, null, 1));
    expect(measured).toMatchObject({
      scrollsAcross: false,
      scrollsDown: false,
      colour: 'rgb(255, 255, 255)',
      clipped: [],
      columnsShown: 30,
      overflowingPanels: 0,
    });
    expect((measured as { fontSize: number }).fontSize).toBeGreaterThanOrEqual(32);
    const { panels, headingRows, topRow, rowsShown } = measured as {
      panels: number;
      headingRows: number;
      topRow: string[];
      rowsShown: number;
    };
    expect(panels).toBeGreaterThan(1); // the columns wrapped, each panel with its own heading row
    expect(headingRows).toBe(panels);
    // No empty hours on top: every panel starts with the newest hour that holds values, not the hour in progress.
    expect(new Set(topRow.map((title) => title.split(':')[0]))).toEqual(new Set([`Factory hour ${newest?.hour} of ${newest?.date}`]));
    expect(rowsShown).toBeGreaterThanOrEqual(4);
    // Excursions carry a shape, not colour alone.
    const high = page.locator(`td[data-cell="${HIGH}|${newest?.date}|${newest?.hour}"]`);
    expect(await high.getAttribute('data-mark')).toBe('high');
    expect(await high.innerText()).toMatch(/^27\.5\s*▲$/);
    const low = page.locator(`td[data-cell="${LOW}|${newest?.date}|${newest?.hour}"]`);
    expect(await low.innerText()).toMatch(/^912\.5\s*▼$/);
    expect(await page.locator('td[data-mark="plain"]', { hasText: /[▲▼]/ }).count()).toBe(0);
    await page.context().close();
  });

  it('dims the board under a "Disconnected — data from HH:MM" banner when the connection drops, and clears it on reconnecting', async () => {
    const page = await openWallboard(wide);
    expect(await page.getByTestId('wallboard-stale').count()).toBe(0);
    await page.context().setOffline(true);
    const banner = page.getByTestId('wallboard-stale');
    await banner.waitFor();
    expect(await banner.innerText()).toMatch(/^Disconnected — data from \d\d:\d\d$/);
    expect(await page.getByTestId('wallboard').getAttribute('data-stale')).toBe('true');
    expect(await page.evaluate(`getComputedStyle(document.querySelector('[data-testid="live-grid"]')).filter`)).toContain('grayscale');
    await page.screenshot({ path: '/tmp/wallboard-1080-stale.png' });
    await page.context().setOffline(false);
    await banner.waitFor({ state: 'detached', timeout: 20_000 });
    await waitForExpression(page, `getComputedStyle(document.querySelector('[data-testid="live-grid"]')).filter === 'none'`);
    await page.context().close();
  });

  it("changes a column's CCF label as soon as a submit raises a CCF or moves it to Pending Close, without reloading", async () => {
    const CCF = 'WB-CCF-V-1H';
    await supervisor('POST', '/ccf-types', { code: 'WQ', name: 'WB quality' });
    await supervisor('POST', '/ccf-analysis', {
      code: 'WBRIX',
      name: 'WB brix',
      type: 'WQ',
      low_abs: 2,
      low_trigger: 4,
      high_trigger: 8,
      high_abs: 10,
    });
    await listCodeParts(suite.server(), [CCF]);
    await supervisor('POST', '/parameter', {
      CODE: CCF,
      HEADING1: 'Thin juice',
      HEADING2: 'Brix',
      PCAT_CODE: 'E2E',
      DISPLAY_PRECISION: 1,
      CCF_TYPE: 'WQ',
      CCF_ANALYSIS: 'WBRIX',
      LOWABS: 2,
      LOWTRG: 4,
      HIGHTRG: 8,
      HIGHABS: 10,
      UPPER_ABS_LIMIT: 50,
    });
    const board = await screenWith('WB CCF board', 'V', [CCF]);
    const entry = await screenWith('WB CCF entry', 'A', [CCF]);
    const [, newer, older] = windowCells();
    if (!older || !newer) throw new Error('no hours in the window');
    const page = await openWallboard(board);
    const label = page.locator(`th[data-code="${CCF}"] [data-ccf-label]`);
    expect(await label.count()).toBe(0);
    await page.evaluate('window.__notReloaded = true');

    await submit([record(CCF, older, 9)], entry); // outside the trigger band: a new CCF
    await page.locator(`th[data-code="${CCF}"] [data-ccf-label="Ongoing CCF"]`).waitFor();
    await submit([record(CCF, newer, 6)], entry); // the next hour back inside: pending close
    await page.locator(`th[data-code="${CCF}"] [data-ccf-label="Pending Close"]`).waitFor();
    await page.screenshot({ path: '/tmp/wallboard-1080-ccf.png' });
    expect(await page.evaluate('window.__notReloaded')).toBe(true);
    await page.context().close();
  });
});
