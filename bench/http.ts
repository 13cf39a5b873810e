import { randomUUID } from 'node:crypto';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';
import { AUTH_HEADER } from '@ftr/contracts';
import { startTestServer } from '@ftr/server/testing/embedded.ts';
import { NOW, operationOf, seedGrid, valueOf } from './gridSeed.ts';
import type { LoadJob, LoadSummary } from './httpLoad.ts';
import { sustainedBodies } from './sustainedWrites.ts';
import { formatNumber, type Metric, type SectionResult } from './report.ts';

/**
 * Grid reads over real HTTP. The embedded server (as `npm start` runs it) seeded with
 * the grid bench's plant, driven by autocannon from a child process: a 24-hour grid read
 * (GET /data-screen/hourly-data-ds/…) as fast as it answers, at a fixed 3,000 req/s, and at that rate with
 * 50 writes/s (one cell each, POST /data) beside it; then one-cell submissions alone at a sustained rate
 * (`sustainedRate`). Clients send Accept-Encoding like a browser.
 */
export interface HttpOptions {
  days: number;
  codes: number;
  /** Seconds of each measured run. */
  seconds: number;
  readRate: number;
  /** The calmer read rate the write-stall ratio is also taken at (the reads a plant's screens make). */
  calmReadRate: number;
  writeRate: number;
  /** One-cell POST /data submissions a second of the sustained run (writes alone). */
  sustainedRate: number;
}

/** A run, and the CPU time this process (the server) spent per read in it: a figure the machine's load hardly moves. */
const load = async (job: LoadJob): Promise<LoadSummary & { cpuPerRead: number; cpu: number }> => {
  const before = process.cpuUsage();
  const summary = await generate(job);
  const used = process.cpuUsage(before);
  const cpu = used.user + used.system;
  return { ...summary, cpu, cpuPerRead: cpu / Math.max(1, summary.reads.total) };
};

const generate = (job: LoadJob): Promise<LoadSummary> =>
  new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./httpLoad.ts', import.meta.url)), { execArgv: [] });
    child.once('message', (summary: LoadSummary) => resolve(summary));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`load generator exited with ${code}`))));
    child.send(job);
  });

const count = (status: Record<string, number>, code: string) => status[code] ?? 0;
const others = (status: Record<string, number>, ...codes: string[]) =>
  Object.entries(status)
    .filter(([code]) => !codes.includes(code))
    .reduce((sum, [, n]) => sum + n, 0);

