import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_HEADER, type LoginResult, type ReportWriteResult, type ScreenWriteResult, type Site } from '@ftr/contracts';
import { readSettings } from '@ftr/infra/config/env.ts';
import { startEmbedded, type EmbeddedServer } from '@ftr/server/app.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from '@ftr/server/testing/embedded.ts';
import {
  benchCode,
  GRABBER_CODES,
  PARAMETERS_PER_SITE,
  REPORT_CODES,
  SCALE_SITES,
  SCALE_VERSION,
  SCREEN_CODES,
  SETUP_NOW,
  valueCount,
  type ScaleSpec,
} from './scaleData.ts';
import { SCALE_DASHBOARD } from './scaleDashboard.ts';
import { enterValues } from './scaleValues.ts';
import { listCodeParts } from '@ftr/server/testing/lookupFixtures.ts';

/**
 * The scale bench's stores, built once and cached under bench/.data/<name>/ (git-ignored):
 * a real embedded data folder (the SQLite file, the auth secret), set up through the HTTP API and filled
 * through data entry's submission path with the projector following, exactly as `npm start` would have
 * recorded them. A store is rebuilt when SCALE_VERSION, the event schema (contracts' event definitions) or
 * the values and audit projections change, or with `--rebuild`.
 */
export interface ScaleManifest {
  key: string;
  name: string;
  values: number;
  events: number;
  buildSeconds: number;
  builtAt: string;
  grabberId: number;
  reportId: number;
  screenId: number;
  dashboardId: number;
}

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DATA_ROOT = join(ROOT, 'bench', '.data');

const sourcesOf = (folder: string, keep: (name: string) => boolean): string[] =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.includes('.test.') && keep(name))
    .sort()
    .map((name) => join(folder, name));

/** What a cached store depends on: the version, the data set's size, its dashboard, the event definitions, the projections it is read through. */
export const cacheKey = (spec: ScaleSpec): string => {
  const files = [
    ...sourcesOf('contracts/src', (name) => name.endsWith('events.ts') || name.startsWith('events')),
    ...sourcesOf('read-models/src/dataValues', () => true),
    ...sourcesOf('read-models/src/audit', () => true),
    'bench/scaleDashboard.ts',
  ];
  const hash = createHash('sha256').update(`${SCALE_VERSION}|${spec.name}|${valueCount(spec)}`);
  for (const file of files) hash.update(`${file}\n`).update(readFileSync(join(ROOT, file)));
  return hash.digest('hex').slice(0, 16);
};

type Call = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<T>;

const caller = (url: string, token: string): Call => {
  return async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${url}/api${path}`, {
      method,
      headers: { [AUTH_HEADER]: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  };
};

export const signIn = async (url: string, username: string, site: Site): Promise<Call> => {
  const password = username === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD;
  const response = await fetch(`${url}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, site }),
  });
  if (response.status !== 200) throw new Error(`sign-in ${username}@${site}: ${response.status} ${await response.text()}`);
  return caller(url, ((await response.json()) as LoginResult).token);
};

const caughtUp = async (server: EmbeddedServer): Promise<void> => {
  const followers = [server.projector, server.ccfManager, server.notifier, server.recalculation.reactor];
  for (;;) {
    const head = await server.infra.eventStore.headPosition();
    if (head === undefined) return;
    const reached = await Promise.all(followers.map((follower) => follower.waitFor(head, 600_000)));
    if (reached.includes(false)) throw new Error('scale store: the followers did not catch up in 10 minutes');
    if ((await server.infra.eventStore.headPosition()) === head) return;
  }
};

