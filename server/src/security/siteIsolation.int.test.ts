import { addDays, factoryToday, FLAGS, routes, type RouteDef, type RouteName, type Site } from '@ftr/contracts';
import { startTestServer, DEMO_PASSWORD, type TestServer } from '../testing/embedded.ts';
import { httpHelpers, seedUsers } from '../testing/http.ts';
import { siteProbes, type Probe, type WiFixtures } from './siteProbes.ts';

/**
 * Site isolation, generated from the route table: a user whose account holds BA and CO, signed in at CO and at
 * BA, aims every route at Wissington in every way the route takes a site (its path, its query or body, the id
 * of a Wissington record, a head-office definition naming a Wissington parameter, a socket room) and is
 * refused or answered without Wissington's data. Every route must say how it reaches a site (siteProbes.ts).
 */
let server: TestServer;
const tokens: Partial<Record<'co' | 'ba' | 'adminCo' | 'adminWi', string>> = {};
let wi: WiFixtures;
const { call, ok, read } = httpHelpers(() => server);
const token = (who: keyof typeof tokens): string => tokens[who] ?? '';

const idOf = (answer: unknown): number => {
  const record = answer as Record<string, unknown>;
  return Number(record['ID'] ?? record['id']);
};

const fixtures = async (): Promise<WiFixtures> => {
  const today = factoryToday(new Date());
  const adminWi = token('adminWi');
  const adminCo = token('adminCo');
  const operations = await read<{ SITE: Site; OPTN_CODE: string }[]>('/operations/active', adminWi);
  const operation = operations.find((o) => o.SITE === 'WI')?.OPTN_CODE ?? '';
  const parameters = await read<{ SITE: Site; CODE: string; PTYP_CODE: string }[]>('/parameters?search=', adminWi);
  const code = parameters.find((p) => p.SITE === 'WI' && p.PTYP_CODE === 'REA')?.CODE ?? '';
  const screens = await read<{ ID: number; SITE: Site; AREA: string }[]>('/data-screens', adminWi);
  const screenOf = (area: string) => screens.find((s) => s.SITE === 'WI' && s.AREA === area)?.ID ?? 0;
  const raised = await ok<{ id: string }>('POST', '/ccf', adminWi, { parameter: code, operation, comment: { type: 1, comment: 'Probe' } });
  const dashboards = await read<{ ID: number }[]>('/dashboards/WI', adminWi);
  const reports = await read<{ ID: number }[]>('/reports/Shared', adminWi);
  const grabber = idOf(await ok('POST', '/grabber', adminCo, { name: 'Cross-site probe', REPORT_TYPE: 2, RCAT_ID: 1, ACCESS_LEVEL: 0 }));
  await ok('POST', '/report-parameters', adminCo, { REPT_ID: grabber, CODE: code, SITE: 'WI' });
  const dashboard = dashboards[0]?.ID ?? 0;
  const playlist = idOf(
    await ok('POST', '/dashboard-playlist', adminWi, { name: 'Probe', items: [{ kind: 'dashboard', ref: dashboard, seconds: 30 }] }),
  );
  await server.settle();
  return {
    today,
    yesterday: addDays(today, -1),
    operation,
    code,
    screen: screenOf('A'),
    liveScreen: screenOf('V'),
    ccf: raised.id,
    dashboard,
    report: reports[0]?.ID ?? 0,
    coGrabber: grabber,
    playlist,
  };
};

beforeAll(async () => {
  server = await startTestServer();
  const person = { password: DEMO_PASSWORD, firstName: 'Split', lastName: 'Sites', email: '', phone: '', flags: [...FLAGS] };
  await seedUsers(server, [{ ...person, username: 'split.sites', sites: ['BA', 'CO'], readAccess: 5, writeAccess: 5 }]);
  tokens.co = (await server.login('split.sites', 'CO')).token;
  tokens.ba = (await server.login('split.sites', 'BA')).token;
  tokens.adminCo = (await server.login('admin', 'CO')).token;
  tokens.adminWi = (await server.login('admin', 'WI')).token;
  wi = await fixtures();
}, 300_000);
afterAll(() => server.destroy());

/** A value for each path parameter by name, aimed at Wissington. */
const pathValue = (name: string): string => {
  const values: Record<string, string | number> = {
    site: 'WI',
    code: wi.code,
    operation: wi.operation,
    screenId: wi.liveScreen,
    dashboardId: wi.dashboard,
    reportId: wi.report,
    userId: 'admin',
    date: wi.yesterday,
    fromDate: wi.yesterday,
    toDate: wi.today,
    from: wi.yesterday,
    to: wi.today,
    hour: 1,
    rangeDays: 1,
    type: 'C',
    stream: 'BC',
    statistic: 'MAX',
  };
  return String(values[name] ?? 'X1');
};
const urlOf = (route: RouteDef) => route.path.replace(/:(\w+)/g, (_m, name: string) => pathValue(name));

