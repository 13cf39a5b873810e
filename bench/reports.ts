import { randomUUID } from 'node:crypto';
import {
  addDays,
  AUTH_HEADER,
  valuesStream,
  type EventMetadata,
  type GrabberPageDto,
  type ParameterDto,
  type ReportParameterWriteResult,
  type ReportWriteResult,
} from '@ftr/contracts';
import type { EventToAppend } from '@ftr/infra/eventstore/port.ts';
import { startTestServer, type TestServer } from '@ftr/server/testing/embedded.ts';
import { formatNumber, type SectionResult } from './report.ts';
import { serverCpuPerRequest } from './serverCpu.ts';
import { percentile } from './stats.ts';

/**
 * A grabber of `parameters` BA parameters with an hourly value every factory hour of
 * `days` days (50 x 365 x 24 = 438,000 values), appended as the events POST /data writes (one per code and
 * date); the projector then catches up. Measured over loopback HTTP on the real embedded server: page 1
 * (100 rows), a page in the middle, and the full export's time and the process's peak RSS meanwhile (the
 * export runs on a worker thread in this process).
 */
export interface ReportsOptions {
  parameters: number;
  days: number;
  loads: number;
}

const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';
const BATCH = 500;

const meta = (): EventMetadata => {
  const id = randomUUID();
  return {
    userId: 'supervisor.ba',
    site: 'BA',
    correlationId: id,
    causationId: id,
    timestamp: NOW.toISOString(),
    schemaVersion: 1,
    submissionId: id,
  };
};

const appendValues = async (server: TestServer, codes: readonly string[], days: number) => {
  const streams = new Map<string, EventToAppend[]>();
  for (let d = 0; d < days; d += 1) {
    const date = addDays(TODAY, -d);
    for (const [c, code] of codes.entries()) {
      const changes = Array.from({ length: 24 }, (_, h) => ({
        code,
        date,
        hour: h + 1,
        kind: 'Insert' as const,
        value: Math.round((c * 10 + ((d * 24 + h) % 97) / 7) * 1000) / 1000,
        previous: null,
      }));
      const event: EventToAppend = {
        type: 'ParameterValuesSubmitted',
        data: { site: 'BA', operation: 'BC2026', submissionId: randomUUID(), changes },
        metadata: meta(),
      };
      const stream = valuesStream('BA', date);
      streams.set(stream, [...(streams.get(stream) ?? []), event]);
    }
  }
  for (const [stream, events] of streams) {
    for (let i = 0; i < events.length; i += BATCH) await server.infra.eventStore.append(stream, events.slice(i, i + BATCH), 'any');
  }
};

/** Pages a second of the fixed-rate runs (the requirement's load). */
const RATE = 100;

type Api = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Response>;

/** Every page of `path` in both orders: each once (no answer cached yet for it). */
const everyPage = (path: string, pages: number) =>
  (['asc', 'desc'] as const).flatMap((sort) => Array.from({ length: pages }, (_, i) => `${path}?page=${String(i + 1)}&sort=${sort}`));

/**
 * Requests sent at RATE a second whatever the answers' pace, each timed from when it was due (so a slow
 * answer delays none and its queueing counts): first every page new (a read-model read each, after a write
 * to one of the grabber's codes), then ten cached pages for five seconds.
 */
const atRate = async (api: Api, path: string, pages: number) => {
  const run = async (urls: string[]) => {
    const started = performance.now();
    const due = urls.map((_, i) => started + (i * 1000) / RATE);
    return Promise.all(
      urls.map(async (url, i) => {
        const wait = (due[i] ?? 0) - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        await (await api('GET', url)).arrayBuffer();
        return performance.now() - (due[i] ?? 0);
      }),
    );
  };
  const cold = await run(everyPage(path, pages).slice(0, 5 * RATE));
  const cached = await run(Array.from({ length: 5 * RATE }, (_, i) => `${path}?page=${String((i % 10) + 1)}`));
  return { cold, cached };
};

/** Server CPU per page (serverCpu.ts): every page new (pages not yet asked), cached (page 1 again), revalidated with its ETag (304). */
const cpuPerPage = async (api: Api, path: string, pages: number) => {
  const perRequest = (urls: string[], headers: Record<string, string> = {}) =>
    serverCpuPerRequest(urls.length, async (i) => (await api('GET', urls[i] ?? '', undefined, headers)).arrayBuffer());
  const cold = await perRequest(everyPage(path, pages));
  const cached = await perRequest(Array.from({ length: 200 }, () => `${path}?page=1`));
  const etag = (await api('GET', `${path}?page=1`)).headers.get('etag') ?? '';
  const revalidated = await perRequest(
    Array.from({ length: 200 }, () => `${path}?page=1`),
    { 'if-none-match': etag },
  );
  return { cold, cached, revalidated };
};

