import type { DataScreenDto, MemberWriteResult, ScreenColumnDto, ScreenWriteResult, WriteResult } from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

let server: TestServer;
const { call, ok, refused, caughtUp } = httpHelpers(() => server);
const tokens: Record<'supervisor' | 'operator' | 'wi' | 'manager' | 'auditor', string> = {
  supervisor: '',
  operator: '',
  wi: '',
  manager: '',
  auditor: '',
};

const parameter = (token: string, CODE: string, HEADING1: string, extra: object = {}) =>
  ok('POST', '/parameter', token, { CODE, HEADING1, PCAT_CODE: 'BOILER', ...extra });

beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-11-22T10:00:00Z') });
  await listCodeParts(server, ['BLR-TEMP-AVG-1H', 'BLR-PRES-AVG-1H', 'BLR-FLOW-SUM-1H', 'WIX-TEMP-AVG-1H']);
  tokens.supervisor = (await server.login('supervisor.ba', 'BA')).token;
  tokens.operator = (await server.login('operator.ba', 'BA')).token;
  tokens.wi = (await server.login('supervisor.wi', 'WI')).token;
  tokens.manager = (await server.login('manager.co', 'CO')).token;
  tokens.auditor = (await server.login('auditor.co', 'CO')).token;
  await parameter(tokens.supervisor, 'BLR-TEMP-AVG-1H', 'Boiler temp', {
    HEADING2: 'Average',
    DISPLAY_PRECISION: 1,
    UPPER_CHK_LIMIT: 90,
    LOWER_CHK_LIMIT: 10,
    UPPER_ABS_LIMIT: 120,
    LOWER_ABS_LIMIT: 0,
    PROCESS_TAG: 'TI-101',
    AUDIT_FLAG: true,
    UNITS: '°C',
  });
  await parameter(tokens.supervisor, 'BLR-PRES-AVG-1H', 'Boiler pressure');
  await parameter(tokens.supervisor, 'BLR-FLOW-SUM-1H', 'Steam flow', { PTYP_CODE: 'SIM' });
  await parameter(tokens.wi, 'WIX-TEMP-AVG-1H', 'Wissington only');
});
afterAll(() => server.destroy());

const create = async (body: object, token = tokens.supervisor) => (await ok<ScreenWriteResult>('POST', '/data-screen', token, body)).ID;
const screen = { DESCRIPTION: 'Boiler house', SCREEN_TYPE: 'HLY', ACCESS_LEVEL: 2, AREA: 'A' };
/** Reads once the read side has every write so far. */
const get = async <T>(url: string, token = tokens.supervisor) => {
  await caughtUp();
  return ok<T>('GET', url, token);
};
const heading = (id: number) => get<ScreenColumnDto[]>(`/data-screen/heading/${id}`);
const codes = async (id: number) => (await heading(id)).map((c) => c.CODE);
const add = async (id: number, code: string) =>
  (await ok<MemberWriteResult>('POST', `/data-screen-member/${id}/${code}`, tokens.supervisor)).ID;