export const benchHttp = async (options: HttpOptions): Promise<SectionResult> => {
  // As the server: group commit unless SQLITE_GROUP_COMMIT=0 (docs/performance.md, Writes off the event loop).
  const groupCommit = process.env['SQLITE_GROUP_COMMIT'] !== '0';
  const server = await startTestServer({ now: NOW, demoDays: 0, sqliteGroupCommit: groupCommit });
  try {
    const seed = await seedGrid(server, { days: options.days, codes: options.codes });
    const { token: readerToken } = await server.login('supervisor.ba', 'BA');
    // The day before the last: a full 24-hour grid. Writes beside the reads go to the last day and (at the
    // calmer rate) to the first, every cell distinct; the sustained run writes the days between.
    const readDay = seed.days.at(-2) ?? seed.days[0] ?? '';
    const writeDay = seed.days.at(-1) ?? readDay;
    const calmWriteDay = seed.days[0] ?? readDay;
    const path = `/api/data-screen/hourly-data-ds/${operationOf(readDay)}/${seed.screen}/${readDay}/END`;
    const readHeaders = { [AUTH_HEADER]: readerToken, 'accept-encoding': 'gzip, deflate, br, zstd' };
    const probe = await fetch(server.url + path, { headers: { [AUTH_HEADER]: readerToken } });
    const jsonBytes = (await probe.arrayBuffer()).byteLength;
    if (probe.status !== 200) throw new Error(`grid read: ${probe.status}`);
    const etag = probe.headers.get('etag');

    const cells = options.codes * 24;
    const writeCount = Math.ceil(options.writeRate * options.seconds * 1.2);
    if (writeCount > cells) throw new Error(`${writeCount} writes need more than ${cells} cells`);
    const bodiesFor = (day: string) =>
      Array.from({ length: writeCount }, (_, j) => {
        const column = j % options.codes;
        const hour = Math.floor(j / options.codes) + 1;
        const CODE = seed.codes[column] ?? '';
        const ORIGINAL_VALUE = valueOf(column, seed.days.indexOf(day), hour, 0);
        const change = {
          TYPE: 'Update',
          CODE,
          FTR_DATE: day,
          FTR_HOUR: hour,
          OPERATION: operationOf(day),
          AUDIT: false,
          VALUE: ORIGINAL_VALUE + 100,
          ORIGINAL_VALUE,
          VALID: true,
          REASON: 'Late lab result',
        };
        return JSON.stringify({ submissionId: randomUUID(), screenId: String(seed.screen), data: [change] });
      });
    const bodies = bodiesFor(writeDay);

    const job = (reads: LoadJob['reads'], writes?: LoadJob['writes']): LoadJob => ({
      url: server.url,
      seconds: options.seconds,
      reads,
      ...(writes ? { writes } : {}),
    });

    await load({ ...job({ path, headers: readHeaders, connections: 16 }), seconds: 3 }); // warm-up (JIT, caches)
    const loadBefore = loadavg()[0] ?? Number.NaN;
    const saturated = await load(job({ path, headers: readHeaders, connections: 32 }));
    const calm = await load(job({ path, headers: readHeaders, connections: 16, rate: options.calmReadRate }));
    const calmMixed = await load(
      job(
        { path, headers: readHeaders, connections: 16, rate: options.calmReadRate },
        {
          path: '/api/data',
          headers: { [AUTH_HEADER]: seed.token, 'content-type': 'application/json' },
          rate: options.writeRate,
          bodies: bodiesFor(calmWriteDay),
        },
      ),
    );
    const paced = await load(job({ path, headers: readHeaders, connections: 64, rate: options.readRate }));
    const revalidated = etag
      ? await load(job({ path, headers: { ...readHeaders, 'if-none-match': etag }, connections: 64, rate: options.readRate }))
      : undefined;
    const writeHeaders = { [AUTH_HEADER]: seed.token, 'content-type': 'application/json' };
    const mixed = await load(
      job(
        { path, headers: readHeaders, connections: 64, rate: options.readRate },
        { path: '/api/data', headers: writeHeaders, rate: options.writeRate, bodies },
      ),
    );
    // Sustained submissions on the days the runs above did not write (each cell again only after all the others).
    const sustainedCount = Math.ceil(options.sustainedRate * options.seconds * 1.2);
    const sustainedDays = seed.days.filter((day) => day !== writeDay && day !== calmWriteDay);
    const sustainedRun = await load({
      url: server.url,
      seconds: options.seconds,
      writes: {
        path: '/api/data',
        headers: writeHeaders,
        rate: options.sustainedRate,
        bodies: sustainedBodies(seed, sustainedDays, sustainedCount),
        connections: 32,
      },
    });
    const loadAfter = loadavg()[0] ?? Number.NaN;

    const noWrites = { total: 0, rps: 0, status: {}, errors: 0, p50: Number.NaN, p99: Number.NaN };
    const writes = mixed.writes ?? noWrites;
    const sustained = sustainedRun.writes ?? noWrites;
    const sustainedRefused = others(sustained.status, '200') + sustained.errors;
    const refused = others(writes.status, '200') + writes.errors;
    const ms = (value: number) => `${formatNumber(value, 1)} ms`;
    const row = (s: LoadSummary & { cpuPerRead: number; cpu: number }) =>
      `${formatNumber(s.reads.rps)} req/s, p50 ${ms(s.reads.p50)}, p99 ${ms(s.reads.p99)}, server CPU ${formatNumber(s.cpuPerRead)} µs/read, ${formatNumber(s.reads.bytes)} B/answer, non-200 ${others(s.reads.status, '200', '304') + s.reads.errors}`;
    const metrics: Metric[] = [
      { name: '(http) grid reads at saturation', measured: saturated.reads.rps, unit: 'req/s' },
      { name: '(http) grid reads at saturation p99', measured: saturated.reads.p99, unit: 'ms', digits: 1 },
      { name: '(http) server CPU per grid read at saturation', measured: saturated.cpuPerRead, unit: 'µs' },
      {
        name: `(http) grid reads at ${options.readRate}/s: served`,
        measured: paced.reads.rps,
        unit: 'req/s',
        target: options.readRate * 0.97,
        direction: 'at least',
      },
      {
        name: `(http) grid reads at ${options.readRate}/s p99`,
        measured: paced.reads.p99,
        unit: 'ms',
        target: 25,
        direction: 'at most',
        digits: 1,
      },
      {
        name: `(http) grid reads at ${options.readRate}/s with ${options.writeRate} writes/s p99`,
        measured: mixed.reads.p99,
        unit: 'ms',
        target: 50,
        direction: 'at most',
        digits: 1,
      },
      { name: `(http) grid reads at ${options.calmReadRate}/s p99`, measured: calm.reads.p99, unit: 'ms', digits: 1 },
      {
        name: `(http) grid reads at ${options.calmReadRate}/s with ${options.writeRate} writes/s p99`,
        measured: calmMixed.reads.p99,
        unit: 'ms',
        digits: 1,
      },
      {
        name: `(http) read p99 at ${options.calmReadRate}/s with ${options.writeRate} writes/s / read-only p99`,
        measured: calmMixed.reads.p99 / calm.reads.p99,
        unit: 'x',
        target: 1.5,
        direction: 'at most',
        digits: 2,
      },
      {
        name: `(http) calm writes refused beside the reads`,
        measured: others(calmMixed.writes?.status ?? {}, '200') + (calmMixed.writes?.errors ?? 0),
        unit: 'writes',
        target: 0,
        direction: 'at most',
      },
      {
        name: `(http) read p99 at ${options.readRate}/s with ${options.writeRate} writes/s / read-only p99`,
        measured: mixed.reads.p99 / paced.reads.p99,
        unit: 'x',
        digits: 2,
      },
      { name: `(http) writes refused beside the reads`, measured: refused, unit: 'writes', target: 0, direction: 'at most' },
      {
        name: `(http) sustained one-cell submissions at ${options.sustainedRate}/s: accepted`,
        measured: count(sustained.status, '200') / options.seconds,
        unit: '/s',
        target: options.sustainedRate * 0.97,
        direction: 'at least',
      },
      {
        name: `(http) sustained one-cell submissions at ${options.sustainedRate}/s p99`,
        measured: sustained.p99,
        unit: 'ms',
        target: 50,
        direction: 'at most',
        digits: 1,
      },
      { name: `(http) sustained submissions refused`, measured: sustainedRefused, unit: 'writes', target: 0, direction: 'at most' },
    ];
    return {
      title: `(http) 24-hour grid read over HTTP (24 x ${options.codes}, ${formatNumber(jsonBytes)} B of JSON), ${options.seconds} s per run, event log ${groupCommit ? 'in group commit (the fsync off the event loop)' : 'fsyncing each commit on the event loop (SQLITE_GROUP_COMMIT=0)'}`,
      rows: [
        ['setup: parameters, screen, values through POST /data', `${formatNumber(seed.setupSeconds, 1)} s`],
        ['load average (1 min) before / after the runs', `${formatNumber(loadBefore, 2)} / ${formatNumber(loadAfter, 2)}`],
        ['reads at saturation (32 connections)', row(saturated)],
        [`reads at ${options.calmReadRate} req/s`, row(calm)],
        [`reads at ${options.calmReadRate} req/s + ${options.writeRate} writes/s`, row(calmMixed)],
        [
          `  its writes: sent / accepted / refused (by status)`,
          `${calmMixed.writes?.total ?? 0} / ${count(calmMixed.writes?.status ?? {}, '200')} / ${others(calmMixed.writes?.status ?? {}, '200') + (calmMixed.writes?.errors ?? 0)} ${JSON.stringify(calmMixed.writes?.status ?? {})}, p99 ${ms(calmMixed.writes?.p99 ?? Number.NaN)}`,
        ],
        [`reads at ${options.readRate} req/s`, row(paced)],
        ...(revalidated
          ? [
              [
                `reads at ${options.readRate} req/s revalidating (If-None-Match: 304s ${count(revalidated.reads.status, '304')})`,
                row(revalidated),
              ] as [string, string],
            ]
          : []),
        [`reads at ${options.readRate} req/s + ${options.writeRate} writes/s`, row(mixed)],
        [
          'writes: sent / accepted / refused (by status)',
          `${writes.total} / ${count(writes.status, '200')} / ${refused} ${JSON.stringify(writes.status)}, p99 ${ms(writes.p99)}`,
        ],
        [
          `sustained submissions at ${options.sustainedRate}/s (32 connections, no reads): sent / accepted / refused`,
          `${sustained.total} / ${count(sustained.status, '200')} / ${sustainedRefused} ${JSON.stringify(sustained.status)}, ${formatNumber(sustained.rps)}/s, p50 ${ms(sustained.p50)}, p99 ${ms(sustained.p99)}, server CPU ${formatNumber(sustainedRun.cpu / Math.max(1, sustained.total))} µs/write`,
        ],
      ],
      metrics,
    };
  } finally {
    await server.destroy();
  }
};
