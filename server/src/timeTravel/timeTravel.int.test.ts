import { randomUUID } from 'node:crypto';
import type { ChangeRecordInput, DataPoint, DataRow, GridColumnDto, ParameterDto, ScreenWriteResult } from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { createTestCcfSettings } from '../testing/ccfSettingsFixtures.ts';
import { httpHelpers } from '../testing/http.ts';
import { changeRecord } from '../testing/values.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// Time travel: the grid reads and data points with ?asOf= show exactly what was known then.
// The clock is moved by the test: each step's events carry its instant.
const START = new Date('2026-11-25T09:00:00Z'); // factory date 2026-11-26, hour 2
const TODAY = '2026-11-26';
const YESTERDAY = '2026-11-25';
const OP = 'BC2026';
const BRIX = 'ZT-TTBRIX-V-1H';
const TEMP = 'ZT-TTTEMP-V-1H';
const LATE = 'ZT-TTLATE-V-1H';

let now = START;
const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000);
const setClock = (minutes: number) => {
  now = at(minutes);
};

let server: TestServer;
const { call, ok, refused, caughtUp } = httpHelpers(() => server);
let supervisor = '';
let wi = '';
let screen = 0;

const rec = (CODE: string, FTR_DATE: string, FTR_HOUR: number, VALUE: number | null, ORIGINAL_VALUE: number | null = null) =>
  changeRecord(OP, CODE, FTR_DATE, FTR_HOUR, VALUE, ORIGINAL_VALUE);
const submit = async (data: ChangeRecordInput[]) => {
  await caughtUp();
  return ok('POST', '/data', supervisor, { submissionId: randomUUID(), data });
};
const read = async <T>(url: string, token = supervisor) => {
  await caughtUp();
  return ok<T>('GET', url, token);
};
const asOf = (minutes: number) => `?asOf=${encodeURIComponent(at(minutes).toISOString())}`;
const rows = (query = '', date = TODAY) => read<DataRow[]>(`/data-screen/hourly-data-ds/${OP}/${screen}/${date}/END${query}`);
const heading = (query = '') => read<GridColumnDto[]>(`/data-screen/heading/${screen}/${OP}/HLY/${TODAY}/NOW${query}`);
const cell = (all: DataRow[], code: string, hour: number) => all.find((r) => r.FTR_HOUR === hour)?.[code] ?? null;
const column = (all: GridColumnDto[], code: string) => all.find((c) => c.CODE === code);

beforeAll(async () => {
  server = await startTestServer({ clock: { now: () => now } });
  await listCodeParts(server, ['ZT-TTBRIX-V-1H', 'ZT-TTTEMP-V-1H', 'ZT-TTLATE-V-1H']);
  supervisor = (await server.login('supervisor.ba', 'BA')).token;
  wi = (await server.login('supervisor.wi', 'WI')).token;
  await createTestCcfSettings((url, body) => ok('POST', url, supervisor, body), ['BRIX']);
  setClock(1);
  const parameter = (CODE: string, extra: object = {}) =>
    ok('POST', '/parameter', supervisor, { CODE, HEADING1: CODE, PCAT_CODE: 'JUICE', ...extra });
  await parameter(BRIX, {
    UPPER_CHK_LIMIT: 9,
    LOWER_CHK_LIMIT: 1,
    CCF_TYPE: 'Q',
    CCF_ANALYSIS: 'BRIX',
    LOWABS: 2,
    LOWTRG: 4,
    HIGHTRG: 8,
    HIGHABS: 10,
  });
  await parameter(TEMP);
  ({ ID: screen } = await ok<ScreenWriteResult>('POST', '/data-screen', supervisor, {
    DESCRIPTION: 'Time travel',
    SCREEN_TYPE: 'HLY',
    ACCESS_LEVEL: 1,
    AREA: 'A',
  }));
  for (const code of [BRIX, TEMP]) await ok('POST', `/data-screen-member/${screen}/${code}`, supervisor);
  await caughtUp();
  // minute 10: first values (one the day before, the CCF column's previous value)
  setClock(10);
  await submit([rec(BRIX, YESTERDAY, 23, 5)]);
  await submit([rec(TEMP, TODAY, 1, 70), rec(BRIX, TODAY, 1, 6)]);
  // minute 20: a correction, a value out of the trigger band (raises a CCF), new check limits, a new member
  setClock(20);
  await submit([rec(TEMP, TODAY, 1, 75, 70), rec(BRIX, TODAY, 2, 9)]);
  await ok('PATCH', `/parameter/data-screen/${BRIX}`, supervisor, { HEADING2: '', HEADING3: '', UPPER_CHECK: 12, LOWER_CHECK: 3 });
  await parameter(LATE);
  await ok('POST', `/data-screen-member/${screen}/${LATE}`, supervisor);
  // minute 30: a deletion, and a later value the day before
  setClock(30);
  await submit([rec(TEMP, TODAY, 1, null, 75)]);
  await submit([rec(BRIX, YESTERDAY, 24, 7)]);
  setClock(40);
});
afterAll(() => server.destroy());

