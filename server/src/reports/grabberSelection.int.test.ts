import type { GrabberPageDto, ParameterSearchHit, ReportDefinitionDto, ReportWriteResult } from '@ftr/contracts';
import { demoParameters } from '../seed/demoParameters.ts';
import { BA1, BA2, WI1, ids, reportsServer } from '../testing/reportsFixtures.ts';

const { ok, refused, get, tokens, codes, head } = reportsServer();
const [first] = demoParameters('BA');
const range = { from: '2026-11-20', to: '2026-11-21' };

describe('the grabber without a stored grabber, over HTTP', () => {
  it('searches code, label and headings across the sites the user reads, with units and site names', async () => {
    const hits = await get<ParameterSearchHit[]>(`/grabber/parameter-search?q=${encodeURIComponent(first?.HEADING1 ?? '')}`, tokens.user);
    expect(hits.length).toBeGreaterThan(0);
    expect(new Set(hits.map((h) => h.SITE))).toEqual(new Set(['BA']));
    expect(hits.find((h) => h.CODE === first?.CODE)).toMatchObject({ LONG_SITE: 'Bardney', UNITS: first?.UNITS ?? null });
    const central = await get<ParameterSearchHit[]>(
      `/grabber/parameter-search?q=${encodeURIComponent(first?.CODE.toLowerCase() ?? '')}`,
      tokens.manager,
    );
    expect(new Set(central.map((h) => h.SITE)).size).toBeGreaterThan(1);
    await refused('GET', '/grabber/parameter-search?q=a', tokens.operator, undefined, 403);
    await refused('GET', '/grabber/parameter-search?q=', tokens.user, undefined, 400);
  });

  it('pages the values of picked parameters, and keeps them as a personal grabber in one append', async () => {
    const parameters = [
      { SITE: 'BA', CODE: BA1 },
      { SITE: 'BA', CODE: BA2 },
    ];
    const page = await ok<GrabberPageDto>('POST', '/grabber/selection/data?page=1', tokens.user, { parameters, ...range });
    expect(page.columns.map((c) => c.code)).toEqual([BA1, BA2]);
    expect(page.total).toBe(48);
    const before = await head();
    await refused('POST', '/grabber/selection', tokens.user, { name: 'Mine', parameters: [{ SITE: 'WI', CODE: WI1 }] }, 403);
    await refused('POST', '/grabber/selection', tokens.user, { name: 'Mine', parameters: [{ SITE: 'BA', CODE: 'NO-SUCH-V-1H' }] }, 404);
    expect(await head()).toBe(before);
    const saved = await ok<ReportWriteResult>('POST', '/grabber/selection', tokens.user, { name: 'Picked', parameters });
    expect(saved.message).toBe('Grabber Created');
    expect(await codes(saved.ID, tokens.user)).toEqual([`BA:${BA1}`, `BA:${BA2}`]);
    expect(ids(await get<ReportDefinitionDto[]>('/stored-grabber/me', tokens.user))).toContain(saved.ID);
  });

  it("refuses another site's parameters to a site user, and a selection without parameters", async () => {
    await refused(
      'POST',
      '/grabber/selection/data',
      tokens.user,
      { parameters: [{ SITE: 'WI', CODE: WI1 }], ...range },
      403,
      'You can only work on your own site',
    );
    await refused(
      'POST',
      '/grabber/selection/data',
      tokens.user,
      { parameters: [], ...range },
      400,
      'parameters: Choose at least one parameter',
    );
    await refused('POST', '/grabber/selection/data', tokens.operator, { parameters: [{ SITE: 'BA', CODE: BA1 }], ...range }, 403);
    const central = await ok<GrabberPageDto>('POST', '/grabber/selection/data', tokens.manager, {
      parameters: [
        { SITE: 'BA', CODE: BA1 },
        { SITE: 'WI', CODE: WI1 },
      ],
      ...range,
    });
    expect(central.columns.map((c) => c.longSite)).toEqual(['Bardney', 'Wissington']);
  });
});
