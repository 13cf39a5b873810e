import { randomUUID } from 'node:crypto';
import {
  valuesStream,
  type ChangeRecordInput,
  type DataPoint,
  type DataRow,
  type ScreenWriteResult,
  type SubmitDataResult,
} from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { createTestCcfSettings } from '../testing/ccfSettingsFixtures.ts';
import { httpHelpers } from '../testing/http.ts';
import { changeRecord } from '../testing/values.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// 10:30 UTC on 25 Nov 2026 is factory date 2026-11-26, hour 4 (the day started at 07:00 on the 25th).
const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';
const OP = 'BC2026'; // the demo's active campaign at BA (today - 30 .. today + 100)
const BRIX = 'ZT-BRIX-V-1H';
const TEMP = 'ZT-TEMP-V-1H';
const PURITY = 'ZT-PUR-V-1H';
const DAILY = 'ZT-SUG-T-0D';

let server: TestServer;
const { call, ok, refused, caughtUp } = httpHelpers(() => server);
const t = { supervisor: '', operator: '', wi: '', manager: '', centralOffice: '' };
let hourly = 0;
let daily = 0;
let restricted = 0;

const parameter = (CODE: string, extra: object = {}) =>
  ok('POST', '/parameter', t.supervisor, { CODE, HEADING1: CODE, PCAT_CODE: 'JUICE', ...extra });
const screenWith = async (SCREEN_TYPE: string, ACCESS_LEVEL: number, codes: string[]) => {
  const { ID } = await ok<ScreenWriteResult>('POST', '/data-screen', t.supervisor, {
    DESCRIPTION: `Juice ${SCREEN_TYPE} ${ACCESS_LEVEL}`,
    SCREEN_TYPE,
    ACCESS_LEVEL,
    AREA: 'A',
  });
  for (const code of codes) await ok('POST', `/data-screen-member/${ID}/${code}`, t.supervisor);
  return ID;
};

beforeAll(async () => {
  server = await startTestServer({ now: NOW, demoDays: 0 }); // reads the recalc stream from empty
  await listCodeParts(server, [
    'ZT-BRIX-V-1H',
    'ZT-TEMP-V-1H',
    'ZT-PUR-V-1H',
    'ZT-SUG-T-0D',
    'NO-SUCH-V-1H',
    'ZT-SECRET-V-1H',
    'ZT-LOOSE-V-1H',
  ]);
  t.supervisor = (await server.login('supervisor.ba', 'BA')).token;
  t.operator = (await server.login('operator.ba', 'BA')).token;
  t.wi = (await server.login('supervisor.wi', 'WI')).token;
  t.manager = (await server.login('manager.co', 'BA')).token;
  t.centralOffice = (await server.login('auditor.co', 'CO')).token;
  await createTestCcfSettings((url, body) => ok('POST', url, t.supervisor, body), ['BRIX']);
  await parameter(BRIX, {
    UPPER_ABS_LIMIT: 100,
    LOWER_ABS_LIMIT: 0,
    CCF_TYPE: 'Q',
    CCF_ANALYSIS: 'BRIX',
    LOWABS: 2,
    LOWTRG: 4,
    HIGHTRG: 8,
    HIGHABS: 10,
  });
  await parameter(TEMP, { UPPER_ABS_LIMIT: 120, LOWER_ABS_LIMIT: 0 });
  await parameter(PURITY, { PTYP_CODE: 'SIM' });
  await parameter(DAILY);
  hourly = await screenWith('HLY', 2, [BRIX, TEMP, PURITY]);
  daily = await screenWith('DLY', 2, [DAILY]);
  restricted = await screenWith('HLY', 3, [TEMP]);
  await caughtUp();
});
afterAll(() => server.destroy());

const rec = (
  CODE: string,
  FTR_DATE: string,
  FTR_HOUR: number,
  VALUE: number | null,
  ORIGINAL_VALUE: number | null = null,
  extra: Partial<ChangeRecordInput> = {},
): ChangeRecordInput => ({
  ...changeRecord(OP, CODE, FTR_DATE, FTR_HOUR, VALUE, ORIGINAL_VALUE),
  ...extra,
});
const body = (data: ChangeRecordInput[], extra: object = {}) => ({ submissionId: randomUUID(), data, ...extra });
const submit = (data: ChangeRecordInput[], token = t.supervisor, extra: object = {}) =>
  ok<SubmitDataResult>('POST', '/data', token, body(data, extra));
