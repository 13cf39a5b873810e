import { randomUUID } from 'node:crypto';
import { addDays, factoryToday, type OperationDto, type SpcChartDto } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { waitForExpression } from '../testing/pageWait.ts';
import { changeRecord } from '../testing/values.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// The control chart on the parameter data view: limits from a baseline, the zone lines, and the point
// that broke rule 1 marked with its number; the rules switched from the page.
const suite = browserSuite();
const { describeBrowser, newPage } = suite;

// Real time on both sides: the browser's factory date and the server's must agree.
const TODAY = factoryToday(new Date());
const DAY = addDays(TODAY, -3);
const CODE = 'SPC-TP-V-1H';

const supervisor = <T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
  suite.api<T>('supervisor.ba', 'BA', method, url, body);

describeBrowser('the control chart in the browser (Chromium)', () => {
  beforeAll(async () => {
    const [active] = await supervisor<OperationDto[]>('GET', '/operations/active');
    const operation = active?.OPTN_CODE ?? '';
    await listCodeParts(suite.server(), [CODE]);
    await supervisor('POST', '/parameter', { CODE, HEADING1: 'Pan temperature', PCAT_CODE: 'E2E', DISPLAY_PRECISION: 1 });
    // Twelve baseline hours alternating 50 and 51 (centre 50.5), then a value far beyond 3 sigma.
    const baseline = Array.from({ length: 12 }, (_, h) => changeRecord(operation, CODE, DAY, h + 1, h % 2 === 0 ? 50 : 51));
    await supervisor('POST', '/data', { submissionId: randomUUID(), data: baseline });
    await supervisor('POST', `/parameter/${CODE}/spc/baseline`, { from: DAY, to: DAY, REASON: 'E2E baseline' });
    await supervisor('POST', '/data', { submissionId: randomUUID(), data: [changeRecord(operation, CODE, DAY, 13, 60)] });
    await suite.server().settle();
    const chart = await supervisor<SpcChartDto>('GET', `/parameter/BA/${CODE}/spc?from=${DAY}&to=${DAY}`);
    expect(chart.points.at(-1)?.rules).toEqual([1]);
  });

  it('draws the values, the centre and zone lines, marks the break with its rule, and switches a rule on', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: `/parameter/BA/${CODE}` });
    const chart = page.locator('[data-testid="spc-chart"]');
    await chart.locator('canvas').first().waitFor();
    const lines = JSON.parse((await chart.getAttribute('data-lines')) ?? '[]') as [string, number][];
    expect(lines.map(([name]) => name)).toEqual(['Centre', '+1σ', '−1σ', '+2σ', '−2σ', '+3σ', '−3σ']);
    expect(lines[0]?.[1]).toBeCloseTo(50.5);
    const marks = JSON.parse((await chart.getAttribute('data-marks')) ?? '[]') as [string, number, string][];
    expect(marks.map(([, value, label]) => [value, label])).toEqual([[60, '1']]);
    expect(await page.getByTestId('spc-limits').innerText()).toMatch(
      new RegExp(`^Centre 50\\.50 · σ .* baseline ${DAY} to ${DAY} \\(12 values, by supervisor\\.ba\\)$`),
    );

    // The switches show the server's choice: checked once the write went through and the chart was read again.
    await page.getByRole('checkbox', { name: '5' }).click();
    await page.getByText(`SPC rules of ${CODE} updated`).waitFor();
    await waitForExpression(page, `document.querySelectorAll('[aria-label="SPC rules"] input:checked').length === 5`);
    await page.close();
  });
});
