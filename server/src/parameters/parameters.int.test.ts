import type { CcfParameterDto, ParameterDto } from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { newParameter } from '../testing/parameterFixtures.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

const NOW = new Date('2026-11-22T10:00:00Z');

let server: TestServer;
let supervisor: string;
let supervisorWi: string;
let operator: string;
let manager: string;
let adminCo: string;

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  await listCodeParts(server, [
    'TJ-NY-V-1H',
    'TJ-NY-V-0C',
    'TJ-NY-V-2H',
    'GR-SU-T-0D',
    'GR-SU-T-1D',
    'TJ-NY-V-3H',
    'TJ-NY-V-4H',
    'TJ-NY-V-6H',
  ]);
  supervisor = (await server.login('supervisor.ba', 'BA')).token;
  supervisorWi = (await server.login('supervisor.wi', 'WI')).token;
  operator = (await server.login('operator.ba', 'BA')).token;
  manager = (await server.login('manager.co', 'CO')).token;
  adminCo = (await server.login('admin', 'CO')).token;
});
afterAll(() => server.destroy());

const { ok, read: get, refused } = httpHelpers(() => server);

describe('parameters: the demo plant and the reference lists', () => {
  it("searches the user's site by code prefix or heading, in use only unless asked", async () => {
    const byCode = await get<ParameterDto[]>('/parameters?search=tj-', supervisor);
    expect(byCode.length).toBeGreaterThan(3);
    expect(byCode.every((p) => p.SITE === 'BA' && p.CODE.startsWith('TJ-') && p.IN_USE_FLAG)).toBe(true);
    const byHeading = await get<ParameterDto[]>('/parameters?search=molasses', supervisor);
    expect(byHeading.map((p) => p.CODE)).toEqual(expect.arrayContaining(['MO-BX-V-1H', 'MO-TN-T-1D']));
    expect((await get<ParameterDto[]>('/parameters?search=DF-TP-V-9', supervisor)).length).toBe(0);
    const retired = await get<ParameterDto[]>('/parameters?search=DF-TP-V-9&inUse=false', supervisor);
    expect(retired.map((p) => [p.CODE, p.IN_USE_FLAG])).toEqual([['DF-TP-V-9H', false]]);
    expect((await get<ParameterDto[]>('/parameters', supervisor)).length).toBeGreaterThan(100);
  });

  it('reads one parameter with every spec field, including the summary default DY-NO-V-0T', async () => {
    const day = await get<ParameterDto>('/parameter/dy-no-v-0t', supervisor);
    expect(day).toMatchObject({
      SITE: 'BA',
      CODE: 'DY-NO-V-0T',
      PTYP_CODE: 'REA',
      LOCAL_FLAG: 'Y',
      LAST_UPDATED_BY: 'admin',
      LABEL: 'Campaign day number',
    });
    const purity = await get<ParameterDto>('/parameter/TJ-PY-Q-0H', supervisor);
    expect(purity).toMatchObject({
      PTYP_CODE: 'SIM',
      SFNC_CODE: 'RATIO',
      HEADING1: 'Thick Juice',
      HEADING2: 'Purity',
      HEADING3: 'Quotient Hourly',
    });
    const constant = await get<ParameterDto>('/parameter/GN-PC-V-0C', supervisor);
    expect(constant).toMatchObject({ PTYP_CODE: 'CON', CONSTANT_VALUE: 100 });
    await refused('GET', '/parameter/NO-SU-CH-1H', supervisor, undefined, 404, 'Parameter NO-SU-CH-1H not found');
  });

  it('lists the CCF parameters of the site, the types, the standard functions and the recent list', async () => {
    const ccf = await get<CcfParameterDto[]>('/ccf-parameters/list', supervisor);
    expect(ccf).toContainEqual({ CODE: 'TN-PH-V-1H', CCF_TITLE: 'Thin juice pH', CCF_TYPE: 'QC', CCF_ANALYSIS: 'THINPH' });
    expect(ccf.every((p) => p.CCF_ANALYSIS !== '')).toBe(true);
    expect(await get('/parameter-types', operator)).toEqual([
      { CODE: 'REA', NAME: 'Measured' },
      { CODE: 'SIM', NAME: 'Simulated' },
      { CODE: 'CON', NAME: 'Constant' },
    ]);
    const functions = await get<{ CODE: string }[]>('/standard-functions', operator);
    expect(functions.map((f) => f.CODE)).toEqual(['SEQSUM', 'SUM', 'AVG', 'MIN', 'MAX', 'PRODUCT', 'RATIO']);
    const recent = await get<ParameterDto[]>('/parameters/recent', supervisor);
    expect(recent.length).toBe(10);
    expect(recent.every((p) => p.SITE === 'BA')).toBe(true);
  });

  it('keeps a site user to their own site and lets the central office read every site', async () => {
    await refused('GET', '/parameter/WI/TJ-BX-V-1H', supervisor, undefined, 403, 'You can only work on your own site');
    await refused('GET', '/parameters?site=WI', supervisor, undefined, 403, 'You can only work on your own site');
    expect(await get<ParameterDto>('/parameter/WI/TJ-BX-V-1H', manager)).toMatchObject({ SITE: 'WI', CODE: 'TJ-BX-V-1H' });
    const everySite = await get<ParameterDto[]>('/parameters?search=DY-NO-V-0T', manager);
    expect(everySite.map((p) => p.SITE)).toEqual(['BA', 'BU', 'CA', 'NE', 'WI']);
    expect((await get<ParameterDto[]>('/parameters?search=DY-NO&site=NE', manager)).map((p) => p.SITE)).toEqual(['NE']);
  });
});