const get = async <T>(url: string, token = t.supervisor) => {
  await caughtUp();
  return ok<T>('GET', url, token);
};
const hourlyRows = (date: string, mode: 'NOW' | 'END', screen = hourly) =>
  get<DataRow[]>(`/data-screen/hourly-data-ds/${OP}/${screen}/${date}/${mode}`);

describe('POST /data and the grid reads', () => {
  it('submits hourly values atomically and reads them back on the grid, up to the current hour or the whole day', async () => {
    const result = await submit([rec(TEMP, TODAY, 1, 71.5), rec(TEMP, TODAY, 3, 72), rec(BRIX, TODAY, 2, 6)], t.operator, {
      screenId: String(hourly),
    });
    expect(result).toMatchObject({ message: 'Data Submitted', duplicate: false, labels: { [BRIX]: null }, ccfs: [] });
    const rows = await hourlyRows(TODAY, 'NOW');
    expect(rows.map((r) => [r.FTR_HOUR, r[TEMP], r[BRIX], r[PURITY]])).toEqual([
      [1, 71.5, null, null],
      [2, null, 6, null],
      [3, 72, null, null],
      [4, null, null, null],
    ]);
    expect(rows[0]).toMatchObject({ REAL_DATE: '2026-11-25', REAL_HOUR: 8, FTR_DATE: TODAY });
    const full = await hourlyRows(TODAY, 'END');
    expect(full).toHaveLength(24);
    expect(full.at(-1)).toMatchObject({ REAL_DATE: TODAY, REAL_HOUR: 7, FTR_HOUR: 24 });
  });

  it('answers a resubmitted submission id with the original position and writes nothing', async () => {
    const first = body([rec(TEMP, TODAY, 4, 70)]);
    const original = await ok<SubmitDataResult>('POST', '/data', t.operator, first);
    const before = await server.infra.eventStore.headPosition();
    const again = await ok<SubmitDataResult>('POST', '/data', t.operator, first);
    expect(again).toMatchObject({ duplicate: true, position: original.position, message: 'Data Submitted' });
    expect(await server.infra.eventStore.headPosition()).toBe(before);
  });

  it('updates and deletes against current values; a stale ORIGINAL_VALUE is a 409 naming every stale cell', async () => {
    await submit([rec(TEMP, TODAY, 1, 70, 71.5, { REASON: 'misread' }), rec(TEMP, TODAY, 3, null, 72)]);
    expect((await hourlyRows(TODAY, 'NOW')).map((r) => r[TEMP])).toEqual([70, null, null, 70]);
    await refused(
      'POST',
      '/data',
      t.operator,
      body([rec(TEMP, TODAY, 1, 75, 71.5), rec(TEMP, TODAY, 2, 1), rec(TEMP, TODAY, 3, 9, 72)]),
      409,
      `Someone else changed these values: ${TEMP} ${TODAY} h1, ${TEMP} ${TODAY} h3`,
    );
    const events = await server.infra.eventStore.readStream(valuesStream('BA', TODAY));
    expect(events.filter((e) => e.type === 'ParameterValuesSubmitted').at(-1)?.data).toMatchObject({
      changes: [
        { code: TEMP, hour: 1, kind: 'Update', value: 70, previous: 71.5, reason: 'misread' },
        { hour: 3, kind: 'Delete', value: null, previous: 72 },
      ],
    });
  });

  it('two submissions racing for one week stream both land (the loser re-decides)', async () => {
    const [a, b] = await Promise.all([submit([rec(TEMP, TODAY, 2, 1)]), submit([rec(BRIX, TODAY, 1, 5)])]);
    expect(a.position).not.toBe(b.position);
    expect((await hourlyRows(TODAY, 'NOW'))[1]).toMatchObject({ [TEMP]: 1 });
    expect((await hourlyRows(TODAY, 'NOW'))[0]).toMatchObject({ [BRIX]: 5 });
  });

  it.each([
    ['an invalid record', () => body([rec(TEMP, TODAY, 5, 1, null, { VALID: false })]), 400, `Error on code: ${TEMP}`],
    [
      'a missing AUDIT',
      () => body([rec(TEMP, TODAY, 5, 1, null, { AUDIT: undefined as unknown as boolean })]),
      400,
      `Error on code: ${TEMP}`,
    ],
    ['hour 25 on a 24-hour day', () => body([rec(TEMP, TODAY, 25, 1)]), 400, `Error on code: ${TEMP}`],
    ['no records', () => body([]), 400, 'Nothing to Submit'],
    ['no submission id', () => ({ data: [rec(TEMP, TODAY, 5, 1)] }), 400, 'submissionId must be a UUID'],
    ['an unknown code', () => body([rec('NO-SUCH-V-1H', TODAY, 5, 1)]), 400, 'Error on code: NO-SUCH-V-1H'],
    ['a calculated cell', () => body([rec(PURITY, TODAY, 5, 1)]), 400, `${PURITY} is calculated and cannot be entered`],
    ['a value outside the absolute limits', () => body([rec(TEMP, TODAY, 5, 120.5)]), 400, `Error on code: ${TEMP}`],
    [
      'hourly values on two days',
      () => body([rec(TEMP, TODAY, 5, 1), rec(TEMP, '2026-11-25', 5, 1)]),
      400,
      'Hourly values of a submission must all be on one factory day',
    ],
    ['an unknown operation', () => body([rec(TEMP, TODAY, 5, 1, null, { OPERATION: 'NOPE' })]), 404, 'Operation NOPE not found'],
    ['a future day', () => body([rec(TEMP, '2026-11-27', 5, 1)]), 403, `These values are locked: ${TEMP} 2026-11-27 h5 (in the future)`],
    [
      'a day older than 3 days without HISTORIC_DATA',
      () => body([rec(TEMP, '2026-11-22', 5, 1)]),
      403,
      `These values are locked: ${TEMP} 2026-11-22 h5 (older than 3 days (needs the Historic Data permission))`,
    ],
    [
      'a screen above the write access',
      () => body([rec(TEMP, TODAY, 5, 1)], { screenId: String(restricted) }),
      403,
      "Your write access level is below this screen's access level (3)",
    ],
    ['a code not on the screen', () => body([rec(DAILY, TODAY, 24, 1)], { screenId: String(hourly) }), 400, `Error on code: ${DAILY}`],
  ])('refuses %s and writes nothing', async (_name, make, status, message) => {
    await refused('POST', '/data', t.operator, make(), status, message);
  });

  it('refuses the central office, users without VIEW_DATA_SCREENS and anonymous callers', async () => {
    await refused(
      'POST',
      '/data',
      t.centralOffice,
      body([rec(TEMP, TODAY, 5, 1)]),
      403,
      'Data cannot be entered at the Central Office; sign in to a factory site',
    );
    await refused('POST', '/data', t.manager, body([rec(TEMP, TODAY, 5, 1)]), 403);
    await refused('POST', '/data', undefined, body([rec(TEMP, TODAY, 5, 1)]), 401);
  });

  it('lets HISTORIC_DATA users edit older days, and keeps both daylight-saving days whole', async () => {
    await submit([rec(TEMP, '2026-11-22', 5, 1)]);
    // JR2026 (today - 60 .. - 31) covers the autumn day; BO2025 covers the spring day.
    await submit([
      rec(TEMP, '2026-10-25', 1, 1, null, { OPERATION: 'JR2026' }),
      rec(TEMP, '2026-10-25', 25, 25, null, { OPERATION: 'JR2026' }),
    ]);
    const autumn = await get<DataRow[]>(`/data-screen/hourly-data-ds/JR2026/${hourly}/2026-10-25/END`);
    expect(autumn).toHaveLength(25);
    expect(autumn.map((r) => r[TEMP]).filter((v) => v !== null)).toEqual([1, 25]);
    expect(autumn.filter((r) => r.REAL_DATE === '2026-10-25' && r.REAL_HOUR === 1)).toHaveLength(2);
    await refused(
      'POST',
      '/data',
      t.supervisor,
      body([rec(TEMP, '2026-03-29', 24, 1, null, { OPERATION: 'BO2025' })]),
      400,
      `Error on code: ${TEMP}`,
    );
    await submit([rec(TEMP, '2026-03-29', 23, 1, null, { OPERATION: 'BO2025' })]);
    expect(await get<DataRow[]>(`/data-screen/hourly-data-ds/BO2025/${hourly}/2026-03-29/END`)).toHaveLength(23);
  });

  it('submits a daily week and reads it Monday..Sunday at the daily hour', async () => {
    await submit(
      ['2026-11-23', '2026-11-24', '2026-11-26'].map((d, i) => rec(DAILY, d, 24, 100 + i)),
      t.supervisor,
      { screenId: String(daily) },
    );
    const rows = await get<DataRow[]>(`/data-screen/daily-data/${OP}/${daily}/2026-11-25`);
    expect(rows.map((r) => [r.FTR_DATE, r.FTR_HOUR, r[DAILY]])).toEqual([
      ['2026-11-23', 24, 100],
      ['2026-11-24', 24, 101],
      ['2026-11-25', 24, null],
      ['2026-11-26', 24, 102],
      ['2026-11-27', 24, null],
      ['2026-11-28', 24, null],
      ['2026-11-29', 24, null],
    ]);
    await refused(
      'POST',
      '/data',
      t.supervisor,
      body([rec(DAILY, '2026-11-23', 24, 1, 100), rec(DAILY, '2026-11-22', 24, 1)]),
      400,
      'Daily values of a submission must all be in one factory week (Monday to Sunday)',
    );
  });

  it("guards grid reads: the screen's site and access level, the operation", async () => {
    expect((await call('GET', `/data-screen/hourly-data-ds/${OP}/${hourly}/${TODAY}/NOW`, t.wi)).status).toBe(403);
    expect((await call('GET', `/data-screen/hourly-data-ds/NOPE/${hourly}/${TODAY}/NOW`, t.operator)).status).toBe(404);
    expect((await call('GET', `/data-screen/daily-data/${OP}/999999/${TODAY}`, t.operator)).status).toBe(404);
    expect((await call('GET', `/data-screen/heading/${restricted}/${OP}/HLY/${TODAY}/NOW`, t.operator)).status).toBe(403);
    expect((await call('GET', `/data-screen/heading/${hourly}/${OP}/XLY/${TODAY}/NOW`, t.operator)).status).toBe(400);
  });
});

