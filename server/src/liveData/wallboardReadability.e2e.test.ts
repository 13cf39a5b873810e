import { randomUUID } from 'node:crypto';
import { currentHour, factoryHourToInstant, liveHourlyCells, type OperationDto, type ScreenWriteResult } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { changeRecord } from '../testing/values.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// A wallboard read across a control room: sibling columns told apart by their headings (wrapped, not cut to
// 'Value Hourly N…'), and the title bar saying how old the newest value is, not when the page last asked.
const suite = browserSuite();
const { describeBrowser, newPage } = suite;

const supervisor = <T>(method: 'GET' | 'POST', url: string, body?: object) => suite.api<T>('supervisor.ba', 'BA', method, url, body);

// Twenty columns: four evaporator pressures and sixteen others, headed as the demo plant heads them.
const suffix = randomUUID().slice(0, 3).toUpperCase();
const COLUMNS = Array.from({ length: 20 }, (_, i) => ({
  code: `W${suffix}${String(i + 1).padStart(2, '0')}-PR-V-1H`,
  heading1: i < 4 ? 'Evaporator' : 'Raw Juice',
  heading2: i < 4 ? 'Pressure' : 'Flow',
  heading3: `Value Hourly No. ${(i % 4) + 1}`,
}));

describeBrowser('a readable wallboard in the browser (Chromium, 1920x1080)', () => {
  it('wraps headings so sibling columns differ, and shows the age of the newest value', async () => {
    const operation = (await supervisor<OperationDto[]>('GET', '/operations/active'))[0]?.OPTN_CODE ?? '';
    await listCodeParts(
      suite.server(),
      COLUMNS.map((c) => c.code),
    );
    for (const c of COLUMNS)
      await supervisor('POST', '/parameter', {
        CODE: c.code,
        HEADING1: c.heading1,
        HEADING2: c.heading2,
        HEADING3: c.heading3,
        PCAT_CODE: 'E2E',
        DISPLAY_PRECISION: 2,
        UPPER_ABS_LIMIT: 100,
      });
    const { ID } = await supervisor<ScreenWriteResult>('POST', '/data-screen', {
      DESCRIPTION: `WBR ${suffix} evaporators`,
      SCREEN_TYPE: 'HLY',
      ACCESS_LEVEL: 1,
      AREA: 'V',
    });
    for (const c of COLUMNS) await supervisor('POST', `/data-screen-member/${ID}/${c.code}`);
    // The newest value sits three hours back: [0] is the hour in progress, [3] ended two to three hours ago.
    const end = currentHour(new Date(), 'NOW');
    const newest = liveHourlyCells(end.date, end.hour, 1)[3];
    if (!newest) throw new Error('no hours in the window');
    await supervisor('POST', '/data', {
      submissionId: randomUUID(),
      data: COLUMNS.map((c, i) => changeRecord(operation, c.code, newest.date, newest.hour, 1 + i / 10)),
    });
    await suite.server().settle();

    const page = await newPage();
    await page.setViewportSize({ width: 1920, height: 1080 });
    const path = `/live/wallboard/BA/${ID}?range=1D`;
    await suite.signIn(page, 'operator.ba', 'Bardney', { path });
    await page.locator(`td[data-cell="${COLUMNS[0]?.code ?? ''}|${newest.date}|${newest.hour}"]`).waitFor();

    // What each heading shows: its lines' text, and whether any line is cut (text beyond its box).
    const headings = await page.evaluate(`[...document.querySelectorAll('th[data-code]')].map((th) => ({
      code: th.dataset.code,
      lines: [...th.querySelectorAll('[data-heading-line]')].map((line) => line.textContent),
      cut: [...th.querySelectorAll('[data-heading-line]')].some((line) => line.scrollWidth > line.clientWidth || line.scrollHeight > line.clientHeight),
      bottom: th.getBoundingClientRect().bottom,
    }))`);
    const shown = headings as { code: string; lines: string[]; cut: boolean }[];
    expect(shown).toHaveLength(COLUMNS.length);
    expect(shown.filter((h) => h.cut).map((h) => h.code)).toEqual([]);
    const pressures = shown.slice(0, 4).map((h) => h.lines.join(' ').replace(/\u00a0/g, ' '));
    expect(pressures).toEqual([1, 2, 3, 4].map((n) => `Evaporator Pressure Value Hourly No. ${n}`));
    expect(new Set(pressures).size).toBe(4);
    // the board still fits the screen
    expect(await page.evaluate('document.scrollingElement.scrollHeight <= document.scrollingElement.clientHeight')).toBe(true);

    // The freshness is the newest value's age (its hour ended two to three hours ago), beside the connection state.
    const freshness = page.getByTestId('wallboard-freshness');
    expect(await freshness.getAttribute('data-newest-at')).toBe(String(factoryHourToInstant(newest.date, newest.hour).getTime()));
    expect(await freshness.innerText()).toMatch(/^Newest value [23] h ago$/);
    expect(await page.getByTestId('wallboard-connection').innerText()).toContain('Live');
    expect(await page.getByText(/^Updated \d+ s ago$/).count()).toBe(0);
    await page.screenshot({ path: '/tmp/wallboard-headings-1080.png' });
    await page.context().close();
  });
});