export const benchReports = async (options: ReportsOptions): Promise<SectionResult> => {
  const server = await startTestServer({ now: NOW, demoDays: 0 });
  try {
    const { token } = await server.login('supervisor.ba', 'BA');
    const api = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const response = await fetch(`${server.url}/api${path}`, {
        method,
        headers: {
          [AUTH_HEADER]: token,
          'accept-encoding': 'br, gzip',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok && response.status !== 304) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response;
    };
    const parameters = (await (await api('GET', '/parameters?site=BA&inUse=false')).json()) as ParameterDto[];
    const codes = parameters.slice(0, options.parameters).map((p) => p.CODE);
    if (codes.length < options.parameters) throw new Error(`the demo has ${codes.length} BA parameters, fewer than ${options.parameters}`);
    const grabber = (await (await api('POST', '/grabber', { name: `Bench ${randomUUID().slice(0, 8)}` })).json()) as ReportWriteResult;
    for (const code of codes) {
      (await (
        await api('POST', '/report-parameters', { REPT_ID: grabber.ID, CODE: code, SITE: 'BA' })
      ).json()) as ReportParameterWriteResult;
    }
    const setupStarted = performance.now();
    await appendValues(server, codes, options.days);
    await server.settle();
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    const from = addDays(TODAY, -(options.days - 1));
    const path = `/stored-grabber/${grabber.ID}/${from}/${TODAY}/NONE`;
    const page = async (n: number) => {
      const t0 = performance.now();
      const data = (await (await api('GET', `${path}?page=${n}`)).json()) as GrabberPageDto;
      if (data.rows.length !== 100) throw new Error(`page ${n}: ${data.rows.length} rows`);
      return { ms: performance.now() - t0, total: data.total };
    };
    const measure = async (n: number) => {
      for (let i = 0; i < 20; i += 1) await page(n);
      const samples: number[] = [];
      for (let i = 0; i < options.loads; i += 1) samples.push((await page(n)).ms);
      return samples;
    };
    const total = (await page(1)).total;
    const first = await measure(1);
    const middle = await measure(Math.floor(total / 200));
    const pages = Math.ceil(total / 100);
    // A value of one of the grabber's codes written: every cached page of it is stale, so each is made anew.
    const touch = async () => {
      await appendValues(server, codes.slice(0, 1), 1);
      await server.settle();
    };
    await touch();
    const cpu = await cpuPerPage(api, path, pages);
    await touch();
    const rate = await atRate(api, path, pages);

    let peak = process.memoryUsage().rss;
    const before = peak;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const t0 = performance.now();
    const file = await api('POST', `/stored-grabber/export/${grabber.ID}/${from}/${TODAY}/NONE`, {
      transpose: false,
      filename: 'bench',
      sort: 'asc',
    });
    const bytes = (await file.arrayBuffer()).byteLength;
    const exportSeconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    const mb = (n: number) => n / 1024 / 1024;

    const ms = (value: number) => `${formatNumber(value, 2)} ms`;
    const pair = (samples: number[]) => `${ms(percentile(samples, 50))} / ${ms(percentile(samples, 99))}`;
    const points = options.parameters * options.days * 24;
    return {
      title: `(reports) grabber of ${options.parameters} parameters x ${options.days} days hourly (${formatNumber(points)} values)`,
      rows: [
        ['setup: append the values, projector catch-up', `${formatNumber(setupSeconds, 1)} s`],
        [`page 1 (100 of ${formatNumber(total)} rows) p50 / p99 over ${options.loads}`, pair(first)],
        [`page ${Math.floor(total / 200)} (the middle) p50 / p99`, pair(middle)],
        [`full export (${formatNumber(points)} values, ${formatNumber(mb(bytes), 1)} MB .xlsx)`, `${formatNumber(exportSeconds, 2)} s`],
        [
          `server CPU per page, every page new / cached / revalidated (304)`,
          `${ms(cpu.cold)} / ${ms(cpu.cached)} / ${ms(cpu.revalidated)}`,
        ],
        [`at ${String(RATE)} pages/s, every page new (${String(rate.cold.length)} pages) p50 / p99`, pair(rate.cold)],
        [`at ${String(RATE)} pages/s, cached pages (${String(rate.cached.length)} loads of 10 pages) p50 / p99`, pair(rate.cached)],
        ['process RSS before / peak during the export', `${formatNumber(mb(before))} / ${formatNumber(mb(peak))} MB`],
      ],
      metrics: [
        { name: '(reports) grabber page 1 p50', measured: percentile(first, 50), unit: 'ms', digits: 2 },
        { name: '(reports) grabber page 1 p99', measured: percentile(first, 99), unit: 'ms', target: 50, direction: 'at most', digits: 2 },
        {
          name: '(reports) grabber middle page p99',
          measured: percentile(middle, 99),
          unit: 'ms',
          target: 50,
          direction: 'at most',
          digits: 2,
        },
        {
          name: `(reports) export of ${formatNumber(points)} values`,
          measured: exportSeconds,
          unit: 's',
          target: 3,
          direction: 'at most',
          digits: 2,
        },
        { name: '(reports) grabber CPU per page, every page new', measured: cpu.cold, unit: 'ms', digits: 2 },
        { name: '(reports) grabber CPU per page, cached', measured: cpu.cached, unit: 'ms', target: 2, direction: 'at most', digits: 2 },
        {
          name: `(reports) grabber p99 at ${String(RATE)} pages/s, every page new`,
          measured: percentile(rate.cold, 99),
          unit: 'ms',
          digits: 2,
        },
        { name: `(reports) grabber p50 at ${String(RATE)} pages/s, cached`, measured: percentile(rate.cached, 50), unit: 'ms', digits: 2 },
        {
          name: `(reports) grabber p99 at ${String(RATE)} pages/s, cached`,
          measured: percentile(rate.cached, 99),
          unit: 'ms',
          target: 25,
          direction: 'at most',
          digits: 2,
        },
        // The bench process also holds the server and the history it appended: the export's own memory is the growth.
        {
          name: '(reports) process RSS growth during the export',
          measured: mb(peak - before),
          unit: 'MB',
          target: 300,
          direction: 'at most',
        },
        { name: '(reports) process peak RSS during the export', measured: mb(peak), unit: 'MB' },
      ],
    };
  } finally {
    await server.destroy();
  }
};