describe('GET /data/:site/:code/:fromDate/:toDate', () => {
  it("answers a parameter's data points in time order, with the operation each was entered under", async () => {
    const points = await get<DataPoint[]>(`/data/BA/${TEMP}/2026-10-25/2026-11-26`);
    expect(points.map((p) => [p.PARAM_DATE, p.FTR_HOUR, p.PARAM_VALUE, p.OPTN_CODE])).toEqual([
      ['2026-10-25', 1, 1, 'JR2026'],
      ['2026-10-25', 25, 25, 'JR2026'],
      ['2026-11-22', 5, 1, OP],
      ['2026-11-26', 1, 70, OP],
      ['2026-11-26', 2, 1, OP],
      ['2026-11-26', 4, 70, OP],
    ]);
    // Factory day 2026-10-25 runs 07:00 BST on the 24th .. 07:00 GMT on the 25th: hour 1 ends 08:00 BST, hour 25 07:00 GMT.
    expect(points[0]).toMatchObject({ PARM_CODE: TEMP, REAL_DATETIME: '2026-10-24T07:00:00.000Z' });
    expect(points[1]?.REAL_DATETIME).toBe('2026-10-25T07:00:00.000Z');
    expect(await get<DataPoint[]>(`/data/ba/${TEMP.toLowerCase()}/2026-11-26/2026-11-26`)).toHaveLength(3);
  });

  it('keeps to the own site (the central office reads any) and to at most a year', async () => {
    expect((await call('GET', `/data/BA/${TEMP}/2026-11-01/2026-11-26`, t.wi)).status).toBe(403);
    expect(await get<DataPoint[]>(`/data/BA/${TEMP}/2026-11-26/2026-11-26`, t.centralOffice)).toHaveLength(3);
    const tooLong = await call('GET', `/data/BA/${TEMP}/2025-11-25/2026-11-26`, t.supervisor);
    expect({ status: tooLong.status, body: tooLong.body }).toEqual({ status: 400, body: 'The date range can be at most 366 days' });
    expect((await call('GET', `/data/BA/${TEMP}/2025-11-26/2026-11-26`, t.supervisor)).status).toBe(200);
    expect((await call('GET', `/data/BA/${TEMP}/2026-11-26/2026-11-25`, t.supervisor)).body).toBe(
      'The end date cannot be before the start date',
    );
    expect((await call('GET', `/data/BA/${TEMP}/2026-02-30/2026-11-25`, t.supervisor)).status).toBe(400);
  });
});

