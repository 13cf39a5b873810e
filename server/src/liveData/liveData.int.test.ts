import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import type {
  ChangeRecordInput,
  DataRow,
  LiveColumnDto,
  LiveJoinRequest,
  LiveScreenDto,
  LiveValuesPush,
  ScreenWriteResult,
} from '@ftr/contracts';
import type { JoinAck } from '@ftr/query-service/live/socketServer.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers, seedUsers } from '../testing/http.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// 10:30 UTC on 25 Nov 2026 is factory date 2026-11-26, hour 4.
const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';
const YESTERDAY = '2026-11-25';
const OP = 'BC2026';
const FLOW = 'LV-FLOW-V-1H'; // REA, check limits 10..20, precision 1
const CALC = 'LV-CALC-V-1H'; // SIM
const SUGAR = 'LV-SUG-T-0D'; // daily

let server: TestServer;
const { call, ok, caughtUp } = httpHelpers(() => server);
const t = { supervisor: '', operator: '', noLive: '', auditor: '', wi: '' };
const screens = { hourly: 0, restricted: 0, daily: 0, entry: 0, wi: 0 };

const screenWith = async (token: string, DESCRIPTION: string, SCREEN_TYPE: string, ACCESS_LEVEL: number, AREA: string, codes: string[]) => {
  const { ID } = await ok<ScreenWriteResult>('POST', '/data-screen', token, { DESCRIPTION, SCREEN_TYPE, ACCESS_LEVEL, AREA });
  for (const code of codes) await ok('POST', `/data-screen-member/${ID}/${code}`, token);
  return ID;
};
const rec = (CODE: string, FTR_DATE: string, FTR_HOUR: number, VALUE: number): ChangeRecordInput => ({
  TYPE: 'Insert',
  CODE,
  FTR_DATE,
  FTR_HOUR,
  OPERATION: OP,
  AUDIT: false,
  VALUE,
  ORIGINAL_VALUE: null,
  VALID: true,
});
const submit = (data: ChangeRecordInput[]) => ok('POST', '/data', t.supervisor, { submissionId: randomUUID(), data });
const get = async <T>(url: string, token = t.operator) => {
  await caughtUp();
  return ok<T>('GET', url, token);
};

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  await listCodeParts(server, ['LV-FLOW-V-1H', 'LV-CALC-V-1H', 'LV-SUG-T-0D']);
  await seedUsers(
    server,
    [
      {
        username: 'viewer.ba',
        password: DEMO_PASSWORD,
        firstName: 'Vic',
        lastName: 'Ewer',
        email: '',
        readAccess: 5,
        writeAccess: 1,
        sites: ['BA'],
        flags: ['VIEW_DATA_SCREENS'],
      },
    ],
    { now: () => NOW },
  );
  t.supervisor = (await server.login('supervisor.ba', 'BA')).token;
  t.operator = (await server.login('operator.ba', 'BA')).token;
  t.noLive = (await server.login('viewer.ba', 'BA')).token;
  t.auditor = (await server.login('auditor.co', 'CO')).token;
  t.wi = (await server.login('supervisor.wi', 'WI')).token;
  await ok('POST', '/parameter', t.supervisor, {
    CODE: FLOW,
    HEADING1: 'Juice',
    HEADING2: 'Flow',
    PCAT_CODE: 'PROC',
    UPPER_CHK_LIMIT: 20,
    LOWER_CHK_LIMIT: 10,
    UPPER_ABS_LIMIT: 100,
    LOWER_ABS_LIMIT: 0,
    DISPLAY_PRECISION: 1,
  });
  await ok('POST', '/parameter', t.supervisor, { CODE: CALC, HEADING1: 'Calc', PCAT_CODE: 'PROC', PTYP_CODE: 'SIM' });
  await ok('POST', '/parameter', t.supervisor, { CODE: SUGAR, HEADING1: 'Sugar', PCAT_CODE: 'PROC' });
  screens.hourly = await screenWith(t.supervisor, 'LV Wallboard', 'HLY', 1, 'V', [FLOW, CALC]);
  screens.restricted = await screenWith(t.supervisor, 'LV Restricted', 'HLY', 3, 'V', [FLOW]);
  screens.daily = await screenWith(t.supervisor, 'LV Daily', 'DLY', 1, 'V', [SUGAR]);
  screens.entry = await screenWith(t.supervisor, 'LV Entry', 'HLY', 1, 'A', [FLOW]);
  screens.wi = await screenWith(t.wi, 'LV Wissington', 'HLY', 1, 'V', []);
  await submit([rec(FLOW, TODAY, 1, 12), rec(FLOW, TODAY, 4, 25.25)]);
  await submit([rec(FLOW, YESTERDAY, 5, 9), rec(FLOW, YESTERDAY, 4, 11)]);
  await submit([rec(SUGAR, TODAY, 24, 500)]);
  await submit([rec(SUGAR, '2026-11-20', 24, 480)]);
  await caughtUp();
});
afterAll(() => server.destroy());