/** 400 hourly parameters per site, then BA's grabber, one-month report, 24 x 60 screen and site dashboard (all by the administrator). */
const setUpPlant = async (server: EmbeddedServer) => {
  await listCodeParts(
    server,
    Array.from({ length: PARAMETERS_PER_SITE }, (_, i) => benchCode(i)),
  );
  for (const site of SCALE_SITES) {
    const admin = await signIn(server.url, 'admin', site);
    for (let i = 0; i < PARAMETERS_PER_SITE; i += 1) {
      await admin('POST', '/parameter', {
        CODE: benchCode(i),
        HEADING1: `Scale ${site} ${i + 1}`,
        PCAT_CODE: 'BENCH',
        UPPER_ABS_LIMIT: 1000,
        LOWER_ABS_LIMIT: 0,
      });
    }
  }
  await caughtUp(server);
  const call = await signIn(server.url, 'admin', 'BA');
  const add = async (id: number, count: number) => {
    for (let i = 0; i < count; i += 1) await call('POST', '/report-parameters', { REPT_ID: id, CODE: benchCode(i), SITE: 'BA' });
  };
  const grabber = await call<ReportWriteResult>('POST', '/grabber', { name: 'Scale grabber' });
  await add(grabber.ID, GRABBER_CODES);
  const report = await call<ReportWriteResult>('POST', '/report', {
    REPORT_NAME: 'Scale hourly log',
    ACCESS_LEVEL: 2,
    REPORT_TYPE: 1,
    RCAT_ID: null,
    PERD_CODE: 'H',
    SUPPRESS_BLANK_ROWS: false,
  });
  await add(report.ID, REPORT_CODES);
  const screen = await call<ScreenWriteResult>('POST', '/data-screen', {
    DESCRIPTION: `Scale 24 x ${SCREEN_CODES}`,
    SCREEN_TYPE: 'HLY',
    ACCESS_LEVEL: 1,
    AREA: 'A',
  });
  for (let i = 0; i < SCREEN_CODES; i += 1) await call('POST', `/data-screen-member/${screen.ID}/${benchCode(i)}`);
  const dashboard = await call<{ ID: number | string }>('POST', '/dashboard', { description: SCALE_DASHBOARD.description, format: 1 });
  for (const parameter of SCALE_DASHBOARD.parameters) await call('POST', `/dashboard-parameters/${dashboard.ID}`, parameter);
  for (const item of SCALE_DASHBOARD.layout) await call('POST', `/dashboard-layout/${dashboard.ID}`, item);
  await caughtUp(server);
  return { grabberId: grabber.ID, reportId: report.ID, screenId: screen.ID, dashboardId: Number(dashboard.ID) };
};

const build = async (spec: ScaleSpec, dir: string, key: string): Promise<ScaleManifest> => {
  const started = performance.now();
  let now = SETUP_NOW;
  const clock = { now: () => now };
  const server = await startEmbedded({
    settings: {
      ...readSettings({}),
      dataDir: dir,
      port: 0,
      host: '127.0.0.1',
      adminPassword: ADMIN_PASSWORD,
      demo: true,
      demoPassword: DEMO_PASSWORD,
      demoDays: 0,
    },
    uiDist: join(dir, 'no-ui'),
    logger: false,
    loginRateLimitPerMinute: 10_000,
    scheduleIntervalMs: 24 * 3_600_000,
    clock,
  });
  try {
    await caughtUp(server);
    const ids = await setUpPlant(server);
    console.log(`  ${spec.name}: plant set up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const values = await enterValues(server, spec, (at) => (now = at));
    now = SETUP_NOW;
    await caughtUp(server);
    const events = Number((await server.infra.eventStore.headPosition()) ?? 0n);
    return {
      key,
      name: spec.name,
      values,
      events,
      buildSeconds: (performance.now() - started) / 1000,
      builtAt: new Date().toISOString(),
      ...ids,
    };
  } finally {
    await server.close();
  }
};

/** The cached store of `spec` (built first when missing or out of date): its folder and manifest. */
export const scaleStore = async (spec: ScaleSpec, rebuild: boolean): Promise<{ dir: string; manifest: ScaleManifest; built: boolean }> => {
  const dir = join(DATA_ROOT, spec.name);
  const manifestFile = join(dir, 'manifest.json');
  const key = cacheKey(spec);
  if (!rebuild && existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ScaleManifest;
    if (manifest.key === key) return { dir, manifest, built: false };
    console.log(`  ${spec.name}: cached store is out of date (key ${manifest.key}, now ${key}): rebuilding`);
  }
  const partial = `${dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  console.log(`  ${spec.name}: building ${valueCount(spec).toLocaleString('en-GB')} values in ${relative(ROOT, partial)} ...`);
  const manifest = await build(spec, partial, key);
  writeFileSync(join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
  return { dir, manifest, built: true };
};
