import { AUTH_HEADER, type DataScreenDto, type ParameterDto, type ReportWriteResult } from '@ftr/contracts';
import { startTestServer, type TestServer } from '@ftr/server/testing/embedded.ts';
import { formatNumber, type Metric, type SectionResult } from './report.ts';
import { serverCpuPerRequest } from './serverCpu.ts';

/**
 * CPU per request of the ten most used reads, on the demo plant (embedded server, loopback HTTP, signed in at
 * BA; the central office for the all-sites list). Chosen as the reads every page or live refresh makes: the
 * operations lists (every screen's operation picker, the home cards), the notification bell (every page),
 * the data-entry screen list, grid heading and rows (refetched on every change of the screen), the parameter
 * list (pickers and maintenance), a grabber page, the data summary, and the audit trail's first page.
 *
 * Per route, the server's CPU per request (serverCpu.ts), three ways, beside /api/health (the floor: HTTP and
 * routing, no auth, no handler work) in the same run:
 * - after a write: each request follows a write elsewhere (a sign-in), so the read side has moved;
 * - repeated: nothing changed since the last request;
 * - revalidated: repeated with If-None-Match (a 304 where the route has an ETag).
 */
export interface RoutesOptions {
  loads: number;
  afterWrites: number;
}

const NOW = new Date('2026-11-22T10:00:00Z');
const TODAY = '2026-11-23';
const OPERATION = 'BC2026';

export const benchRoutes = async (options: RoutesOptions): Promise<SectionResult> => {
  const server: TestServer = await startTestServer({ now: NOW });
  try {
    const ba = (await server.login('supervisor.ba', 'BA')).token;
    const co = (await server.login('manager.co', 'CO')).token;
    const wi = (await server.login('supervisor.wi', 'WI')).token;
    const call = async (path: string, token: string, headers: Record<string, string> = {}, body?: unknown) => {
      const response = await fetch(`${server.url}/api${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          [AUTH_HEADER]: token,
          'accept-encoding': 'br, gzip',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const bytes = await response.arrayBuffer();
      if (response.status !== 200 && response.status !== 304)
        throw new Error(`${path}: ${response.status} ${Buffer.from(bytes).toString()}`);
      return { headers: response.headers, text: () => Buffer.from(bytes).toString() };
    };
    const json = async <T>(path: string, token: string) => JSON.parse((await call(path, token)).text()) as T;

    const screen = (await json<DataScreenDto[]>('/data-screens?SCREEN_TYPE=HLY', ba)).find((s) => s.MEMBER_COUNT > 0);
    if (!screen) throw new Error('the demo has no hourly BA screen with members');
    const codes = (await json<ParameterDto[]>('/parameters?site=BA', ba)).slice(0, 20).map((p) => p.CODE);
    const grabber = JSON.parse((await call('/grabber', ba, {}, { name: 'Bench routes' })).text()) as ReportWriteResult;
    for (const CODE of codes) await call('/report-parameters', ba, {}, { REPT_ID: grabber.ID, CODE, SITE: 'BA' });
    await server.settle();

    const routes: [name: string, path: string, token: string][] = [
      ['GET /operations (central office, all sites)', '/operations', co],
      ['GET /operations/active', '/operations/active', ba],
      ['GET /notifications', '/notifications', ba],
      ['GET /data-screens', '/data-screens', ba],
      ['GET grid heading', `/data-screen/heading/${screen.ID}/${OPERATION}/HLY/${TODAY}/END`, ba],
      ['GET grid rows (hourly)', `/data-screen/hourly-data-ds/${OPERATION}/${screen.ID}/${TODAY}/END`, ba],
      ['GET /parameters?site=BA', '/parameters?site=BA', ba],
      ['GET grabber page (20 columns x 7 days)', `/stored-grabber/${grabber.ID}/2026-11-17/${TODAY}`, ba],
      ['GET /data-summary', '/data-summary/WI/DY-NO-V-0T/BC/MAX', wi],
      ['GET audit trail first page', `/audit-trail/BA/${codes[0] ?? ''}?from=2026-11-01&to=${TODAY}`, ba],
    ];

    const perRequest = async (path: string, token: string, headers: Record<string, string> = {}) => {
      for (let i = 0; i < 20; i += 1) await call(path, token, headers);
      return serverCpuPerRequest(options.loads, () => call(path, token, headers));
    };
    const afterWrite = async (path: string, token: string) => {
      let total = 0;
      for (let i = 0; i < options.afterWrites; i += 1) {
        await server.login('operator.ba', 'BA'); // a write elsewhere: the read side's position moves
        await server.settle();
        total += await serverCpuPerRequest(1, () => call(path, token));
      }
      return total / options.afterWrites;
    };

    const rows: [string, string][] = [];
    const metrics: Metric[] = [];
    for (const [name, path, token] of routes) {
      const cold = await afterWrite(path, token);
      const repeated = await perRequest(path, token);
      const etag = (await call(path, token)).headers.get('etag');
      const revalidated = etag ? await perRequest(path, token, { 'if-none-match': etag }) : Number.NaN;
      const shown = (ms: number) => (Number.isNaN(ms) ? 'no ETag' : `${formatNumber(ms, 2)} ms`);
      rows.push([`${name}: after a write / repeated / revalidated`, `${shown(cold)} / ${shown(repeated)} / ${shown(revalidated)}`]);
      metrics.push({ name: `(routes) CPU per request after a write: ${name}`, measured: cold, unit: 'ms', digits: 2 });
      metrics.push({ name: `(routes) CPU per request repeated: ${name}`, measured: repeated, unit: 'ms', digits: 2 });
    }
    // Measured last, with the process as warm (JIT) as for the routes before it.
    const floor = await perRequest('/health', ba);
    rows.push(['GET /api/health (the floor: HTTP and routing)', `${formatNumber(floor, 2)} ms`]);
    metrics.push({ name: '(routes) CPU per request: /api/health (floor)', measured: floor, unit: 'ms', digits: 2 });
    return {
      title: `(routes) CPU per request of the ten most used reads (server CPU; ${String(options.loads)} repeats, ${String(options.afterWrites)} after writes)`,
      rows,
      metrics,
    };
  } finally {
    await server.destroy();
  }
};
