import ExcelJS from 'exceljs';
import { AUTH_HEADER, type DataScreenDto, type FavouriteDto, type ScreenLogEntryDto, type ScreenWriteResult } from '@ftr/contracts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers, seedUsers } from '../testing/http.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

let server: TestServer;
const { ok, refused, caughtUp } = httpHelpers(() => server);
let supervisor = '';
let operator = '';
let manager = '';
let wi = '';
let boilers = 0;
let senior = 0;

const create = async (DESCRIPTION: string, ACCESS_LEVEL: number, token = supervisor) =>
  (await ok<ScreenWriteResult>('POST', '/data-screen', token, { DESCRIPTION, SCREEN_TYPE: 'HLY', ACCESS_LEVEL, AREA: 'A' })).ID;
const get = async <T>(url: string, token: string) => {
  await caughtUp();
  return ok<T>('GET', url, token);
};

beforeAll(async () => {
  // 23:30 UTC on 25 Mar 2026 is 23:30 in London, so the view falls on 2026-03-25 (before the clocks change).
  server = await startTestServer({ now: new Date('2026-03-25T23:30:00Z') });
  await listCodeParts(server, ['BLR-TEMP-AVG-1H']);
  supervisor = (await server.login('supervisor.ba', 'BA')).token;
  operator = (await server.login('operator.ba', 'BA')).token;
  manager = (await server.login('manager.co', 'CO')).token;
  wi = (await server.login('supervisor.wi', 'WI')).token;
  await ok('POST', '/parameter', supervisor, { CODE: 'BLR-TEMP-AVG-1H', HEADING1: 'Boiler temp', PCAT_CODE: 'BOILER' });
  boilers = await create('Boilers', 2);
  senior = await create('Senior only', 4);
  await ok('POST', `/data-screen-member/${boilers}/BLR-TEMP-AVG-1H`, supervisor);
});
afterAll(() => server.destroy());

describe('favourites over HTTP', () => {
  it('adds, lists, removes and clears the signed-in user favourites', async () => {
    const alpha = await create('Alpha', 1);
    expect((await ok('POST', `/data-screen-favourites/${boilers}`, operator)).message).toBe('Added to favourites');
    await ok('POST', `/data-screen-favourites/${alpha}`, operator);
    await refused('POST', `/data-screen-favourites/${boilers}`, operator, undefined, 409, 'This screen is already one of your favourites');
    await refused('POST', `/data-screen-favourites/${senior}`, operator, undefined, 403, 'This screen needs read access level 4');
    await refused('POST', '/data-screen-favourites/99999', operator, undefined, 404, 'Screen 99999 not found');
    await refused('POST', `/data-screen-favourites/${boilers}`, manager, undefined, 403, 'You do not have permission to do that');
    await refused('POST', `/data-screen-favourites/${boilers}`, wi, undefined, 403, 'You can only work on your own site');

    expect(await get<FavouriteDto[]>('/data-screen-favourites', operator)).toEqual([
      { ID: alpha, DESCRIPTION: 'Alpha', SITE: 'BA' },
      { ID: boilers, DESCRIPTION: 'Boilers', SITE: 'BA' },
    ]);
    expect((await get<DataScreenDto[]>('/data-screens/favourites', operator)).map((s) => s.ID)).toEqual([alpha, boilers]);
    expect(await get('/data-screen-favourites', supervisor)).toEqual([]);

    await ok('DELETE', `/data-screen/${alpha}`, supervisor);
    expect((await get<FavouriteDto[]>('/data-screen-favourites', operator)).map((f) => f.ID)).toEqual([boilers]);

    expect((await ok('DELETE', `/data-screen-favourites/${boilers}`, operator)).message).toBe('Favourite Removed');
    await refused('DELETE', `/data-screen-favourites/${boilers}`, operator, undefined, 404, 'This screen is not one of your favourites');
    await ok('POST', `/data-screen-favourites/${boilers}`, operator);
    expect((await ok('DELETE', '/data-screen-favourites', operator)).message).toBe('Favourites Cleared');
    expect(await get('/data-screen-favourites', operator)).toEqual([]);
    await refused('DELETE', '/data-screen-favourites', undefined, undefined, 401, 'Please sign in');
  });
});