const hourlyUrl = (screen: number, date: string, hour: number | string, days: number | string, site = 'BA') =>
  `/live-data/hourly-data/${site}/${screen}/${date}/${hour}/${days}`;

describe('GET /live-data/screens/:site', () => {
  it("lists the site's area V screens the user may open, by name, with their type", async () => {
    const list = await get<LiveScreenDto[]>('/live-data/screens/BA');
    const ours = list.filter((s) => s.DESCRIPTION.startsWith('LV '));
    expect(ours).toEqual([
      { ID: screens.daily, DESCRIPTION: 'LV Daily', TYPE: 'DLY' },
      { ID: screens.hourly, DESCRIPTION: 'LV Wallboard', TYPE: 'HLY' },
    ]);
    expect(list.map((s) => s.DESCRIPTION)).toEqual(expect.arrayContaining(['Control Room Hourly', 'Daily Overview']));
    const supervisor = await get<LiveScreenDto[]>('/live-data/screens/BA', t.supervisor);
    expect(supervisor.map((s) => s.ID)).toContain(screens.restricted);
  });

  it('holds a site user to their own site; the central office reads any site', async () => {
    const foreign = await call('GET', '/live-data/screens/WI', t.operator);
    expect([foreign.status, foreign.body]).toEqual([403, 'You can only work on your own site']);
    const wi = await get<LiveScreenDto[]>('/live-data/screens/WI', t.auditor);
    expect(wi.map((s) => s.ID)).toContain(screens.wi);
  });

  it('needs LIVE_DATA on every live route', async () => {
    for (const url of [
      '/live-data/screens/BA',
      `/live-data/heading/BA/${screens.hourly}`,
      hourlyUrl(screens.hourly, TODAY, 4, 1),
      `/live-data/daily-data/BA/${screens.daily}/${TODAY}/7`,
    ]) {
      expect((await call('GET', url, t.noLive)).status).toBe(403);
    }
  });
});

describe('GET /live-data/heading/:site/:screenId', () => {
  it('answers the columns with limits, precision, TYPE_ID and the CCF label', async () => {
    const columns = await get<LiveColumnDto[]>(`/live-data/heading/BA/${screens.hourly}`);
    expect(
      columns.map((c) => [c.CODE, c.TYPE_ID, c.PRECISION, c.UPPER_CHECK, c.LOWER_CHECK, c.UPPER_ABSOLUTE, c.LOWER_ABSOLUTE, c.CCFLABEL]),
    ).toEqual([
      [FLOW, 'REA', 1, 20, 10, 100, 0, null],
      [CALC, 'SIM', expect.any(Number), null, null, null, null, null],
    ]);
    expect(columns[0]).toMatchObject({ HEADING1: 'Juice', HEADING2: 'Flow', SEPERATOR: false });
    await ok('POST', '/ccf', t.operator, { parameter: FLOW, operation: OP });
    const after = await get<LiveColumnDto[]>(`/live-data/heading/BA/${screens.hourly}`);
    expect(after[0]?.CCFLABEL).toBe('Ongoing CCF');
  });

  it('refuses a screen above the read access level, and knows no data-entry or other-site screen', async () => {
    const restricted = await call('GET', `/live-data/heading/BA/${screens.restricted}`, t.operator);
    expect([restricted.status, restricted.body]).toEqual([403, 'This screen needs read access level 3']);
    const entry = await call('GET', `/live-data/heading/BA/${screens.entry}`, t.operator);
    expect([entry.status, entry.body]).toEqual([404, `Live data screen ${screens.entry} not found at BA`]);
    expect((await call('GET', `/live-data/heading/BA/${screens.wi}`, t.auditor)).status).toBe(404);
    expect((await call('GET', `/live-data/heading/WI/${screens.wi}`, t.auditor)).status).toBe(200);
  });
});

