import type { GrabberParameterDto, ReportCategoryDto, ReportDefinitionDto, ReportParameterDto, ReportWriteResult } from '@ftr/contracts';
import { demoParameters } from '../seed/demoParameters.ts';
import { BA1, BA2, BA3, WI1, ids, report, reportsServer } from '../testing/reportsFixtures.ts';

const { ok, refused, caughtUp, get, tokens, createReport, createGrabber, addParam, codes, head } = reportsServer();

describe('report definitions over HTTP', () => {
  it('creates, reads, updates and archives a report', async () => {
    const created = await ok<ReportWriteResult>('POST', '/report', tokens.maint, report);
    expect(created.message).toBe('Report Created');
    const id = created.ID;
    expect(await get<ReportDefinitionDto>(`/report/${id}`, tokens.maint)).toMatchObject({
      ID: id,
      KIND: 'REPORT',
      SITE: 'BA',
      OWNER: 'maint.rep',
      REPORT_NAME: 'Pan floor daily',
      ACCESS_LEVEL: 2,
      DATA_ACCESS_LEVEL: 'Standard',
      REPORT_TYPE: 1,
      RCAT_ID: null,
      CATEGORY: null,
      PERD_CODE: 'D',
      SUPPRESS_BLANK_ROWS: true,
      OUTPUT_FILE_NAME: 'Pan floor daily',
      PARAMETER_COUNT: 0,
      LAST_UPDATED_BY: 'maint.rep',
    });
    const body = { ...report, REPORT_NAME: 'Pans', REPORT_TYPE: 2, RCAT_ID: 2, PERD_CODE: 'H', OUTPUT_FILE_NAME: 'pans-hourly' };
    expect((await ok('PUT', `/report/${id}`, tokens.maint, body)).message).toBe('Report Updated');
    expect(await get<ReportDefinitionDto>(`/report/${id}`, tokens.maint)).toMatchObject({
      REPORT_NAME: 'Pans',
      REPORT_TYPE: 2,
      CATEGORY: 'Quality',
      PERD_CODE: 'H',
      OUTPUT_FILE_NAME: 'pans-hourly',
    });
    expect(ids(await get<ReportDefinitionDto[]>('/Reports/shared', tokens.maint))).toContain(id);
    expect((await ok('DELETE', `/report/${id}`, tokens.maint)).message).toBe('Report Archived');
    await caughtUp();
    await refused('GET', `/report/${id}`, tokens.maint, undefined, 404, `Report ${id} not found`);
    await refused('PUT', `/report/${id}`, tokens.maint, body, 404, `Report ${id} not found`);
    expect(ids(await get<ReportDefinitionDto[]>('/Reports/shared', tokens.maint))).not.toContain(id);
  });

  it('lists personal reports to their owner and shared ones by category within read access', async () => {
    const personal = await createReport({ ...report, REPORT_NAME: 'Mine only' });
    const low = await createReport({ ...report, REPORT_NAME: 'Shared low', REPORT_TYPE: 2, RCAT_ID: 3, ACCESS_LEVEL: 1 });
    const high = await createReport({ ...report, REPORT_NAME: 'Shared high', REPORT_TYPE: 2, RCAT_ID: 3, ACCESS_LEVEL: 3 });
    expect(ids(await get<ReportDefinitionDto[]>('/reports/Personal', tokens.maint))).toContain(personal);
    expect(ids(await get<ReportDefinitionDto[]>('/reports/Personal', tokens.user))).not.toContain(personal);
    expect(ids(await get<ReportDefinitionDto[]>('/reports/Shared?category=3', tokens.user))).toEqual(expect.arrayContaining([low]));
    expect(ids(await get<ReportDefinitionDto[]>('/reports/Shared?category=3', tokens.user))).not.toContain(high);
    expect(ids(await get<ReportDefinitionDto[]>('/reports/Shared?category=3', tokens.viewer))).toEqual(expect.arrayContaining([low, high]));
    expect(ids(await get<ReportDefinitionDto[]>('/reports/Shared?category=1', tokens.viewer))).not.toContain(low);
    // Maintainers manage every shared report of their site; another site sees none of them.
    expect(ids(await get<ReportDefinitionDto[]>('/Reports/shared', tokens.maint))).toEqual(expect.arrayContaining([personal, low, high]));
    expect(ids(await get<ReportDefinitionDto[]>('/Reports/shared', tokens.manager))).not.toContain(low);
    await refused('GET', `/report/${personal}`, tokens.user, undefined, 403, 'You cannot open this report or grabber');
    await refused('GET', `/report/${high}`, tokens.user, undefined, 403, 'You cannot open this report or grabber');
    await refused('GET', `/report-parameters/${high}`, tokens.user, undefined, 403, 'You cannot open this report or grabber');
    await refused('GET', `/report/${low}`, tokens.wi, undefined, 403, 'You cannot open this report or grabber');
    await refused('GET', `/report/${low}`, tokens.operator, undefined, 403, 'You do not have permission to do that');
    // Categories: all of them with ShowAll; otherwise those holding a shared report the user can run.
    expect(await get<ReportCategoryDto[]>('/report-categories?ShowAll=true', tokens.user)).toHaveLength(5);
    expect((await get<ReportCategoryDto[]>('/report-categories', tokens.user)).map((c) => c.NAME)).toContain('Energy');
    expect((await get<ReportCategoryDto[]>('/report-categories', tokens.wi)).map((c) => c.NAME)).not.toContain('Energy');
  });

  it('refuses bad report bodies and unshareable settings, writing nothing', async () => {
    await refused('POST', '/report', tokens.maint, { ...report, REPORT_NAME: ' ' }, 400, 'REPORT_NAME: Name is required');
    await refused('POST', '/report', tokens.maint, { ...report, ACCESS_LEVEL: 9 }, 400, 'ACCESS_LEVEL: Access must be 0 to 5');
    await refused('POST', '/report', tokens.maint, { ...report, RCAT_ID: 99 }, 400, 'RCAT_ID: invalid category');
    await refused('POST', '/report', tokens.maint, { ...report, PERD_CODE: 'W' }, 400, 'PERD_CODE: Period must be H (hourly) or D (daily)');
    await refused('POST', '/report', tokens.maint, { ...report, OUTPUT_FILE_NAME: 'a/b' }, 400);
    await refused('POST', '/report', tokens.maint, { ...report, REPORT_TYPE: 2 }, 400, 'A shared report or grabber needs a category');
    await refused('POST', '/report', tokens.user, report, 403);
    await refused('POST', '/report', undefined, report, 401);
    const id = await createReport();
    const other = await createReport({ ...report, REPORT_NAME: 'Someone else' }, tokens.manager);
    await refused('PUT', `/report/${other}`, tokens.maint, report, 403, 'You can only work on your own site');
    await refused('DELETE', `/report/${id}`, tokens.user, undefined, 403);
    await refused('PUT', `/grabber/${id}`, tokens.maint, report, 404, `Grabber ${id} not found`);
    await refused('GET', '/report/abc', tokens.maint, undefined, 400, 'Invalid report id');
  });
});