describe('GET /data-screen-favourites/{id}: one favourite (the spec’s Data screen favourite: ID, DESCRIPTION)', () => {
  it("answers the caller's own favourite, 404 for any other screen, 401 unsigned", async () => {
    await ok('POST', `/data-screen-favourites/${boilers}`, operator);
    expect(await get<FavouriteDto>(`/data-screen-favourites/${boilers}`, operator)).toEqual({
      ID: boilers,
      DESCRIPTION: 'Boilers',
      SITE: 'BA',
    });
    // another user's favourite is not yours; an unknown screen is no favourite
    await refused('GET', `/data-screen-favourites/${boilers}`, supervisor, undefined, 404, 'This screen is not one of your favourites');
    await refused('GET', '/data-screen-favourites/99999', operator, undefined, 404, 'This screen is not one of your favourites');
    await refused('GET', '/data-screen-favourites/x', operator, undefined, 400);
    await refused('GET', `/data-screen-favourites/${boilers}`, undefined, undefined, 401, 'Please sign in');
    await ok('DELETE', `/data-screen-favourites/${boilers}`, operator);
    await caughtUp();
    await refused('GET', `/data-screen-favourites/${boilers}`, operator, undefined, 404, 'This screen is not one of your favourites');
  });

  it('refuses a favourite at a site the session does not reach, and forgets an archived screen', async () => {
    // a user of BA and WI favourites a Wissington screen while signed in there
    await seedUsers(server, [
      {
        username: 'fav.two',
        password: DEMO_PASSWORD,
        firstName: 'Fav',
        lastName: 'Two',
        email: '',
        readAccess: 1,
        writeAccess: 1,
        sites: ['BA', 'WI'],
        flags: ['VIEW_DATA_SCREENS'],
      },
    ]);
    const atWi = (await server.login('fav.two', 'WI')).token;
    const atBa = (await server.login('fav.two', 'BA')).token;
    const intake = await create('Intake', 1, wi);
    await ok('POST', `/data-screen-favourites/${intake}`, atWi);
    expect(await get<FavouriteDto>(`/data-screen-favourites/${intake}`, atWi)).toEqual({ ID: intake, DESCRIPTION: 'Intake', SITE: 'WI' });
    await refused('GET', `/data-screen-favourites/${intake}`, atBa, undefined, 403, 'You can only work on your own site');
    // the profile's list shows favourites at every site the account holds, and none of a site it has lost
    expect((await get<FavouriteDto[]>('/data-screen-favourites', atBa)).map((f) => f.ID)).toContain(intake);
    const admin = (await server.login('admin', 'CO', ADMIN_PASSWORD)).token;
    const account = await get<Record<string, unknown>>('/user/fav.two', admin);
    await ok('PUT', '/user/fav.two', admin, { ...account, ACCESS_WI: false });
    expect((await get<FavouriteDto[]>('/data-screen-favourites', atBa)).map((f) => f.ID)).not.toContain(intake);
    await ok('PUT', '/user/fav.two', admin, { ...account, ACCESS_WI: true });
    await ok('DELETE', `/data-screen/${intake}`, wi);
    await caughtUp();
    await refused('GET', `/data-screen-favourites/${intake}`, atWi, undefined, 404, 'This screen is not one of your favourites');
  });
});

describe('the access log over HTTP', () => {
  it('records views and answers them per screen for a date range', async () => {
    expect((await ok('POST', `/data-screen-log/${boilers}`, operator)).message).toBe('Logged');
    await ok('POST', `/data-screen-log/${boilers}`, operator);
    await refused('POST', `/data-screen-log/${senior}`, operator, undefined, 403, 'This screen needs read access level 4');
    await refused('POST', `/data-screen-log/${boilers}`, manager, undefined, 403, 'You do not have permission to do that');

    const expected = [{ ID: boilers, DESCRIPTION: 'Boilers', DATES: ['2026-03-25T23:30:00.000Z', '2026-03-25T23:30:00.000Z'] }];
    expect(await get<ScreenLogEntryDto[]>('/data-screen-log/BA/operator.ba/2026-03-19/2026-03-25', operator)).toEqual(expected);
    expect(await get('/data-screen-log/BA/operator.ba/2026-03-26/2026-03-31', operator)).toEqual([]);
    // An administrator (USERS) reads anyone's log; the central office reads any site.
    expect(await get('/data-screen-log/BA/operator.ba/2026-03-25/2026-03-25', manager)).toEqual(expected);
    expect(await get('/data-screen-log/WI/operator.ba/2026-03-25/2026-03-25', manager)).toEqual([]);

    await refused(
      'GET',
      '/data-screen-log/BA/operator.ba/2026-03-19/2026-03-25',
      supervisor,
      undefined,
      403,
      'You can only read your own access log unless you manage users',
    );
    await refused(
      'GET',
      '/data-screen-log/WI/supervisor.ba/2026-03-19/2026-03-25',
      supervisor,
      undefined,
      403,
      'You can only work on your own site',
    );
    await refused(
      'GET',
      '/data-screen-log/BA/operator.ba/2026-03-25/2026-03-19',
      operator,
      undefined,
      400,
      'The end date cannot be before the start date',
    );
    await refused(
      'GET',
      '/data-screen-log/BA/operator.ba/2026-03-01/2026-04-01',
      operator,
      undefined,
      400,
      'The date range may cover at most 31 days',
    );
    expect((await ok<ScreenLogEntryDto[]>('GET', '/data-screen-log/BA/operator.ba/2026-03-01/2026-03-31', operator)).length).toBe(1);
  });
});

describe('spreadsheet exports', () => {
  const download = async (url: string) => {
    await caughtUp();
    const response = await server.app.inject({ method: 'GET', url: `/api${url}`, headers: { [AUTH_HEADER]: supervisor } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    return {
      disposition: String(response.headers['content-disposition']),
      rows: sheet
        .getSheetValues()
        .filter(Boolean)
        .map((row) => (row as unknown[]).slice(1)),
    };
  };

  it("exports the site's screens and one screen's parameters", async () => {
    const list = await download('/data-screens/export');
    expect(list.disposition).toBe('attachment; filename="data-screens-BA.xlsx"');
    expect(list.rows[0]).toEqual(['ID', 'Site', 'Name', 'Type', 'Access Level', 'Area', 'Parameters', 'Last Updated', 'Updated By']);
    expect(list.rows.slice(1).map((r) => r[2])).toEqual(expect.arrayContaining(['Boilers', 'Senior only']));
    expect(list.rows.find((r) => r[2] === 'Boilers')?.slice(0, 7)).toEqual([
      boilers,
      'BA',
      'Boilers',
      'Hourly',
      '2 Standard',
      'Data Entry',
      1,
    ]);

    const members = await download(`/data-screens/${boilers}/export`);
    expect(members.disposition).toBe(`attachment; filename="screen-${boilers}-Boilers.xlsx"`);
    expect(members.rows[0]?.slice(0, 3)).toEqual(['Sequence', 'Code', 'Heading 1']);
    expect(members.rows[1]?.slice(0, 3)).toEqual([1, 'BLR-TEMP-AVG-1H', 'Boiler temp']);
  });
});
