import { randomUUID } from 'node:crypto';
import type { ChangeRecordInput, DataRow, LiveColumnDto, ScreenWriteResult } from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { createTestCcfSettings } from '../testing/ccfSettingsFixtures.ts';
import { httpHelpers } from '../testing/http.ts';
import { changeRecord } from '../testing/values.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// Time travel on the live view: the live heading and rows with ?asOf= show what was known
// then, through the grid's replay. The clock is moved by the test: each step's events carry its instant.
const START = new Date('2026-11-25T09:00:00Z'); // factory date 2026-11-26, hour 2
const TODAY = '2026-11-26';
const OP = 'BC2026';
const BRIX = 'ZL-TTBRIX-V-1H';
const SUGAR = 'ZL-TTSUG-T-0D';

let now = START;
const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000);

let server: TestServer;
const { call, ok, refused, caughtUp } = httpHelpers(() => server);
let supervisor = '';
let wi = '';
const screens = { hourly: 0, daily: 0 };

const rec = (CODE: string, FTR_HOUR: number, VALUE: number, ORIGINAL_VALUE: number | null = null) =>
  changeRecord(OP, CODE, TODAY, FTR_HOUR, VALUE, ORIGINAL_VALUE);
const submit = async (data: ChangeRecordInput[]) => {
  await caughtUp();
  return ok('POST', '/data', supervisor, { submissionId: randomUUID(), data });
};
const read = async <T>(url: string, token = supervisor) => {
  await caughtUp();
  return ok<T>('GET', url, token);
};
const asOf = (minutes: number) => `?asOf=${encodeURIComponent(at(minutes).toISOString())}`;
const headingUrl = () => `/live-data/heading/BA/${screens.hourly}`;
const hourlyUrl = () => `/live-data/hourly-data/BA/${screens.hourly}/${TODAY}/3/1`;
const dailyUrl = () => `/live-data/daily-data/BA/${screens.daily}/${TODAY}/7`;
const cell = (all: DataRow[], code: string, hour: number) => all.find((r) => r.FTR_DATE === TODAY && r.FTR_HOUR === hour)?.[code] ?? null;

beforeAll(async () => {
  server = await startTestServer({ clock: { now: () => now } });
  await listCodeParts(server, ['ZL-TTBRIX-V-1H', 'ZL-TTSUG-T-0D']);
  supervisor = (await server.login('supervisor.ba', 'BA')).token;
  wi = (await server.login('supervisor.wi', 'WI')).token;
  await createTestCcfSettings((url, body) => ok('POST', url, supervisor, body), ['BRIX']);
  now = at(1);
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
  await parameter(SUGAR);
  for (const [key, SCREEN_TYPE, code] of [
    ['hourly', 'HLY', BRIX],
    ['daily', 'DLY', SUGAR],
  ] as const) {
    const { ID } = await ok<ScreenWriteResult>('POST', '/data-screen', supervisor, {
      DESCRIPTION: `TT live ${key}`,
      SCREEN_TYPE,
      ACCESS_LEVEL: 1,
      AREA: 'V',
    });
    await ok('POST', `/data-screen-member/${ID}/${code}`, supervisor);
    screens[key] = ID;
  }
  // minute 10: first values
  now = at(10);
  await submit([rec(BRIX, 1, 6), rec(SUGAR, 24, 500)]);
  // minute 20: a correction, a value out of the trigger band (raises a CCF), new check limits
  now = at(20);
  await submit([rec(BRIX, 1, 7, 6), rec(BRIX, 2, 9), rec(SUGAR, 24, 510, 500)]);
  await ok('PATCH', `/parameter/data-screen/${BRIX}`, supervisor, { HEADING2: '', HEADING3: '', UPPER_CHECK: 12, LOWER_CHECK: 3 });
  now = at(30);
});
afterAll(() => server.destroy());

describe('the live view as of an instant', () => {
  it('shows the values as they stood between two submissions', async () => {
    // before the first submission, between the two, after the second
    const hourly = await Promise.all([5, 15, 25].map((m) => read<DataRow[]>(`${hourlyUrl()}${asOf(m)}`)));
    expect(hourly.map((r) => cell(r, BRIX, 1))).toEqual([null, 6, 7]);
    expect(hourly.map((r) => cell(r, BRIX, 2))).toEqual([null, null, 9]);
    const daily = await Promise.all([15, 25].map((m) => read<DataRow[]>(`${dailyUrl()}${asOf(m)}`)));
    expect(daily.map((r) => cell(r, SUGAR, 24))).toEqual([500, 510]);
  });

  it('shows the check limits and CCF label as they stood', async () => {
    const between = await read<LiveColumnDto[]>(`${headingUrl()}${asOf(15)}`);
    expect(between.find((c) => c.CODE === BRIX)).toMatchObject({ UPPER_CHECK: 9, LOWER_CHECK: 1, CCFLABEL: null });
    const after = await read<LiveColumnDto[]>(`${headingUrl()}${asOf(25)}`);
    expect(after.find((c) => c.CODE === BRIX)).toMatchObject({ UPPER_CHECK: 12, LOWER_CHECK: 3, CCFLABEL: 'Ongoing CCF' });
    expect(await read(`${headingUrl()}?asOf=2020-01-01T00:00:00Z`)).toEqual([]);
  });

  it('as of now answers exactly what the read models answer', async () => {
    const current = `?asOf=${encodeURIComponent(now.toISOString())}`;
    for (const url of [headingUrl(), hourlyUrl(), dailyUrl()]) expect(await read(`${url}${current}`)).toEqual(await read(url));
  });

  it('refuses an instant in the future or not an instant, and keeps the access rules', async () => {
    const future = `?asOf=${encodeURIComponent(at(31).toISOString())}`;
    for (const url of [headingUrl(), hourlyUrl(), dailyUrl()]) {
      await refused('GET', `${url}${future}`, supervisor, undefined, 400, 'As of cannot be in the future');
    }
    const bad = await call('GET', `${dailyUrl()}?asOf=yesterday`, supervisor);
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('As of must be a date and time');
    expect((await call('GET', `${hourlyUrl()}${asOf(15)}`, wi)).status).toBe(403);
  });
});
