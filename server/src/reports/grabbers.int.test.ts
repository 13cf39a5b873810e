import type { PersonalReportUsageDto, ReportDefinitionDto, ReportUsageDto, ReportWriteResult } from '@ftr/contracts';
import { BA1, BA2, BA3, ids, report, reportsServer } from '../testing/reportsFixtures.ts';

const { ok, refused, caughtUp, get, tokens, createReport, createGrabber, addParam, codes } = reportsServer();

describe('grabbers over HTTP', () => {
  it('saves as a personal copy, clears personal codes only, shares with the maintain flag, and archives', async () => {
    const source = await createGrabber({ name: 'Source', REPORT_TYPE: 2, RCAT_ID: 1 }, tokens.maint);
    await addParam(source, BA1);
    await addParam(source, BA2);
    const saved = await ok<ReportWriteResult>('POST', '/grabber', tokens.user, { name: 'My copy', sourceId: source });
    expect(saved.message).toBe('Grabber Created');
    expect(await codes(saved.ID, tokens.user)).toEqual([`BA:${BA1}`, `BA:${BA2}`]);
    expect(await get<ReportDefinitionDto>(`/report/${saved.ID}`, tokens.user)).toMatchObject({
      KIND: 'GRABBER',
      OWNER: 'user.rep',
      REPORT_TYPE: 1,
    });
    expect(ids(await get<ReportDefinitionDto[]>('/stored-grabber/me', tokens.user))).toContain(saved.ID);
    expect(ids(await get<ReportDefinitionDto[]>('/stored-grabbers/1', tokens.user))).toContain(saved.ID);
    expect(ids(await get<ReportDefinitionDto[]>('/stored-grabbers/1', tokens.maint))).not.toContain(saved.ID);
    expect(ids(await get<ReportDefinitionDto[]>('/stored-grabbers/2/1', tokens.user))).toContain(source);
    expect(ids(await get<ReportDefinitionDto[]>('/stored-grabbers/2/0', tokens.user))).toContain(source);
    expect(ids(await get<ReportDefinitionDto[]>('/stored-grabbers/2/2', tokens.user))).not.toContain(source);

    await refused('DELETE', `/report-parameters/all/${source}`, tokens.maint, undefined, 400, 'Cannot clear Shared');
    await refused(
      'DELETE',
      `/report-parameters/all/${saved.ID}`,
      tokens.maint,
      undefined,
      403,
      'Only its owner can change a personal report or grabber',
    );
    expect((await ok('DELETE', `/report-parameters/all/${saved.ID}`, tokens.user)).message).toBe('Parameters Cleared');
    expect(await codes(saved.ID, tokens.user)).toEqual([]);

    const share = { REPORT_NAME: 'Shared now', ACCESS_LEVEL: 1, REPORT_TYPE: 2, RCAT_ID: 2 };
    await refused('PUT', `/grabber/${saved.ID}`, tokens.user, share, 403);
    await refused(
      'PUT',
      `/grabber/${source}`,
      tokens.maint,
      { ...share, RCAT_ID: null },
      400,
      'A shared report or grabber needs a category',
    );
    expect((await ok('PUT', `/grabber/${source}`, tokens.maint, share)).message).toBe('Grabber Updated');
    expect(await get<ReportDefinitionDto>(`/report/${source}`, tokens.maint)).toMatchObject({
      REPORT_NAME: 'Shared now',
      CATEGORY: 'Quality',
    });
    await refused('POST', '/report-parameters', tokens.user, { REPT_ID: source, CODE: BA3, SITE: 'BA' }, 403);
    expect((await ok('DELETE', `/grabber/${source}`, tokens.maint)).message).toBe('Grabber Archived');
    await refused('DELETE', `/report/${saved.ID}`, tokens.maint, undefined, 404, `Report ${saved.ID} not found`);
    // A personal grabber is archived by its owner (DATA_GRABBER, no MAINTAIN_GRABBERS), by nobody else.
    await refused('DELETE', `/grabber/${saved.ID}`, tokens.maint, undefined, 403, 'Only its owner can change a personal report or grabber');
    expect((await ok('DELETE', `/grabber/${saved.ID}`, tokens.user)).message).toBe('Grabber Archived');
    expect(ids(await get<ReportDefinitionDto[]>('/stored-grabber/me', tokens.user))).not.toContain(saved.ID);
  });

  it("refuses Save As from what the user cannot see ('invalid report') and bad names", async () => {
    const hidden = await createGrabber({ name: 'Hidden' }, tokens.maint);
    await refused('POST', '/grabber', tokens.user, { name: 'Copy', sourceId: hidden }, 404, 'invalid report');
    await refused('POST', '/grabber', tokens.user, { name: 'Copy', sourceId: 999999 }, 404, 'invalid report');
    await refused('POST', '/grabber', tokens.user, { name: '' }, 400, 'Name is required');
    await refused('POST', '/grabber', tokens.user, { name: 'Shared', REPORT_TYPE: 2, RCAT_ID: 1 }, 403);
    await refused('POST', '/grabber', tokens.operator, { name: 'Copy' }, 403);
    await refused('GET', '/stored-grabber/me', tokens.operator, undefined, 403);
    await refused('GET', '/stored-grabbers/2/x', tokens.user, undefined, 400, 'invalid category');
  });
});