describe('parameters: create, edit and data-screen edit', () => {
  it('creates a parameter at the user site, normalised by its type, and reads it back', async () => {
    const created = await ok('POST', '/parameter', supervisor, newParameter);
    expect(created.message).toBe('Parameter TJ-NY-V-1H Created');
    const read = await get<ParameterDto>('/parameter/TJ-NY-V-1H', supervisor, created.position);
    expect(read).toMatchObject({
      SITE: 'BA',
      CODE: 'TJ-NY-V-1H',
      LOCAL_FLAG: 'Y',
      PTYP_CODE: 'REA',
      PCAT_CODE: 'LAB',
      DISPLAY_PRECISION: 3,
      IN_USE_FLAG: true,
      AUDIT_FLAG: false,
      HEADING3: null,
      SFNC_CODE: null,
      CONSTANT_VALUE: null,
      UPPER_CHK_LIMIT: 40,
      LAST_UPDATED_BY: 'supervisor.ba',
      LAST_UPDATED_DTS: NOW.toISOString(),
    });
    await refused('GET', '/parameter/TJ-NY-V-1H', supervisorWi, undefined, 404);
  });

  it('forces type CON for a constant (period C) code', async () => {
    const created = await ok('POST', '/parameter', supervisor, { ...newParameter, CODE: 'TJ-NY-V-0C', CONSTANT_VALUE: 12 });
    expect(await get<ParameterDto>('/parameter/TJ-NY-V-0C', supervisor, created.position)).toMatchObject({
      PTYP_CODE: 'CON',
      CONSTANT_VALUE: 12,
    });
  });

  it('refuses, writing nothing, every create the rules forbid', async () => {
    await refused('POST', '/parameter', undefined, newParameter, 401, 'Please sign in');
    await refused('POST', '/parameter', operator, newParameter, 403, 'You do not have permission to do that');
    await refused('POST', '/parameter', supervisor, { ...newParameter, CODE: 'TJ-BX-V-1H' }, 409, 'Parameter Already Exists');
    await refused(
      'POST',
      '/parameter',
      supervisor,
      { ...newParameter, CODE: 'TJBX1H' },
      400,
      'Code must be ITEM-MEASUREMENT-STATISTIC-UNITNOPERIOD, e.g. DY-NO-V-0T',
    );
    // A code is composed of codes of the item, measurement and statistic lists, as the screen composes it.
    for (const [code, message] of [
      ['XZ-TP-V-1H', 'Item XZ is not in the item lookups: add it there first'],
      ['TJ-XZQ-V-1H', 'Measurement XZQ is not in the measurement lookups: add it there first'],
      ['TJ-TP-XZ-1H', 'Statistic XZ is not in the statistic lookups: add it there first'],
    ] as const) {
      await refused('POST', '/parameter', supervisor, { ...newParameter, CODE: code }, 400, message);
      await refused('GET', `/parameter/${code}`, supervisor, undefined, 404);
    }
    await refused(
      'POST',
      '/parameter',
      supervisor,
      { ...newParameter, CODE: 'TJ-NY-V-2H', DISPLAY_PRECISION: 6 },
      400,
      'Display precision must be from 0 to 5',
    );
    await refused('POST', '/parameter', supervisor, { ...newParameter, CODE: 'TJ-NY-V-2H', HEADING1: ' ' }, 400, 'Heading 1 is required');
    await refused(
      'POST',
      '/parameter',
      supervisor,
      { ...newParameter, CODE: 'TJ-NY-V-2H', UPPER_ABS_LIMIT: 'high' },
      400,
      'UPPER_ABS_LIMIT: Upper absolute limit must be a number',
    );
    await refused(
      'POST',
      '/parameter',
      supervisor,
      { ...newParameter, CODE: 'TJ-NY-V-2H', UPPER_CHK_LIMIT: 60 },
      400,
      'Check limits must lie within the absolute limits',
    );
  });

  it('replaces the whole parameter on PUT (the DTO sent back, changed) and refuses what the rules forbid', async () => {
    const before = await get<ParameterDto>('/parameter/TJ-BX-V-1H', supervisor);
    const updated = await ok('PUT', '/parameter/TJ-BX-V-1H', supervisor, {
      ...before,
      PTYP_CODE: 'SIM',
      SFNC_CODE: 'AVG',
      DISPLAY_PRECISION: 7,
      COMMENTS: 'Now calculated',
    });
    expect(updated.message).toBe('Parameter TJ-BX-V-1H Updated');
    const after = await get<ParameterDto>('/parameter/TJ-BX-V-1H', supervisor, updated.position);
    expect(after).toMatchObject({
      PTYP_CODE: 'SIM',
      SFNC_CODE: 'AVG',
      DISPLAY_PRECISION: 7,
      COMMENTS: 'Now calculated',
      LOCAL_FLAG: 'Y',
      LAST_UPDATED_BY: 'supervisor.ba',
    });
    const back = await ok('PUT', '/parameter/TJ-BX-V-1H', supervisor, { ...after, PTYP_CODE: 'REA' });
    expect(await get<ParameterDto>('/parameter/TJ-BX-V-1H', supervisor, back.position)).toMatchObject({
      PTYP_CODE: 'REA',
      SFNC_CODE: null,
    });
    // A type change asks for a recalculation on the server (the recalculation process manager): let it land first.
    await server.settle();

    const body = { ...before, CODE: undefined };
    await refused('PUT', '/parameter/TJ-BX-V-1H', operator, body, 403);
    await refused('PUT', '/parameter/TJ-ZZ-V-1H', supervisor, body, 404, 'Parameter TJ-ZZ-V-1H not found');
    await refused(
      'PUT',
      '/parameter/TJ-BX-V-1H',
      supervisor,
      { ...before, CODE: 'TJ-PH-V-1H' },
      400,
      'The code in the body does not match the path',
    );
    await refused(
      'PUT',
      '/parameter/TJ-BX-V-1H',
      supervisor,
      { ...body, DISPLAY_PRECISION: 8 },
      400,
      'Display precision must be from 0 to 7',
    );
    await refused('PUT', '/parameter/TJ-BX-V-1H', supervisor, { ...body, IN_USE_FLAG: undefined }, 400);
    await refused(
      'PUT',
      '/parameter/TJ-BX-V-1H',
      supervisor,
      { ...body, LOWER_ABS_LIMIT: 100 },
      400,
      'Upper absolute limit must be greater than or equal to Lower absolute limit',
    );
    await refused('PUT', '/parameter/TJ-NY-V-1H', supervisorWi, body, 404, 'Parameter TJ-NY-V-1H not found');
  });

  it("edits a data-entry column's headings, precision and check limits", async () => {
    const patched = await ok('PATCH', '/parameter/data-screen/TJ-PH-V-1H', supervisor, {
      HEADING1: 'TJ',
      HEADING2: null,
      PRECISION: 1,
      UPPER_CHECK: 9.1,
    });
    expect(patched.message).toBe('Parameter updated');
    const read = await get<ParameterDto>('/parameter/TJ-PH-V-1H', supervisor, patched.position);
    expect(read).toMatchObject({
      HEADING1: 'TJ',
      HEADING2: null,
      HEADING3: 'Value Hourly',
      DISPLAY_PRECISION: 1,
      UPPER_CHK_LIMIT: 9.1,
      LOWER_CHK_LIMIT: 8.5,
    });
    await refused('PATCH', '/parameter/data-screen/TJ-PH-V-1H', operator, { PRECISION: 2 }, 403);
    await refused(
      'PATCH',
      '/parameter/data-screen/TJ-PH-V-1H',
      supervisor,
      { UPPER_CHECK: 10 },
      400,
      'Check limits must lie within the absolute limits',
    );
    await refused('PATCH', '/parameter/data-screen/TJ-PH-V-1H', supervisor, { PRECISION: 9 }, 400, 'Display precision must be from 0 to 7');
    await refused('PATCH', '/parameter/data-screen/NO-PE-V-1H', supervisor, { PRECISION: 2 }, 404, 'Parameter NO-PE-V-1H not found');
  });

  it('applies the head-office rules to central office parameters: global, precision 0, no check limits or constant', async () => {
    const created = await ok('POST', '/parameter', adminCo, {
      ...newParameter,
      CODE: 'GR-SU-T-0D',
      PTYP_CODE: 'CON',
      DISPLAY_PRECISION: 3,
    });
    const read = await get<ParameterDto>('/parameter/GR-SU-T-0D', adminCo, created.position);
    expect(read).toMatchObject({
      SITE: 'CO',
      LOCAL_FLAG: 'N',
      DISPLAY_PRECISION: 0,
      UPPER_CHK_LIMIT: null,
      LOWER_CHK_LIMIT: null,
      CONSTANT_VALUE: null,
      UPPER_ABS_LIMIT: 50,
    });
    const patched = await ok('PATCH', '/parameter/data-screen/GR-SU-T-0D', adminCo, { PRECISION: 4, UPPER_CHECK: 20 });
    expect(await get<ParameterDto>('/parameter/GR-SU-T-0D', adminCo, patched.position)).toMatchObject({
      DISPLAY_PRECISION: 0,
      UPPER_CHK_LIMIT: null,
    });
    await refused('POST', '/parameter', manager, { ...newParameter, CODE: 'GR-SU-T-1D' }, 403);
  });
});