describe('report parameters over HTTP', () => {
  it('adds upper-cased codes with their headings, reorders neighbours, removes one and refuses the rest', async () => {
    const id = await createReport({ ...report, REPORT_NAME: 'Parameters' });
    const first = await addParam(id, BA1.toLowerCase());
    const second = await addParam(id, BA2);
    const third = await addParam(id, BA3);
    expect(first).toBe(`${id}-1`);
    const list = await get<ReportParameterDto[]>(`/report-parameters/${id}`, tokens.maint);
    expect(list[0]).toMatchObject({ ID: first, REPT_ID: id, CODE: BA1, SITE: 'BA', LONG_SITE: 'Bardney', SEQ_NO: 1 });
    expect(list[0]?.HEADING1).toBe(demoParameters('BA')[0]?.HEADING1);
    expect((await ok('PATCH', `/report-parameters/sequence/${second}/${first}`, tokens.maint)).message).toBe('Order Updated');
    expect(await codes(id)).toEqual([`BA:${BA2}`, `BA:${BA1}`, `BA:${BA3}`]);
    await refused(
      'PATCH',
      `/report-parameters/sequence/${second}/${third}`,
      tokens.maint,
      undefined,
      400,
      'Only neighbouring parameters can swap places',
    );
    await refused(
      'PATCH',
      `/report-parameters/sequence/${second}/${id + 1}-1`,
      tokens.maint,
      undefined,
      400,
      'Both parameters must be in the same report',
    );
    expect((await ok('DELETE', `/report-parameters/${first}`, tokens.maint)).message).toBe('Item removed');
    expect(await codes(id)).toEqual([`BA:${BA2}`, `BA:${BA3}`]);
    await refused('DELETE', `/report-parameters/${first}`, tokens.maint, undefined, 404, `Report parameter ${first} not found`);
    await refused('POST', '/report-parameters', tokens.maint, { REPT_ID: id, CODE: BA2 }, 400, 'invalid Site');
    await refused('POST', '/report-parameters', tokens.maint, { REPT_ID: id, CODE: BA2, SITE: 'CO' }, 400, 'invalid Site');
    await refused('POST', '/report-parameters', tokens.maint, { CODE: BA2, SITE: 'BA' }, 400, 'REPT_ID: invalid report');
    await refused(
      'POST',
      '/report-parameters',
      tokens.maint,
      { REPT_ID: id, CODE: BA2, SITE: 'BA' },
      409,
      `${BA2} at BA is already in the list`,
    );
    await refused(
      'POST',
      '/report-parameters',
      tokens.maint,
      { REPT_ID: id, CODE: 'NO-SUCH-1H', SITE: 'BA' },
      404,
      'Parameter NO-SUCH-1H does not exist at BA',
    );
    await refused(
      'POST',
      '/report-parameters',
      tokens.maint,
      { REPT_ID: id, CODE: WI1, SITE: 'WI' },
      403,
      'You can only work on your own site',
    );
    await refused('POST', '/report-parameters', tokens.user, { REPT_ID: id, CODE: BA1, SITE: 'BA' }, 403);
    await refused('POST', '/report-parameters', tokens.operator, { REPT_ID: id, CODE: BA1, SITE: 'BA' }, 403);
    await refused('DELETE', `/report-parameters/all/${id}`, tokens.manager, undefined, 403, 'You can only work on your own site');
    await refused('DELETE', `/report-parameters/all/${id}`, tokens.wi, undefined, 403);
  });

  it('lets the central office mix sites in one grabber and shows its columns', async () => {
    const id = await createGrabber({ name: 'Across sites' }, tokens.manager);
    await addParam(id, BA1, 'BA', tokens.manager);
    await addParam(id, WI1, 'WI', tokens.manager);
    const header = await get<GrabberParameterDto[]>(`/stored-grabber/header/${id}`, tokens.manager);
    expect(header.map((c) => [c.SITE, c.CODE, c.LONG_SITE])).toEqual([
      ['BA', BA1, 'Bardney'],
      ['WI', WI1, 'Wissington'],
    ]);
    expect(header[0]?.DISPLAY_PRECISION).toBe(demoParameters('BA')[0]?.DISPLAY_PRECISION);
    expect(header[0]).toHaveProperty('LABEL');
  });
});