describe('data screens over HTTP', () => {
  it('creates, reads, updates, duplicates and archives a screen', async () => {
    const created = await ok<ScreenWriteResult>('POST', '/data-screen', tokens.supervisor, { ...screen, DESCRIPTION: '  Boiler house ' });
    expect(created.message).toBe('Screen Created');
    const id = created.ID;
    expect(await get<DataScreenDto>(`/data-screens/${id}`)).toMatchObject({
      ID: id,
      SITE: 'BA',
      DESCRIPTION: 'Boiler house',
      SCREEN_TYPE: 'HLY',
      ACCESS_LEVEL: 2,
      DATA_ACCESS_LEVEL: 'Standard',
      AREA: 'A',
      MEMBER_COUNT: 0,
      LAST_UPDATED_BY: 'supervisor.ba',
    });
    const updated = await ok('PUT', `/data-screen/${id}`, tokens.supervisor, {
      DESCRIPTION: 'Boilers',
      ACCESS_LEVEL: 3,
      AREA: 'V',
      SCREEN_TYPE: 'HLY',
    });
    expect(updated.message).toBe('Screen Updated');
    expect(await get<DataScreenDto>(`/data-screens/${id}`)).toMatchObject({
      DESCRIPTION: 'Boilers',
      ACCESS_LEVEL: 3,
      AREA: 'V',
      SCREEN_TYPE: 'HLY',
    });
    await refused(
      'PUT',
      `/data-screen/${id}`,
      tokens.supervisor,
      { ...screen, SCREEN_TYPE: 'DLY' },
      400,
      'The type of a screen cannot change after it is created',
    );

    await add(id, 'blr-temp-avg-1h');
    await add(id, 'BLR-PRES-AVG-1H');
    await ok('PATCH', `/data-screen-member/${id}-2/true`, tokens.supervisor);
    const copy = await ok<ScreenWriteResult>('POST', `/data-screen/${id}`, tokens.supervisor);
    expect(copy.message).toBe('Screen Duplicated');
    expect(copy.ID).not.toBe(id);
    expect(await get<DataScreenDto>(`/data-screens/${copy.ID}`)).toMatchObject({
      DESCRIPTION: 'Copy of Boilers',
      ACCESS_LEVEL: 3,
      AREA: 'V',
      SCREEN_TYPE: 'HLY',
      MEMBER_COUNT: 2,
    });
    expect((await heading(copy.ID)).map((c) => [c.ID, c.CODE, c.SEPERATOR])).toEqual([
      [`${copy.ID}-1`, 'BLR-TEMP-AVG-1H', false],
      [`${copy.ID}-2`, 'BLR-PRES-AVG-1H', true],
    ]);

    const archived = await ok('DELETE', `/data-screen/${id}`, tokens.supervisor);
    expect(archived.message).toBe('Screen Archived');
    expect((await call('GET', `/data-screens/${id}`, tokens.supervisor, undefined, archived.position)).status).toBe(404);
    await refused('DELETE', `/data-screen/${id}`, tokens.supervisor, undefined, 404, `Screen ${id} not found`);
    await refused('POST', `/data-screen-member/${id}/BLR-FLOW-SUM-1H`, tokens.supervisor, undefined, 404, `Screen ${id} not found`);
  });

  it('keeps members in order joined with their parameters: add, separator, swap, move, remove', async () => {
    const id = await create(screen);
    const first = await ok<MemberWriteResult>('POST', `/data-screen-member/${id}/blr-temp-avg-1h`, tokens.supervisor);
    expect(first).toMatchObject({ message: 'Parameter added', ID: `${id}-1` });
    await add(id, 'BLR-PRES-AVG-1H');
    await add(id, 'BLR-FLOW-SUM-1H');
    expect(await heading(id)).toEqual([
      {
        ID: `${id}-1`,
        CODE: 'BLR-TEMP-AVG-1H',
        SEQUENCE: 1,
        HEADING1: 'Boiler temp',
        HEADING2: 'Average',
        HEADING3: '',
        PRECISION: 1,
        UPPER_CHECK: 90,
        LOWER_CHECK: 10,
        UPPER_ABSOLUTE: 120,
        LOWER_ABSOLUTE: 0,
        SEPERATOR: false,
        TYPE_ID: 'REA',
        PROCESS_TAG: 'TI-101',
        AUDIT_FLAG: true,
        UNITS: '°C',
      },
      expect.objectContaining({ ID: `${id}-2`, CODE: 'BLR-PRES-AVG-1H', SEQUENCE: 2, HEADING1: 'Boiler pressure', UPPER_CHECK: null }),
      expect.objectContaining({ ID: `${id}-3`, CODE: 'BLR-FLOW-SUM-1H', SEQUENCE: 3, TYPE_ID: 'SIM' }),
    ]);
    await refused(
      'POST',
      `/data-screen-member/${id}/BLR-PRES-AVG-1H`,
      tokens.supervisor,
      undefined,
      409,
      'BLR-PRES-AVG-1H is already on this screen',
    );
    await refused(
      'POST',
      `/data-screen-member/${id}/NO-SUCH-CODE-1H`,
      tokens.supervisor,
      undefined,
      404,
      'Parameter NO-SUCH-CODE-1H does not exist at BA',
    );
    await refused(
      'POST',
      `/data-screen-member/${id}/WIX-TEMP-AVG-1H`,
      tokens.supervisor,
      undefined,
      404,
      'Parameter WIX-TEMP-AVG-1H does not exist at BA',
    );
    await refused('POST', `/data-screen-member/${id}/BAD CODE`, tokens.supervisor, undefined, 400, 'invalid Code');

    expect((await ok('PATCH', `/data-screen-member/${id}-2/true`, tokens.supervisor)).message).toBe('Seperator Updated');
    expect((await heading(id)).map((c) => c.SEPERATOR)).toEqual([false, true, false]);
    await ok('PATCH', `/data-screen-member/sequence/${id}-1/${id}-2`, tokens.supervisor);
    expect(await codes(id)).toEqual(['BLR-PRES-AVG-1H', 'BLR-TEMP-AVG-1H', 'BLR-FLOW-SUM-1H']);
    await ok('PATCH', `/data-screen-member/move/${id}-3/1`, tokens.supervisor);
    expect((await heading(id)).map((c) => [c.CODE, c.SEQUENCE])).toEqual([
      ['BLR-FLOW-SUM-1H', 1],
      ['BLR-PRES-AVG-1H', 2],
      ['BLR-TEMP-AVG-1H', 3],
    ]);
    await refused('PATCH', `/data-screen-member/move/${id}-3/4`, tokens.supervisor, undefined, 400, 'Sequence must be between 1 and 3');
    const other = await create({ ...screen, DESCRIPTION: 'Other' });
    await add(other, 'BLR-TEMP-AVG-1H');
    await refused(
      'PATCH',
      `/data-screen-member/sequence/${id}-1/${other}-1`,
      tokens.supervisor,
      undefined,
      400,
      'Both parameters must be on the same screen',
    );
    await refused('PATCH', `/data-screen-member/${id}-1/maybe`, tokens.supervisor, undefined, 400, 'Separator must be true or false');

    expect((await ok('DELETE', `/data-screen-member/${id}-2`, tokens.supervisor)).message).toBe('Parameter removed');
    expect(await codes(id)).toEqual(['BLR-FLOW-SUM-1H', 'BLR-TEMP-AVG-1H']);
    await refused('DELETE', `/data-screen-member/${id}-2`, tokens.supervisor, undefined, 404, `Screen parameter ${id}-2 not found`);
    await refused('DELETE', `/data-screen-member/${id}`, tokens.supervisor, undefined, 400, 'Invalid member id');

    const found = await get<DataScreenDto[]>('/data-screens/code/blr-temp-avg-1h');
    expect(found.map((s) => s.ID)).toEqual(expect.arrayContaining([id, other]));
    expect((await get<DataScreenDto[]>('/data-screens/code/BLR-PRES-AVG-1H')).map((s) => s.ID)).not.toContain(id);
  });

  it('lists the site screens by name, filtered by area and type and by the read access level', async () => {
    const senior = await create({ ...screen, DESCRIPTION: 'aa senior', ACCESS_LEVEL: 4, SCREEN_TYPE: 'DLY' });
    const basic = await create({ ...screen, DESCRIPTION: 'AB basic', ACCESS_LEVEL: 1, AREA: 'V' });
    await create({ ...screen, DESCRIPTION: 'Wissington' }, tokens.wi);
    const all = await get<DataScreenDto[]>('/data-screens');
    expect(new Set(all.map((s) => s.SITE))).toEqual(new Set(['BA']));
    expect(all.slice(0, 2).map((s) => s.ID)).toEqual([senior, basic]);
    expect((await get<DataScreenDto[]>('/data-screens?AREA=V')).map((s) => s.AREA)).not.toContain('A');
    const daily = await get<DataScreenDto[]>('/data-screens?SCREEN_TYPE=DLY');
    expect(daily.map((s) => s.ID)).toContain(senior);
    expect(daily.every((s) => s.SCREEN_TYPE === 'DLY')).toBe(true);

    // operator.ba has READ_ACCESS 2: screens of level 3 and 4 are not theirs to open.
    const operatorList = await get<DataScreenDto[]>('/data-screens', tokens.operator);
    expect(operatorList.map((s) => s.ID)).toContain(basic);
    expect(operatorList.every((s) => s.ACCESS_LEVEL <= 2)).toBe(true);
    await caughtUp();
    await refused('GET', `/data-screens/${senior}`, tokens.operator, undefined, 403, 'This screen needs read access level 4');
    await refused('GET', `/data-screen/heading/${senior}`, tokens.operator, undefined, 403, 'This screen needs read access level 4');

    // The central office reads every site (auditor.co, READ_ACCESS 3), one site on request.
    const central = await get<DataScreenDto[]>('/data-screens', tokens.auditor);
    expect(new Set(central.map((s) => s.SITE))).toEqual(new Set(['BA', 'BU', 'CA', 'NE', 'WI']));
    expect(central.some((s) => s.ID === senior)).toBe(false);
    expect(new Set((await get<DataScreenDto[]>('/data-screens?site=WI', tokens.auditor)).map((s) => s.SITE))).toEqual(new Set(['WI']));
    await refused('GET', '/data-screens?site=WI', tokens.supervisor, undefined, 403, 'You can only work on your own site');
    // The grid is read-only below the screen's level: the server says so, from the users read model's WRITE_ACCESS.
    expect((await get<DataScreenDto>(`/data-screens/${basic}`, tokens.auditor)).READ_ONLY).toBe(
      "Read-only: your write access level (0) is below this screen's access level (1), so values can be read but not entered.",
    );
    expect((await get<DataScreenDto>(`/data-screens/${basic}`)).READ_ONLY).toBeUndefined();
    await refused('GET', `/data-screens/${basic}`, tokens.wi, undefined, 403, 'You can only work on your own site');
    await refused('GET', '/data-screens', tokens.manager, undefined, 403, 'You do not have permission to do that');
    expect(await get('/data-access/data-screen', tokens.operator)).toEqual([
      { ID: 1, DESCRIPTION: 'Basic' },
      { ID: 2, DESCRIPTION: 'Standard' },
      { ID: 3, DESCRIPTION: 'Enhanced' },
      { ID: 4, DESCRIPTION: 'Senior' },
    ]);
  });

  it('serves the demo screens with their columns joined to the demo parameters', async () => {
    const demo = await get<DataScreenDto[]>('/data-screens');
    const process = demo.find((s) => s.DESCRIPTION === 'Process Hourly');
    expect(process).toMatchObject({ SITE: 'BA', SCREEN_TYPE: 'HLY', AREA: 'A', ACCESS_LEVEL: 1, LAST_UPDATED_BY: 'admin' });
    const columns = await heading(process!.ID);
    expect(columns.length).toBe(process!.MEMBER_COUNT);
    expect(columns.every((c) => c.HEADING1 !== '' && c.TYPE_ID !== null)).toBe(true);
    expect(columns.filter((c) => c.SEPERATOR)).toHaveLength(1);
    expect((await get<DataScreenDto[]>('/data-screens?AREA=V')).map((s) => s.DESCRIPTION)).toEqual(
      expect.arrayContaining(['Control Room Hourly', 'Daily Overview']),
    );
    expect((await get<DataScreenDto[]>('/data-screens', tokens.operator)).map((s) => s.DESCRIPTION)).not.toContain('Shift Overview Hourly');
  });

  it('refuses every write the rules forbid and writes nothing', async () => {
    const id = await create(screen);
    await add(id, 'BLR-TEMP-AVG-1H');
    await refused('POST', '/data-screen', undefined, screen, 401, 'Please sign in');
    await refused('POST', '/data-screen', tokens.operator, screen, 403, 'You do not have permission to do that');
    await refused('POST', '/data-screen', tokens.auditor, screen, 403, 'You do not have permission to do that');
    const admin = (await server.login('admin', 'CO')).token;
    await refused('POST', '/data-screen', admin, screen, 403, 'The Central Office has no data screens; sign in to a factory site');
    await refused('POST', `/data-screen/${id}`, admin, undefined, 403, 'The Central Office has no data screens; sign in to a factory site');
    await refused(
      'POST',
      '/data-screen',
      tokens.supervisor,
      { ...screen, DESCRIPTION: 'x'.repeat(41) },
      400,
      'DESCRIPTION: Name must be at most 40 characters',
    );
    await refused('POST', '/data-screen', tokens.supervisor, { ...screen, DESCRIPTION: ' ' }, 400, 'DESCRIPTION: Name is required');
    await refused('POST', '/data-screen', tokens.supervisor, { ...screen, ACCESS_LEVEL: 5 }, 400, 'Access Level must be 1 to 4');
    await refused('POST', '/data-screen', tokens.supervisor, { ...screen, AREA: 'X' }, 400, 'Area must be A or V');
    await refused(
      'POST',
      '/data-screen',
      tokens.supervisor,
      { ...screen, SCREEN_TYPE: undefined },
      400,
      'SCREEN_TYPE: Type is required (DLY or HLY)',
    );
    await refused('PUT', `/data-screen/${id}`, tokens.wi, screen, 403, 'You can only work on your own site');
    await refused('DELETE', `/data-screen/${id}`, tokens.wi, undefined, 403, 'You can only work on your own site');
    await refused('POST', `/data-screen/${id}`, tokens.wi, undefined, 403, 'You can only work on your own site');
    await refused('PATCH', `/data-screen-member/${id}-1/true`, tokens.wi, undefined, 403, 'You can only work on your own site');
    await refused('DELETE', `/data-screen-member/${id}-1`, tokens.operator, undefined, 403, 'You do not have permission to do that');
    await refused('PUT', '/data-screen/abc', tokens.supervisor, screen, 400, 'Invalid screen id');
    await refused('GET', '/data-screens/export', tokens.operator, undefined, 403, 'You do not have permission to do that');
    await refused('GET', '/data-screens/code/BLR-TEMP-AVG-1H', tokens.operator, undefined, 403, 'You do not have permission to do that');
  });

  it('documents the routes in the OpenAPI document', async () => {
    const doc = (await call('GET', '/docs/json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/data-screens',
        '/api/data-screens/{id}/export',
        '/api/data-screen-member/move/{id}/{sequence}',
        '/api/data-screen-log/{site}/{userId}/{from}/{to}',
      ]),
    );
  });

  it('gives concurrent creations distinct ids', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call('POST', '/data-screen', tokens.supervisor, { ...screen, DESCRIPTION: `Race ${i}` })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    const ids = results.map((r) => r.json<ScreenWriteResult>().ID);
    expect(new Set(ids).size).toBe(8);
    const last = results
      .map((r) => r.json<WriteResult>().position)
      .sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))
      .at(-1)!;
    const listed = (await call('GET', '/data-screens', tokens.supervisor, undefined, last)).json<DataScreenDto[]>();
    expect(ids.every((id) => listed.some((s) => s.ID === id))).toBe(true);
  });
});
