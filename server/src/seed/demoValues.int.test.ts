import {
  addDays,
  recalcStream,
  valuesStream,
  type CcfDto,
  type CcfSummary,
  type DataPoint,
  type DataRow,
  type DataScreenDto,
} from '@ftr/contracts';
import { demoParameters } from '../seed/demoParameters.ts';
import { demoOperations } from '../seed/demoPlant.ts';
import { demoValues } from '../seed/demoValuesGenerator.ts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';

// 10:30 UTC on 25 Nov 2026 is factory date 2026-11-26; 7 demo days are 2026-11-19 .. 2026-11-25, all in BC2026.
const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';
const YESTERDAY = addDays(TODAY, -1);
const DAYS = 7;
const OP = 'BC2026';

let server: TestServer;
const { ok, caughtUp } = httpHelpers(() => server);
let supervisor = '';
let operator = '';
// What the generator planned for BA (the seed entered exactly these values).
const planned = demoValues({ site: 'BA', today: TODAY, days: DAYS, operations: demoOperations(TODAY).filter((op) => op.site === 'BA') });

beforeAll(async () => {
  server = await startTestServer({ now: NOW, demoDays: DAYS });
  supervisor = (await server.login('supervisor.ba', 'BA')).token;
  operator = (await server.login('operator.ba', 'BA')).token;
  await caughtUp();
});
afterAll(() => server.destroy());

const screen = async (description: string) => {
  const screens = await ok<DataScreenDto[]>('GET', '/data-screens', supervisor);
  const found = screens.find((s) => s.DESCRIPTION === description);
  if (!found) throw new Error(`no demo screen ${description}`);
  return found.ID;
};

describe('the demo plant with 7 days of values', () => {
  it('fills the hourly and daily entry grids for the days before today (calculated columns too), and leaves today empty', async () => {
    const processHourly = await screen('Process Hourly');
    const rows = await ok<DataRow[]>('GET', `/data-screen/hourly-data-ds/${OP}/${processHourly}/${YESTERDAY}/END`, operator);
    expect(rows).toHaveLength(24);
    const filled = rows.flatMap((row) => Object.entries(row).filter(([key, v]) => key.includes('-') && typeof v === 'number'));
    expect(filled.length).toBeGreaterThan(24 * 20);
    expect(
      rows.every(
        (row) =>
          typeof row['BS-TN-V-1H'] === 'number' ||
          planned.gaps.some((g) => g.code === 'BS-TN-V-1H' && g.date === YESTERDAY && g.hour === row.FTR_HOUR),
      ),
    ).toBe(true);
    // The recalculation the seed asked for has run (the test server waits for it): calculated columns follow.
    const complete = rows.filter((row) => typeof row['BS-TN-V-1H'] === 'number' && typeof row['BS-TN-V-2H'] === 'number');
    expect(complete.length).toBeGreaterThan(20);
    for (const row of complete) expect(row['BS-TN-T-0H']).toBeCloseTo((row['BS-TN-V-1H'] as number) + (row['BS-TN-V-2H'] as number), 6);
    const today = await ok<DataRow[]>('GET', `/data-screen/hourly-data-ds/${OP}/${processHourly}/${TODAY}/END`, operator);
    expect(today.flatMap((row) => Object.entries(row).filter(([key, v]) => key.includes('-') && v !== null))).toEqual([]);

    const daily = await ok<DataRow[]>('GET', `/data-screen/daily-data/${OP}/${await screen('Daily Production')}/${YESTERDAY}`, operator);
    const yesterday = daily.find((row) => row.FTR_DATE === YESTERDAY);
    expect(yesterday?.['BS-TN-T-1D']).toEqual(expect.any(Number));
    expect(yesterday?.['DY-NO-V-0T']).toBe(30); // BC2026 started 30 days before today
  });

  it('holds values outside the check limits where the generator planned them', async () => {
    const excursion = planned.excursions.find((e) => e.kind === 'check');
    const cell = excursion?.cells[0];
    if (!excursion || !cell) throw new Error('no check excursion planned');
    const points = await ok<DataPoint[]>('GET', `/data/BA/${excursion.code}/${cell.date}/${cell.date}`, operator);
    const point = points.find((p) => p.FTR_HOUR === cell.hour);
    expect(point?.PARAM_VALUE).toBe(cell.value);
    const parameter = demoParameters('BA').find((p) => p.CODE === excursion.code);
    const outside = (parameter?.UPPER_CHK_LIMIT ?? Infinity) < cell.value || cell.value < (parameter?.LOWER_CHK_LIMIT ?? -Infinity);
    expect(outside).toBe(true);
  });

  it('raised CCFs through data entry: the returning ones pending close, the last ones still open', async () => {
    const ccfEpisodes = planned.excursions.filter((e) => e.kind !== 'check');
    const open = ccfEpisodes.filter((e) => e.openAtEnd);
    expect(open).toHaveLength(3);
    expect(await ok<CcfSummary>('GET', '/ccf-summary', operator)).toEqual({
      open: open.length,
      pendingClose: ccfEpisodes.length - open.length,
    });
    const [first] = open;
    const ccf = await ok<CcfDto>('GET', `/ccf/${first?.code}/${OP}/O`, operator);
    expect(ccf).toMatchObject({
      SITE: 'BA',
      PARAMETER: first?.code,
      OPERATION: OP,
      STATUS: 'O',
      RAISED_BY: 'supervisor.ba',
      RAISED_FROM: 'DATAENTRY',
      DATE: first?.cells[0]?.date,
      HOUR: first?.cells[0]?.hour,
    });
  });

  it('entered each site as its supervisor (else the administrator), one submission per day, then asked for a recalculation', async () => {
    const authors = async (site: 'BA' | 'WI' | 'CA') => {
      const events = await server.infra.eventStore.readStream(valuesStream(site, YESTERDAY));
      return new Set(events.map((e) => e.metadata.userId));
    };
    expect(await authors('BA')).toEqual(new Set(['supervisor.ba']));
    expect(await authors('WI')).toEqual(new Set(['supervisor.wi']));
    expect(await authors('CA')).toEqual(new Set(['admin']));
    const week = await server.infra.eventStore.readStream(valuesStream('BA', YESTERDAY));
    const submissions = new Set(week.filter((e) => e.type === 'ParameterValuesSubmitted').map((e) => e.metadata.submissionId));
    const weekDays = planned.days.filter((d) => valuesStream('BA', d.date) === valuesStream('BA', YESTERDAY));
    expect(submissions.size).toBe(weekDays.length);
    // The demo's own request; the recalculation process manager adds its own (requested by the system) as values land.
    const requests = (await server.infra.eventStore.readStream(recalcStream('BA'))).filter(
      (e) => e.type === 'RecalculationRequested' && e.data.requestedBy !== 'system',
    );
    expect(requests.map((e) => e.data)).toEqual([
      expect.objectContaining({ site: 'BA', operation: OP, from: planned.days[0]?.date, requestedBy: 'supervisor.ba' }),
    ]);
  });
});