describe('GET /live-data/hourly-data and daily-data', () => {
  it('answers the range ending with the given factory hour, newest first', async () => {
    const rows = await get<DataRow[]>(hourlyUrl(screens.hourly, TODAY, 4, 1));
    expect(rows).toHaveLength(24);
    expect(rows.slice(0, 4).map((r) => [r.FTR_DATE, r.FTR_HOUR, r[FLOW], r[CALC]])).toEqual([
      [TODAY, 4, 25.25, null],
      [TODAY, 3, null, null],
      [TODAY, 2, null, null],
      [TODAY, 1, 12, null],
    ]);
    expect(rows.at(-1)).toMatchObject({ FTR_DATE: YESTERDAY, FTR_HOUR: 5, REAL_DATE: '2026-11-24', REAL_HOUR: 12, [FLOW]: 9 });
    expect(rows.some((r) => r.FTR_DATE === YESTERDAY && r.FTR_HOUR === 4)).toBe(false);
    expect(await get<DataRow[]>(hourlyUrl(screens.hourly, TODAY, 4, 7))).toHaveLength(168);
  });

  it('answers the daily range of 7, 14 or 21 dates ending with the date', async () => {
    const rows = await get<DataRow[]>(`/live-data/daily-data/BA/${screens.daily}/${TODAY}/7`);
    expect(rows.map((r) => [r.FTR_DATE, r.FTR_HOUR, r[SUGAR]])).toEqual([
      [TODAY, 24, 500],
      ['2026-11-25', 24, null],
      ['2026-11-24', 24, null],
      ['2026-11-23', 24, null],
      ['2026-11-22', 24, null],
      ['2026-11-21', 24, null],
      ['2026-11-20', 24, 480],
    ]);
    expect(await get<DataRow[]>(`/live-data/daily-data/BA/${screens.daily}/${TODAY}/21`)).toHaveLength(21);
  });

  it.each([
    [hourlyUrl(0, TODAY, 4, 5), 'Range days must be 1, 2, 3 or 7'],
    [hourlyUrl(0, TODAY, 25, 1), 'Hour must be 1 to 24 on 2026-11-26'],
    [hourlyUrl(0, '2026-10-25', 26, 1), 'Hour must be 1 to 25 on 2026-10-25'],
    [hourlyUrl(0, TODAY, 0, 1), 'Hour must be 1 to 24 on 2026-11-26'],
    [hourlyUrl(0, '2026-02-30', 1, 1), 'Date must be YYYY-MM-DD'],
    ['/live-data/daily-data/BA/0/2026-11-26/1', 'Range days must be 7, 14 or 21'],
  ])('refuses %s with 400: %s', async (template, message) => {
    const id = template.includes('daily') ? screens.daily : screens.hourly;
    const response = await call('GET', template.replace('/BA/0/', `/BA/${id}/`), t.operator);
    expect([response.status, response.body]).toEqual([400, message]);
  });

  it('refuses a range of the other type', async () => {
    const daily = await call('GET', hourlyUrl(screens.daily, TODAY, 4, 1), t.operator);
    expect([daily.status, daily.body]).toEqual([400, `Screen ${screens.daily} is a daily screen`]);
    const hourly = await call('GET', `/live-data/daily-data/BA/${screens.hourly}/${TODAY}/7`, t.operator);
    expect([hourly.status, hourly.body]).toEqual([400, `Screen ${screens.hourly} is an hourly screen`]);
  });
});