/** A Wissington record in an answer: a site field naming it, or one of the probe's Wissington ids. */
const wissingtonIn = (body: string): boolean =>
  /"(SITE|site|PARAM_SITE|paramSite)":"WI"/.test(body) || body.includes(`"${wi.ccf}"`) || body.includes(`"ID":${String(wi.playlist)},`);

/** The status of a request aimed at WI, and whether it appended anything (a refusal appends nothing). */
const attempt = async (method: RouteDef['method'], url: string, who: 'co' | 'ba', body?: unknown) => {
  const before = await server.infra.eventStore.headPosition();
  const response = await call(method, url, token(who), body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}));
  const appended = (await server.infra.eventStore.headPosition()) !== before;
  return { status: response.status, appended, body: response.body };
};
/** Refused: 403, or 404 where a record of another site is not admitted to exist; and nothing appended. */
const notRefused = ({ status, appended }: { status: number; appended: boolean }) => appended || ![403, 404].includes(status);

const entries = () => Object.entries(siteProbes(wi)) as [RouteName, Probe][];

describe('site isolation over the whole route table (a user of BA and CO aims at WI)', () => {
  it('has a probe for every route of the table, and lists what it covered', () => {
    const probes = siteProbes(wi);
    expect(Object.keys(routes).filter((name) => !(name in probes))).toEqual([]);
    const byKind = Map.groupBy(entries(), ([, probe]) => probe.kind);
    const summary = [...byKind].map(([kind, list]) => `${kind}: ${String(list.length)} (${list.map(([name]) => name).join(', ')})`);
    process.stdout.write(`site isolation covered ${String(entries().length)} routes\n${summary.join('\n')}\n`);
    for (const [name, probe] of entries())
      if (probe.kind === 'path') expect({ name, path: routes[name].path }).toMatchObject({ path: expect.stringMatching(/:site\b/) });
  });

  it('refuses every route whose path names WI, signed in at CO and at BA', async () => {
    const leaks: unknown[] = [];
    for (const [name, probe] of entries()) {
      if (probe.kind !== 'path') continue;
      const route: RouteDef = routes[name];
      for (const who of ['co', 'ba'] as const) {
        const outcome = await attempt(route.method, urlOf(route), who);
        if (notRefused(outcome)) leaks.push({ name, who, ...outcome });
      }
    }
    expect(leaks).toEqual([]);
  });

  it('refuses every route given WI in its query or body, or a WI record, signed in at CO and at BA', async () => {
    const leaks: unknown[] = [];
    for (const [name, probe] of entries()) {
      if (probe.kind !== 'call') continue;
      const method = probe.method ?? routes[name].method;
      for (const who of ['co', 'ba'] as const) {
        const outcome = await attempt(method, probe.url, who, probe.body);
        if (notRefused(outcome)) leaks.push({ name, who, ...outcome });
      }
    }
    expect(leaks).toEqual([]);
  });

  it('answers every list without a WI record, signed in at CO and at BA', async () => {
    const leaks: unknown[] = [];
    for (const [name, probe] of entries()) {
      if (probe.kind !== 'list') continue;
      for (const who of ['co', 'ba'] as const) {
        const response = await call('GET', probe.url, token(who));
        if (response.status === 200 && wissingtonIn(response.body)) leaks.push({ name, who, body: response.body.slice(0, 300) });
        else if (![200, 403].includes(response.status)) leaks.push({ name, who, status: response.status, body: response.body });
      }
    }
    expect(leaks).toEqual([]);
  });

  it('lets the administrator, who holds WI, through the same probes (the probes reach real WI records)', async () => {
    const body = await read<unknown[]>(`/ccf?site=WI`, token('adminCo'));
    expect(JSON.stringify(body)).toContain(wi.ccf);
    const page = await call('GET', `/stored-grabber/${String(wi.coGrabber)}/${wi.yesterday}/${wi.today}`, token('adminCo'));
    expect(page.status).toBe(200);
    expect((await call('GET', `/live-data/screens/WI`, token('adminCo'))).status).toBe(200);
  });
});

describe('socket rooms', () => {
  it('refuses a room of a site the account does not hold, whatever site the session signed in at', async () => {
    const { authoriseRoom } = await import('@ftr/query-service/live/socketServer.ts');
    const claims = (site: Site) => ({
      sub: 'split.sites',
      sid: 's',
      site,
      longSite: '',
      firstName: '',
      fullName: '',
      flags: [...FLAGS],
      sites: ['BA', 'CO'] as Site[],
      exp: 0,
      iat: 0,
    });
    expect(authoriseRoom(claims('CO'), `screen:WI:${String(wi.liveScreen)}`)).toEqual({ ok: false, error: 'forbidden' });
    expect(authoriseRoom(claims('CO'), 'site:WI')).toEqual({ ok: false, error: 'forbidden' });
    expect(authoriseRoom(claims('BA'), 'screen:WI:1')).toEqual({ ok: false, error: 'forbidden' });
    expect(authoriseRoom(claims('CO'), 'screen:BA:1')).toEqual({ ok: true });
  });
});
