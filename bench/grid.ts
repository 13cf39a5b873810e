import { randomUUID } from 'node:crypto';
import { addDays, AUTH_HEADER, MIN_POSITION_HEADER, type ChangeRecordInput, type ScreenWriteResult, type SubmitDataResult } from '@ftr/contracts';
import { startTestServer, type TestServer } from '@ftr/server/testing/embedded.ts';
import { formatNumber, type SectionResult } from './report.ts';
import { percentile } from './stats.ts';

/**
 * Issue 4 §9: the data-entry grid on the real embedded server over loopback HTTP. A 24 x `codes` hourly
 * screen at BA over a store holding `days` days of hourly values for every column (entered through
 * POST /data, one submission per day); then `loads` grid loads (heading + hourly data, full day) of
 * random days, and `submissions` full-screen submissions (every cell of a day updated, CCF parameters
 * included), each followed by the grid reload that shows it (x-min-position).
 */
export interface GridOptions {
  days: number;
  codes: number;
  loads: number;
  submissions: number;
}

// 10:30 UTC on 25 Nov 2026: factory date 2026-11-26. BA's campaign BC2026 runs from 30 days back, JR2026 60..31.
const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';
const operationOf = (date: string) => (date >= addDays(TODAY, -30) ? 'BC2026' : 'JR2026');
const codeOf = (i: number) => `GB-P${String(i + 1).padStart(3, '0')}-V-1H`;
const valueOf = (column: number, day: number, hour: number, round: number) => Math.round((50 + ((column * 7 + day * 3 + hour + round) % 30) / 10) * 1000) / 1000;

const http = (server: TestServer, token: string) => async <T>(method: 'GET' | 'POST', path: string, body?: unknown, after?: string): Promise<T> => {
  const headers: Record<string, string> = { [AUTH_HEADER]: token, ...(body ? { 'content-type': 'application/json' } : {}), ...(after ? { [MIN_POSITION_HEADER]: after } : {}) };
  const response = await fetch(`${server.url}/api${path}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
};

export const benchGrid = async (options: GridOptions): Promise<SectionResult> => {
  const server = await startTestServer({ now: NOW });
  try {
    const { token } = await server.login('supervisor.ba', 'BA');
    const call = http(server, token);
    const codes = Array.from({ length: options.codes }, (_, i) => codeOf(i));
    const setupStarted = performance.now();
    // The CCF parameters' analysis (a parameter's analysis must exist; its type and band 40..60 are taken from it).
    await call('POST', '/ccf-analysis', { code: 'GB', name: 'Grid bench', type: 'QC', low_abs: 30, low_trigger: 40, high_trigger: 60, high_abs: 70 });
    for (const [i, CODE] of codes.entries()) {
      // Every sixth column is a CCF parameter (band 40..60), so submissions run the CCF labelling too.
      const ccf = i % 6 === 0 ? { CCF_ANALYSIS: 'GB' } : {};
      await call('POST', '/parameter', { CODE, HEADING1: `Bench ${i + 1}`, PCAT_CODE: 'BENCH', UPPER_ABS_LIMIT: 1000, LOWER_ABS_LIMIT: 0, ...ccf });
    }
    const { ID: screen } = await call<ScreenWriteResult>('POST', '/data-screen', { DESCRIPTION: 'Bench 24 x 60', SCREEN_TYPE: 'HLY', ACCESS_LEVEL: 1, AREA: 'A' });
    for (const code of codes) await call('POST', `/data-screen-member/${screen}/${code}`);

    const days = Array.from({ length: options.days }, (_, d) => addDays(TODAY, d - options.days + 1));
    const current = new Map<string, number>();
    const dayRecords = (date: string, day: number, round: number): ChangeRecordInput[] =>
      codes.flatMap((CODE, column) =>
        Array.from({ length: 24 }, (_, h) => {
          const key = `${CODE}|${date}|${h + 1}`;
          const VALUE = valueOf(column, day, h + 1, round);
          const ORIGINAL_VALUE = current.get(key) ?? null;
          current.set(key, VALUE);
          const change = { TYPE: ORIGINAL_VALUE === null ? 'Insert' : 'Update', CODE, FTR_DATE: date, FTR_HOUR: h + 1, OPERATION: operationOf(date), AUDIT: false, VALUE, ORIGINAL_VALUE, VALID: true } as const;
          // Corrections of past days need a reason (the site's default rule).
          return ORIGINAL_VALUE === null ? change : { ...change, REASON: 'Late lab result' };
        }),
      );
    let position = '0';
    for (const [day, date] of days.entries()) {
      position = (await call<SubmitDataResult>('POST', '/data', { submissionId: randomUUID(), screenId: String(screen), data: dayRecords(date, day, 0) })).position;
    }
    await server.projector.waitFor(BigInt(position), 60_000);
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    const load = async (date: string, after?: string) => {
      const t0 = performance.now();
      const operation = operationOf(date);
      await Promise.all([
        call('GET', `/data-screen/heading/${screen}/${operation}/HLY/${date}/END`, undefined, after),
        call('GET', `/data-screen/hourly-data-ds/${operation}/${screen}/${date}/END`, undefined, after),
      ]);
      return performance.now() - t0;
    };
    for (let i = 0; i < 20; i += 1) await load(days[i % days.length] ?? TODAY);
    const loads: number[] = [];
    for (let i = 0; i < options.loads; i += 1) loads.push(await load(days[(i * 37) % days.length] ?? TODAY));

    const posts: number[] = [];
    const roundTrips: number[] = [];
    const recent = days.slice(-4);
    for (let i = 0; i < options.submissions; i += 1) {
      const date = recent[i % recent.length] ?? TODAY;
      const data = dayRecords(date, days.indexOf(date), i + 1);
      const t0 = performance.now();
      const result = await call<SubmitDataResult>('POST', '/data', { submissionId: randomUUID(), screenId: String(screen), data });
      posts.push(performance.now() - t0);
      await load(date, result.position);
      roundTrips.push(performance.now() - t0);
    }

    const ms = (value: number) => `${formatNumber(value, 2)} ms`;
    const pair = (samples: number[]) => `${ms(percentile(samples, 50))} / ${ms(percentile(samples, 99))}`;
    return {
      title: `(grid) 24 x ${options.codes} hourly screen over ${options.days} days of values (${formatNumber(options.days * 24 * options.codes)} values)`,
      rows: [
        ['setup: parameters, screen, values through POST /data', `${formatNumber(setupSeconds, 1)} s`],
        [`grid load (heading + data, in parallel) p50 / p99 over ${options.loads}`, pair(loads)],
        [`full-screen POST /data (${24 * options.codes} changes) p50 / p99 over ${options.submissions}`, pair(posts)],
        ['full-screen round trip (POST + grid reload showing it) p50 / p99', pair(roundTrips)],
      ],
      metrics: [
        { name: '(grid) 24 x 60 grid load p50', measured: percentile(loads, 50), unit: 'ms', digits: 2 },
        { name: '(grid) 24 x 60 grid load p99', measured: percentile(loads, 99), unit: 'ms', target: 100, direction: 'at most', digits: 2 },
        { name: '(grid) full-screen submission round trip p50', measured: percentile(roundTrips, 50), unit: 'ms', digits: 2 },
        { name: '(grid) full-screen submission round trip p99', measured: percentile(roundTrips, 99), unit: 'ms', digits: 2 },
      ],
    };
  } finally {
    await server.destroy();
  }
};