describe('POST /data/recalculate/:operation', () => {
  it('appends a RecalculationRequested for the job, from the given date or the operation start', async () => {
    const result = await ok('POST', `/data/recalculate/${OP}?from=2026-11-20`, t.operator);
    expect(result.message).toBe('Recalculation requested');
    await ok('POST', `/data/recalculate/${OP.toLowerCase()}`, t.operator);
    await server.settle();
    const events = await server.infra.eventStore.readStream('recalc-BA');
    const requested = events.filter((e) => e.type === 'RecalculationRequested').map((e) => e.data);
    // the system's own requests (values and master data changed) aside
    expect(requested.filter((data) => data.requestedBy !== 'system')).toEqual([
      { site: 'BA', operation: OP, from: '2026-11-20', requestedBy: 'operator.ba' },
      { site: 'BA', operation: OP, from: '2026-10-27', requestedBy: 'operator.ba' },
    ]);
  });

  it('refuses an unknown operation, the central office and users without VIEW_DATA_SCREENS', async () => {
    await refused('POST', '/data/recalculate/NOPE', t.operator, undefined, 404, 'Operation NOPE not found');
    await refused('POST', `/data/recalculate/${OP}`, t.centralOffice, undefined, 403);
    await refused('POST', `/data/recalculate/${OP}`, t.manager, undefined, 403);
  });
});