describe("parameters: a CCF parameter's type and analysis come from the CCF settings", () => {
  // ZNY: type QC (a demo type), limits 1 / 2 / 8 / 9.
  beforeAll(async () => {
    await ok('POST', '/ccf-analysis', supervisor, {
      code: 'ZNY',
      name: 'Nitrogen (parameter tests)',
      type: 'QC',
      low_abs: 1,
      low_trigger: 2,
      high_trigger: 8,
      high_abs: 9,
    });
  });

  it("accepts lower-case codes, stores them upper-cased and takes the analysis's type and limits when none are sent", async () => {
    const created = await ok('POST', '/parameter', supervisor, { ...newParameter, CODE: 'TJ-NY-V-3H', CCF_ANALYSIS: ' zny ' });
    expect(await get<ParameterDto>('/parameter/TJ-NY-V-3H', supervisor, created.position)).toMatchObject({
      CCF_ANALYSIS: 'ZNY',
      CCF_TYPE: 'QC',
      LOWABS: 1,
      LOWTRG: 2,
      HIGHTRG: 8,
      HIGHABS: 9,
    });
    const ccf = await get<CcfParameterDto[]>('/ccf-parameters/list', supervisor, created.position);
    expect(ccf).toContainEqual({ CODE: 'TJ-NY-V-3H', CCF_TITLE: 'Thick Juice Nitrogen', CCF_TYPE: 'QC', CCF_ANALYSIS: 'ZNY' });
  });

  it("keeps the type the client sends but never its thresholds (the analysis's are the one source), and defaults the type again on an edit that empties it", async () => {
    const limits = { LOWABS: 1, LOWTRG: 2, HIGHTRG: 8, HIGHABS: 9 };
    const created = await ok('POST', '/parameter', supervisor, {
      ...newParameter,
      CODE: 'TJ-NY-V-4H',
      CCF_ANALYSIS: 'zny',
      CCF_TYPE: 'fs',
      LOWTRG: 9,
      HIGHTRG: 8,
    });
    const read = await get<ParameterDto>('/parameter/TJ-NY-V-4H', supervisor, created.position);
    expect(read).toMatchObject({ CCF_ANALYSIS: 'ZNY', CCF_TYPE: 'FS', ...limits });
    const edited = await ok('PUT', '/parameter/TJ-NY-V-4H', supervisor, { ...read, CODE: undefined, CCF_TYPE: '', LOWTRG: null });
    expect(await get<ParameterDto>('/parameter/TJ-NY-V-4H', supervisor, edited.position)).toMatchObject({
      CCF_ANALYSIS: 'ZNY',
      CCF_TYPE: 'QC',
      ...limits,
    });
  });

  it('refuses, writing nothing, a CCF analysis or type that does not exist, on create and on edit', async () => {
    const body = { ...newParameter, CODE: 'TJ-NY-V-6H' };
    await refused('POST', '/parameter', supervisor, { ...body, CCF_ANALYSIS: 'nope' }, 400, 'CCF Analysis NOPE does not exist');
    await refused('POST', '/parameter', supervisor, { ...body, CCF_TYPE: ' zz ' }, 400, 'CCF Type ZZ does not exist');
    await refused('POST', '/parameter', supervisor, { ...body, CCF_ANALYSIS: 'ZNY', CCF_TYPE: 'ZZ' }, 400, 'CCF Type ZZ does not exist');
    await refused('POST', '/parameter', adminCo, { ...body, CCF_ANALYSIS: 'nope' }, 400, 'CCF Analysis NOPE does not exist');
    await refused('GET', '/parameter/TJ-NY-V-6H', supervisor, undefined, 404);
    const before = await get<ParameterDto>('/parameter/TJ-NY-V-3H', supervisor);
    const edit = { ...before, CODE: undefined };
    await refused(
      'PUT',
      '/parameter/TJ-NY-V-3H',
      supervisor,
      { ...edit, CCF_ANALYSIS: 'thinpx' },
      400,
      'CCF Analysis THINPX does not exist',
    );
    await refused('PUT', '/parameter/TJ-NY-V-3H', supervisor, { ...edit, CCF_TYPE: 'q' }, 400, 'CCF Type Q does not exist');
    expect(await get<ParameterDto>('/parameter/TJ-NY-V-3H', supervisor)).toEqual(before);
  });
});