describe('the grid as of an instant', () => {
  it('shows each value as it stood: entered, corrected, deleted', async () => {
    const [before, entered, corrected, deleted] = await Promise.all([5, 15, 25, 35].map((m) => rows(asOf(m))));
    expect(before?.map((r) => r[TEMP] ?? null).every((v) => v === null)).toBe(true);
    expect([entered, corrected, deleted].map((r) => cell(r ?? [], TEMP, 1))).toEqual([70, 75, null]);
    expect([entered, corrected, deleted].map((r) => cell(r ?? [], BRIX, 2))).toEqual([null, 9, 9]);
  });

  it('shows the screen, limits and CCF state as they stood', async () => {
    const then = await heading(asOf(15));
    expect(then.map((c) => c.CODE)).toEqual([BRIX, TEMP]);
    expect(column(then, BRIX)).toMatchObject({ CCF: true, CCFS: null, CCFLABEL: null, UPPER_CHECK: 9, LOWER_CHECK: 1, PREVIOUS_VALUE: 5 });
    const later = await heading(asOf(25));
    expect(later.map((c) => c.CODE)).toEqual([BRIX, TEMP, LATE]);
    expect(column(later, BRIX)).toMatchObject({ CCFS: 'O', UPPER_CHECK: 12, LOWER_CHECK: 3, PREVIOUS_VALUE: 5 });
    expect(column(later, BRIX)?.CCF_ID).toEqual(expect.any(String));
    expect(column(await heading(asOf(35)), BRIX)).toMatchObject({ PREVIOUS_VALUE: 7 });
  });

  it('as of now answers exactly what the read models answer', async () => {
    const current = `?asOf=${encodeURIComponent(now.toISOString())}`;
    expect(await rows(current)).toEqual(await rows());
    expect(await rows(current, YESTERDAY)).toEqual(await rows('', YESTERDAY));
    expect(await heading(current)).toEqual(await heading());
    const daily = `/data-screen/daily-data/${OP}/${screen}/${TODAY}`;
    expect(await read(`${daily}${current}`)).toEqual(await read(daily));
  });

  it('answers hour mode NOW with the hours of that instant', async () => {
    // 09:15 UTC is factory hour 3 of 2026-11-26; 09:35 still hour 3
    const hours = await read<DataRow[]>(`/data-screen/hourly-data-ds/${OP}/${screen}/${TODAY}/NOW${asOf(15)}`);
    expect(hours.map((r) => r.FTR_HOUR)).toEqual([1, 2, 3]);
  });

  it('is empty before the screen existed', async () => {
    const long = '?asOf=2020-01-01T00:00:00Z';
    expect(await heading(long)).toEqual([]);
    expect(await rows(long)).toEqual([]);
  });

  it('answers data points as they stood', async () => {
    const points = (query: string) => read<DataPoint[]>(`/data/BA/${TEMP}/${YESTERDAY}/${TODAY}${query}`);
    expect((await points(asOf(15))).map((p) => p.PARAM_VALUE)).toEqual([70]);
    expect((await points(asOf(25))).map((p) => p.PARAM_VALUE)).toEqual([75]);
    expect(await points(asOf(35))).toEqual([]);
    const brix = `/data/BA/${BRIX}/${YESTERDAY}/${TODAY}`;
    expect(await read(`${brix}?asOf=${encodeURIComponent(now.toISOString())}`)).toEqual(await read(brix));
  });

  it("answers a parameter (the data view's limit lines) as it stood", async () => {
    const parameter = (query = '') => read<ParameterDto>(`/parameter/BA/${BRIX}${query}`);
    expect(await parameter(asOf(15))).toMatchObject({ UPPER_CHK_LIMIT: 9, LOWER_CHK_LIMIT: 1, HIGHTRG: 8 });
    expect(await parameter(asOf(25))).toMatchObject({ UPPER_CHK_LIMIT: 12, LOWER_CHK_LIMIT: 3 });
    expect(await parameter(`?asOf=${encodeURIComponent(now.toISOString())}`)).toEqual(await parameter());
    await refused('GET', `/parameter/BA/${LATE}${asOf(15)}`, supervisor, undefined, 404, `Parameter ${LATE} did not exist at that time`);
    expect((await read<ParameterDto>(`/parameter/BA/${LATE}${asOf(25)}`)).CODE).toBe(LATE);
    await refused(
      'GET',
      `/parameter/BA/${BRIX}?asOf=${encodeURIComponent(at(41).toISOString())}`,
      supervisor,
      undefined,
      400,
      'As of cannot be in the future',
    );
    expect((await call('GET', `/parameter/BA/${BRIX}${asOf(15)}`, wi)).status).toBe(403);
  });

  it('refuses an instant in the future or not an instant, and keeps the access rules', async () => {
    const future = `?asOf=${encodeURIComponent(at(41).toISOString())}`;
    await refused(
      'GET',
      `/data-screen/heading/${screen}/${OP}/HLY/${TODAY}/NOW${future}`,
      supervisor,
      undefined,
      400,
      'As of cannot be in the future',
    );
    await refused('GET', `/data/BA/${TEMP}/${YESTERDAY}/${TODAY}${future}`, supervisor, undefined, 400, 'As of cannot be in the future');
    const bad = await call('GET', `/data-screen/hourly-data-ds/${OP}/${screen}/${TODAY}/END?asOf=yesterday`, supervisor);
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('As of must be a date and time');
    expect((await call('GET', `/data-screen/hourly-data-ds/${OP}/${screen}/${TODAY}/END${asOf(15)}`, wi)).status).toBe(403);
    expect((await call('GET', `/data/BA/${TEMP}/${YESTERDAY}/${TODAY}${asOf(15)}`, wi)).status).toBe(403);
  });
});