describe("Socket.IO 'liveJoin' and 'liveValues'", () => {
  type Client = Socket<
    { liveValues(payload: LiveValuesPush): void },
    { liveJoin(request: LiveJoinRequest, ack: (result: JoinAck) => void): void }
  >;
  const clients: Client[] = [];
  afterAll(() => clients.forEach((c) => c.disconnect()));
  const client = async (token: string): Promise<Client> => {
    const socket: Client = connect(server.url, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    clients.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  };
  const join = (socket: Client, request: LiveJoinRequest) => new Promise<JoinAck>((resolve) => socket.emit('liveJoin', request, resolve));
  const nextPush = (socket: Client) => new Promise<LiveValuesPush>((resolve) => socket.once('liveValues', resolve));

  it('lets a user with LIVE_DATA and the access level join, and refuses the others', async () => {
    const operator = await client(t.operator);
    expect(await join(operator, { site: 'BA', screenId: screens.hourly })).toEqual({ ok: true });
    expect((await join(operator, { site: 'BA', screenId: screens.restricted })).ok).toBe(false);
    expect((await join(operator, { site: 'BA', screenId: screens.entry })).ok).toBe(false);
    expect(await join(operator, { site: 'WI', screenId: screens.wi })).toEqual({ ok: false, error: 'You can only work on your own site' });
    expect(await join(await client(t.noLive), { site: 'BA', screenId: screens.hourly })).toEqual({
      ok: false,
      error: 'You do not have permission to do that',
    });
    expect((await join(await client(t.auditor), { site: 'WI', screenId: screens.wi })).ok).toBe(true);
  });

  it("pushes a submitted value's day to the screen's room, with only that screen's codes", async () => {
    const wallboard = await client(t.operator);
    const daily = await client(t.supervisor);
    expect((await join(wallboard, { site: 'BA', screenId: screens.hourly })).ok).toBe(true);
    expect((await join(daily, { site: 'BA', screenId: screens.daily })).ok).toBe(true);
    let dailyPushes = 0;
    daily.on('liveValues', () => (dailyPushes += 1));
    const pushed = nextPush(wallboard);
    await submit([rec(FLOW, TODAY, 3, 14.5)]);
    expect(await pushed).toMatchObject({
      site: 'BA',
      screenId: screens.hourly,
      values: [{ CODE: FLOW, FTR_DATE: TODAY, HOURS: { 1: 12, 3: 14.5, 4: 25.25 } }],
    });
    const dailyPushed = nextPush(daily);
    await submit([rec(SUGAR, '2026-11-21', 24, 470)]);
    expect((await dailyPushed).values).toEqual([{ CODE: SUGAR, FTR_DATE: '2026-11-21', HOURS: { 24: 470 } }]);
    expect(dailyPushes).toBe(1);
  });

  it('moves a socket to the last screen it joined', async () => {
    const socket = await client(t.supervisor);
    expect((await join(socket, { site: 'BA', screenId: screens.daily })).ok).toBe(true);
    expect((await join(socket, { site: 'BA', screenId: screens.hourly })).ok).toBe(true);
    const pushes: LiveValuesPush[] = [];
    socket.on('liveValues', (p) => pushes.push(p));
    const pushed = nextPush(socket);
    await submit([rec(SUGAR, '2026-11-22', 24, 471)]);
    await submit([rec(FLOW, TODAY, 2, 15)]);
    // Pushes arrive in notice order: had the daily value reached this socket, it would have come first.
    expect((await pushed).values).toEqual([{ CODE: FLOW, FTR_DATE: TODAY, HOURS: expect.objectContaining({ 2: 15 }) }]);
    expect(pushes.map((p) => p.screenId)).toEqual([screens.hourly]);
  });
});