describe('parameter usage', () => {
  it('counts personal definitions using a code (naming only your own) and lists shared ones', async () => {
    const code = BA3;
    const mine = await createGrabber({ name: 'Usage mine' });
    await addParam(mine, code, 'BA', tokens.user);
    const theirs = await createGrabber({ name: 'Usage theirs' }, tokens.maint);
    await addParam(theirs, code);
    const sharedOne = await createReport({ ...report, REPORT_NAME: 'Usage shared', REPORT_TYPE: 2, RCAT_ID: 1 });
    await addParam(sharedOne, code);
    const personal = await get<PersonalReportUsageDto>(`/parameter/${code.toLowerCase()}/personal-reports`, tokens.user);
    expect(personal.COUNT).toBeGreaterThanOrEqual(2);
    expect(ids(personal.ITEMS)).toContain(mine);
    expect(ids(personal.ITEMS)).not.toContain(theirs);
    const shared = await get<ReportUsageDto[]>(`/parameter/${code}/shared-reports`, tokens.user);
    expect(shared.find((r) => r.ID === sharedOne)).toEqual({
      ID: sharedOne,
      KIND: 'REPORT',
      REPORT_NAME: 'Usage shared',
      SITE: 'BA',
      CATEGORY: 'Production',
    });
    expect(ids(await get<ReportUsageDto[]>(`/parameter/${code}/shared-reports`, tokens.wi))).not.toContain(sharedOne);
    // Without REPORTS or DATA_GRABBER no names show; the count still does.
    expect(await get<ReportUsageDto[]>(`/parameter/${code}/shared-reports`, tokens.operator)).toEqual([]);
    const counted = await get<PersonalReportUsageDto>(`/parameter/${code}/personal-reports`, tokens.operator);
    expect(counted).toEqual({ COUNT: personal.COUNT, ITEMS: [] });
  });
});

describe('refusals of the remaining calls', () => {
  it('refuses lists, columns and changes to users without the right, writing nothing', async () => {
    await refused('GET', '/Reports/shared', tokens.user, undefined, 403);
    await refused('GET', '/reports/Personal', tokens.operator, undefined, 403);
    await refused('GET', '/reports/Shared?category=x', tokens.user, undefined, 400, 'invalid category');
    await refused('GET', '/stored-grabbers/1', tokens.operator, undefined, 403);
    await refused('GET', '/stored-grabbers/2/0', tokens.operator, undefined, 403);
    const hidden = await createGrabber({ name: 'Not yours' }, tokens.maint);
    const parameter = await addParam(hidden, BA1);
    await caughtUp();
    await refused('GET', `/stored-grabber/header/${hidden}`, tokens.user, undefined, 403, 'You cannot open this report or grabber');
    await refused('GET', '/stored-grabber/header/999999', tokens.user, undefined, 404, 'Report 999999 not found');
    await refused('DELETE', `/grabber/${hidden}`, tokens.user, undefined, 403);
    await refused('DELETE', `/grabber/${hidden}`, tokens.manager, undefined, 403, 'You can only work on your own site');
    await refused(
      'DELETE',
      `/report-parameters/${parameter}`,
      tokens.user,
      undefined,
      403,
      'Only its owner can change a personal report or grabber',
    );
    await refused('PATCH', `/report-parameters/sequence/${parameter}/${parameter}`, tokens.user, undefined, 403);
    await refused('DELETE', '/report-parameters/x-1', tokens.maint, undefined, 400, 'Invalid report parameter id');
  });
});