describe('write permission, decided on the server whatever the client sends', () => {
  const SECRET = 'ZT-SECRET-V-1H'; // on the level-3 screen only
  const LOOSE = 'ZT-LOOSE-V-1H'; // on no data entry screen (a live-data wallboard only)
  let auditor = '';
  let wiScreen = 0;
  beforeAll(async () => {
    auditor = (await server.login('auditor.co', 'BA')).token;
    await parameter(SECRET);
    await parameter(LOOSE);
    await ok('POST', `/data-screen-member/${restricted}/${SECRET}`, t.supervisor);
    const { ID } = await ok<ScreenWriteResult>('POST', '/data-screen', t.supervisor, {
      DESCRIPTION: 'Loose wallboard',
      SCREEN_TYPE: 'HLY',
      ACCESS_LEVEL: 1,
      AREA: 'V',
    });
    await ok('POST', `/data-screen-member/${ID}/${LOOSE}`, t.supervisor);
    wiScreen = (
      await ok<ScreenWriteResult>('POST', '/data-screen', t.wi, {
        DESCRIPTION: 'Wissington juice',
        SCREEN_TYPE: 'HLY',
        ACCESS_LEVEL: 1,
        AREA: 'A',
      })
    ).ID;
    await caughtUp();
  });

  it('refuses a user of write access 0 (the demo auditor) with or without a screen id, and writes nothing', async () => {
    await refused(
      'POST',
      '/data',
      auditor,
      body([rec(TEMP, TODAY, 5, 1)]),
      403,
      'Your account has read-only access (write access 0); nothing was changed',
    );
    await refused(
      'POST',
      '/data',
      auditor,
      body([rec(TEMP, TODAY, 5, 1)], { screenId: String(hourly) }),
      403,
      'Your account has read-only access (write access 0); nothing was changed',
    );
  });

  it('refuses a parameter whose every screen is above the write access; a user of that level writes it', async () => {
    await refused(
      'POST',
      '/data',
      t.operator,
      body([rec(SECRET, TODAY, 5, 1), rec(TEMP, TODAY, 5, 1)]),
      403,
      `Your write access level is below the access level of every data entry screen holding: ${SECRET}`,
    );
    expect((await submit([rec(SECRET, TODAY, 5, 1)], t.supervisor)).duplicate).toBe(false);
  });

  it('leaves a parameter on no data entry screen to data screen maintainers', async () => {
    await refused(
      'POST',
      '/data',
      t.operator,
      body([rec(LOOSE, TODAY, 5, 1)]),
      403,
      `These parameters are on no data entry screen; only data screen maintainers can enter them: ${LOOSE}`,
    );
    expect((await submit([rec(LOOSE, TODAY, 5, 1)], t.supervisor)).duplicate).toBe(false);
  });

  it("answers another site's screen with 403, as the grid read does", async () => {
    expect((await call('GET', `/data-screen/hourly-data-ds/${OP}/${wiScreen}/${TODAY}/NOW`, t.operator)).status).toBe(403);
    await refused(
      'POST',
      '/data',
      t.operator,
      body([rec(TEMP, TODAY, 5, 1)], { screenId: String(wiScreen) }),
      403,
      'You can only work on your own site',
    );
  });

  it('applies the same rule to a CCF data value (VIEW_CCF reaches the route, the write level decides the value)', async () => {
    const { id } = await ok<{ id: string }>('POST', '/ccf', t.supervisor, { parameter: BRIX, operation: OP });
    const value = { analyst: 'Alan', date: '2026-11-25', hour: 12, value: 7 };
    await refused(
      'POST',
      `/ccf-data/${id}`,
      auditor,
      value,
      403,
      'Your account has read-only access (write access 0); nothing was changed',
    );
    await ok('POST', `/ccf-data/${id}`, t.operator, value);
  });
});