describe('an update that changes nothing appends nothing', () => {
  it('PUT /report and PUT /grabber with the fields they hold, and Clear Codes on an empty list', async () => {
    const id = await createReport({ ...report, REPORT_NAME: 'No-op report' });
    const grabber = await createGrabber({ name: 'No-op grabber', ACCESS_LEVEL: 2 }, tokens.maint);
    const unchanged = async (method: 'PUT' | 'DELETE', url: string, token: string, body?: object) => {
      await caughtUp();
      const before = await head();
      await ok(method, url, token, body);
      expect(await head()).toBe(before);
    };
    await unchanged('PUT', `/report/${id}`, tokens.maint, { ...report, REPORT_NAME: 'No-op report' });
    await unchanged('PUT', `/grabber/${grabber}`, tokens.maint, {
      REPORT_NAME: 'No-op grabber',
      ACCESS_LEVEL: 2,
      REPORT_TYPE: 1,
      RCAT_ID: null,
    });
    await unchanged('DELETE', `/report-parameters/all/${grabber}`, tokens.maint);
    const renamed = await ok('PUT', `/grabber/${grabber}`, tokens.maint, {
      REPORT_NAME: 'Renamed',
      ACCESS_LEVEL: 2,
      REPORT_TYPE: 1,
      RCAT_ID: null,
    });
    expect(BigInt(renamed.position)).toBeGreaterThan(0n);
    expect(await get<ReportDefinitionDto>(`/report/${grabber}`, tokens.maint)).toMatchObject({ REPORT_NAME: 'Renamed' });
  });
});
