import type { CcfAnalysisDto, CcfParameterUsage, CcfTypeDto, SaveCcfAnalysisResult, SaveCcfTypeResult } from '@ftr/contracts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

let server: TestServer;
const { ok, refused, caughtUp } = httpHelpers(() => server);
const t = { supervisor: '', operator: '', manager: '', admin: '' };

beforeAll(async () => {
  server = await startTestServer({ demoDays: 0 });
  await listCodeParts(server, ['ZX-XP-V-1H']);
  t.supervisor = (await server.login('supervisor.ba', 'BA')).token;
  t.operator = (await server.login('operator.ba', 'BA')).token;
  t.manager = (await server.login('manager.co', 'CO')).token; // VIEW_CCF, not MAINTAIN_CCF
  t.admin = (await server.login('admin', 'CO', ADMIN_PASSWORD)).token;
});
afterAll(() => server.destroy());

const get = async <T>(url: string, token = t.operator) => {
  await caughtUp();
  return ok<T>('GET', url, token);
};
const analysis = { code: 'brixx', name: 'Thick juice brix', type: 'xq', low_abs: 60, low_trigger: 62, high_trigger: 70, high_abs: 72 };

describe('CCF settings over HTTP (embedded)', () => {
  it('serves the demo types and analyses, with type names, to any signed-in user', async () => {
    expect(await get<CcfTypeDto[]>('/ccf-types')).toEqual([
      { code: 'ENV', name: 'Environment' },
      { code: 'FS', name: 'Food Safety' },
      { code: 'HS', name: 'Health & Safety' },
      { code: 'QC', name: 'Quality' },
    ]);
    const analyses = await get<CcfAnalysisDto[]>('/ccf-analysis');
    expect(analyses.map((a) => a.code)).toEqual(['CONDPH', 'DIFFTEMP', 'STEAMPR', 'SUGASH', 'SUGCOL', 'SUGMOIST', 'THINPH']);
    expect(analyses.find((a) => a.code === 'SUGCOL')).toEqual({
      code: 'SUGCOL',
      name: 'Sugar colour',
      type: { code: 'QC', name: 'Quality' },
      ccf_type: 'QC',
      low_abs: null,
      low_trigger: null,
      high_trigger: 40,
      high_abs: 50,
    });
  });

  it('creates a type, renames it by posting the same code, and refuses a name taken', async () => {
    expect(await ok<SaveCcfTypeResult>('POST', '/ccf-types', t.supervisor, { code: ' xq ', name: ' Extra ' })).toMatchObject({
      message: 'CCF Type created.',
      code: 'XQ',
      name: 'Extra',
    });
    expect(await ok<SaveCcfTypeResult>('POST', '/ccf-types', t.supervisor, { code: 'XQ', name: 'Extra quality' })).toMatchObject({
      message: 'CCF Type updated.',
      code: 'XQ',
      name: 'Extra quality',
    });
    expect((await get<CcfTypeDto[]>('/ccf-types')).find((type) => type.code === 'XQ')).toEqual({ code: 'XQ', name: 'Extra quality' });
    await refused('POST', '/ccf-types', t.supervisor, { code: 'ZZ', name: ' QUALITY ' }, 409, 'name: Must be unique');
    await refused('POST', '/ccf-types', t.supervisor, { code: 'XQ', name: 'food safety' }, 409, 'name: Must be unique');
    await refused('POST', '/ccf-types', t.supervisor, { code: 'ABCD', name: 'Long' }, 400, 'Code must be at most 3 characters');
    await refused('POST', '/ccf-types', t.supervisor, { code: 'AB', name: 'x'.repeat(21) }, 400, 'Name must be at most 20 characters');
    await refused('POST', '/ccf-types', t.supervisor, { code: '', name: 'Empty' }, 400, 'Code is required');
  });

  it('creates and updates an analysis, answering the record with its type name', async () => {
    const created = await ok<SaveCcfAnalysisResult>('POST', '/ccf-analysis', t.supervisor, analysis);
    expect(created).toMatchObject({
      message: 'CCF Analysis created.',
      code: 'BRIXX',
      type: { code: 'XQ', name: 'Extra quality' },
      ccf_type: 'XQ',
      low_abs: 60,
    });
    const updated = await ok<SaveCcfAnalysisResult>('PUT', '/ccf-analysis', t.supervisor, {
      ...analysis,
      name: 'Thick juice Brix',
      type: 'QC',
      low_abs: null,
    });
    expect(updated).toEqual({
      message: 'CCF Analysis updated.',
      position: expect.any(String),
      code: 'BRIXX',
      name: 'Thick juice Brix',
      type: { code: 'QC', name: 'Quality' },
      ccf_type: 'QC',
      low_abs: null,
      low_trigger: 62,
      high_trigger: 70,
      high_abs: 72,
    });
    expect((await get<CcfAnalysisDto[]>('/ccf-analysis')).find((a) => a.code === 'BRIXX')).toEqual({
      code: 'BRIXX',
      name: 'Thick juice Brix',
      type: { code: 'QC', name: 'Quality' },
      ccf_type: 'QC',
      low_abs: null,
      low_trigger: 62,
      high_trigger: 70,
      high_abs: 72,
    });
    await ok('PUT', '/ccf-analysis', t.supervisor, { ...analysis, type: 'XQ' });
  });

  it('refuses, and writes nothing for, analyses the rules forbid', async () => {
    const other = { ...analysis, code: 'OTHER', name: 'Other' };
    await refused('POST', '/ccf-analysis', t.supervisor, { ...other, code: 'brixx' }, 409, 'code: Must be unique');
    await refused('POST', '/ccf-analysis', t.supervisor, { ...other, name: 'THIN JUICE PH' }, 409, 'name: Must be unique');
    await refused('PUT', '/ccf-analysis', t.supervisor, { ...analysis, name: 'sugar colour' }, 409, 'name: Must be unique');
    await refused('PUT', '/ccf-analysis', t.supervisor, other, 404, 'CCF Analysis OTHER not found');
    await refused('POST', '/ccf-analysis', t.supervisor, { ...other, type: '' }, 400, 'CCF Type must be selected');
    await refused('POST', '/ccf-analysis', t.supervisor, { ...other, type: 'NO' }, 400, 'type: CCF Type NO does not exist');
    await refused(
      'POST',
      '/ccf-analysis',
      t.supervisor,
      { ...other, low_trigger: 59 },
      400,
      'low_trigger: Must be greater than or equal to Low Absolute Limit',
    );
    await refused(
      'POST',
      '/ccf-analysis',
      t.supervisor,
      { ...other, high_trigger: 61 },
      400,
      'high_trigger: Must be greater than or equal to Low Trigger Limit',
    );
    await refused(
      'POST',
      '/ccf-analysis',
      t.supervisor,
      { ...other, high_abs: 69 },
      400,
      'high_abs: Must be greater than or equal to High Trigger Limit',
    );
    await refused('POST', '/ccf-analysis', t.supervisor, { ...other, code: 'X'.repeat(11) }, 400, 'Code must be at most 10 characters');
    await refused('POST', '/ccf-analysis', t.supervisor, { ...other, low_abs: '60' }, 400, 'low_abs: Limits must be numbers');
  });

  it('reports what uses a type or an analysis and refuses to delete them while used', async () => {
    expect((await get<CcfAnalysisDto[]>('/ccf-analysis/used/xq')).map((a) => a.code)).toEqual(['BRIXX']);
    expect(await get<CcfAnalysisDto[]>('/ccf-analysis/used/NO')).toEqual([]);
    await refused('DELETE', '/ccf-types/XQ', t.supervisor, undefined, 409, 'XQ is assigned to one or more analyses');

    const users = await get<CcfParameterUsage[]>('/ccf-analysis/delete/THINPH');
    expect(users).toEqual(['BA', 'BU', 'CA', 'NE', 'WI'].map((SITE) => ({ SITE, CODE: 'TN-PH-V-1H' })));
    expect(await get<CcfParameterUsage[]>('/ccf-analysis/delete/BRIXX')).toEqual([]);
    await refused('DELETE', '/ccf-analysis/THINPH', t.supervisor, undefined, 409, 'THINPH is assigned to one or more parameters');
  });

  it("answers the analysis of a parameter of the user's site", async () => {
    expect(await get<CcfAnalysisDto>('/ccf-analysis/parameter/tn-ph-v-1h')).toMatchObject({
      code: 'THINPH',
      name: 'Thin juice pH',
      type: { code: 'QC', name: 'Quality' },
    });
    await refused('GET', '/ccf-analysis/parameter/BS-TN-V-1H', t.operator, undefined, 404, 'Parameter BS-TN-V-1H has no CCF analysis');
    await refused('GET', '/ccf-analysis/parameter/NO-SUCH-V-1H', t.operator, undefined, 404, 'Parameter NO-SUCH-V-1H not found');
  });

  it('deletes an unused analysis, then its freed type, answering "{name} removed"', async () => {
    await refused('DELETE', '/ccf-analysis/NONE', t.supervisor, undefined, 404, 'CCF Analysis NONE not found');
    expect((await ok('DELETE', '/ccf-analysis/brixx', t.supervisor)).message).toBe('Thick juice brix removed');
    expect((await ok('DELETE', '/ccf-types/XQ', t.supervisor)).message).toBe('Extra quality removed');
    await refused('DELETE', '/ccf-types/XQ', t.supervisor, undefined, 404, 'CCF Type XQ not found');
    expect((await get<CcfTypeDto[]>('/ccf-types')).map((type) => type.code)).toEqual(['ENV', 'FS', 'HS', 'QC']);
    expect((await get<CcfAnalysisDto[]>('/ccf-analysis')).some((a) => a.code === 'BRIXX')).toBe(false);
  });

  it('lets only one of two simultaneous creations take a name (decided on the one stream, expected revision)', async () => {
    const racers = ['RACE1', 'RACE2'].map((code) => ({ ...analysis, code, name: 'Race', type: 'QC' }));
    const answers = await Promise.all(
      racers.map((body) => server.request({ method: 'POST', url: '/api/ccf-analysis', token: t.supervisor, body })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toBe('name: Must be unique');
    expect((await get<CcfAnalysisDto[]>('/ccf-analysis')).filter((a) => a.name === 'Race')).toHaveLength(1);
  });

  it('lets only MAINTAIN_CCF write, from any site (company-wide data)', async () => {
    const type = { code: 'NEW', name: 'New type' };
    await refused('POST', '/ccf-types', undefined, type, 401, 'Please sign in');
    await refused('POST', '/ccf-types', t.operator, type, 403, 'You do not have permission to do that');
    await refused('POST', '/ccf-types', t.manager, type, 403, 'You do not have permission to do that');
    await refused('POST', '/ccf-analysis', t.operator, analysis, 403, 'You do not have permission to do that');
    await refused('PUT', '/ccf-analysis', t.operator, analysis, 403, 'You do not have permission to do that');
    await refused('DELETE', '/ccf-types/QC', t.operator, undefined, 403, 'You do not have permission to do that');
    await refused('DELETE', '/ccf-analysis/SUGCOL', t.manager, undefined, 403, 'You do not have permission to do that');
    expect((await ok<SaveCcfTypeResult>('POST', '/ccf-types', t.admin, type)).message).toBe('CCF Type created.');
    expect((await ok('DELETE', '/ccf-types/NEW', t.admin)).message).toBe('New type removed');
    expect((await get<CcfTypeDto[]>('/ccf-types', t.manager)).length).toBe(4);
  });

  it('refuses to delete a type that no analysis uses while a parameter names it directly', async () => {
    await ok('POST', '/ccf-types', t.supervisor, { code: 'XP', name: 'Parameter only' });
    await ok('POST', '/parameter', t.supervisor, { CODE: 'ZX-XP-V-1H', HEADING1: 'Named type', PCAT_CODE: 'LAB', CCF_TYPE: 'xp' });
    await refused('DELETE', '/ccf-types/XP', t.supervisor, undefined, 409, 'XP is assigned to one or more parameters');
  });
});
