import { randomUUID } from 'node:crypto';
import { addDays, AUTH_HEADER, type ChangeRecordInput, type ScreenWriteResult, type SubmitDataResult } from '@ftr/contracts';
import { startTestServer, type TestServer } from '@ftr/server/testing/embedded.ts';
import { formatNumber, type SectionResult } from './report.ts';
import { percentile } from './stats.ts';

/**
 * Issue 5 item 6: the as-of grid load. A 24 x `codes` hourly screen at BA with a realistic week of history
 * (every hour of `days` days entered through POST /data, one submission per day, then `corrections`
 * rounds correcting every cell of the last few days), each submission a minute apart on the server's
 * clock; then `loads` loads of heading + hourly data with ?asOf= at instants spread over that history.
 */
export interface AsOfOptions {
  days: number;
  codes: number;
  corrections: number;
  loads: number;
}

const START = new Date('2026-11-25T10:30:00Z'); // factory date 2026-11-26
const TODAY = '2026-11-26';
const OP = 'BC2026';
const codeOf = (i: number) => `AO-P${String(i + 1).padStart(3, '0')}-V-1H`;
const valueOf = (column: number, day: number, hour: number, round: number) => Math.round((50 + ((column * 7 + day * 3 + hour + round * 11) % 30) / 10) * 1000) / 1000;

const http = (server: TestServer, token: string) => async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
  const headers: Record<string, string> = { [AUTH_HEADER]: token, ...(body ? { 'content-type': 'application/json' } : {}) };
  const response = await fetch(`${server.url}/api${path}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
};

export const benchAsOf = async (options: AsOfOptions): Promise<SectionResult> => {
  let now = START.getTime();
  const server = await startTestServer({ clock: { now: () => new Date(now) }, demoDays: 0 });
  try {
    const { token } = await server.login('supervisor.ba', 'BA');
    const call = http(server, token);
    const codes = Array.from({ length: options.codes }, (_, i) => codeOf(i));
    const setupStarted = performance.now();
    // The CCF parameters' analysis (a parameter's analysis must exist; its type and band 40..60 are taken from it).
    await call('POST', '/ccf-analysis', { code: 'AO', name: 'As-of bench', type: 'QC', low_abs: 30, low_trigger: 40, high_trigger: 60, high_abs: 70 });
    for (const [i, CODE] of codes.entries()) {
      const ccf = i % 6 === 0 ? { CCF_ANALYSIS: 'AO' } : {};
      await call('POST', '/parameter', { CODE, HEADING1: `As of ${i + 1}`, PCAT_CODE: 'BENCH', UPPER_ABS_LIMIT: 1000, LOWER_ABS_LIMIT: 0, ...ccf });
    }
    const { ID: screen } = await call<ScreenWriteResult>('POST', '/data-screen', { DESCRIPTION: 'As-of bench', SCREEN_TYPE: 'HLY', ACCESS_LEVEL: 1, AREA: 'A' });
    for (const code of codes) await call('POST', `/data-screen-member/${screen}/${code}`);

    const days = Array.from({ length: options.days }, (_, d) => addDays(TODAY, d - options.days + 1));
    const current = new Map<string, number>();
    const records = (date: string, day: number, round: number): ChangeRecordInput[] =>
      codes.flatMap((CODE, column) =>
        Array.from({ length: 24 }, (_, h) => {
          const key = `${CODE}|${date}|${h + 1}`;
          const VALUE = valueOf(column, day, h + 1, round);
          const ORIGINAL_VALUE = current.get(key) ?? null;
          current.set(key, VALUE);
          const change = { TYPE: ORIGINAL_VALUE === null ? 'Insert' : 'Update', CODE, FTR_DATE: date, FTR_HOUR: h + 1, OPERATION: OP, AUDIT: false, VALUE, ORIGINAL_VALUE, VALID: true } as const;
          return ORIGINAL_VALUE === null ? change : { ...change, REASON: 'Late lab result' };
        }),
      );
    const instants: number[] = [];
    let position = '0';
    const submit = async (date: string, round: number) => {
      now += 60_000;
      instants.push(now);
      position = (await call<SubmitDataResult>('POST', '/data', { submissionId: randomUUID(), screenId: String(screen), data: records(date, days.indexOf(date), round) })).position;
    };
    for (const date of days) await submit(date, 0);
    for (let round = 1; round <= options.corrections; round += 1) for (const date of days.slice(-3)) await submit(date, round);
    await server.projector.waitFor(BigInt(position), 60_000);
    now += 60_000;
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    const load = async (date: string, asOf: number) => {
      const query = `?asOf=${encodeURIComponent(new Date(asOf).toISOString())}`;
      const t0 = performance.now();
      await Promise.all([
        call('GET', `/data-screen/heading/${screen}/${OP}/HLY/${date}/END${query}`),
        call('GET', `/data-screen/hourly-data-ds/${OP}/${screen}/${date}/END${query}`),
      ]);
      return performance.now() - t0;
    };
    const pick = (i: number) => ({ date: days[(i * 5) % days.length] ?? TODAY, asOf: (instants[(i * 7) % instants.length] ?? now) + 30_000 });
    for (let i = 0; i < 20; i += 1) await load(pick(i).date, pick(i).asOf);
    const loads: number[] = [];
    for (let i = 0; i < options.loads; i += 1) loads.push(await load(pick(i).date, pick(i).asOf));

    const ms = (value: number) => `${formatNumber(value, 2)} ms`;
    const submissions = instants.length;
    return {
      title: `(as of) 24 x ${options.codes} hourly screen, ${options.days} days of history and ${options.corrections} correction rounds (${formatNumber(submissions)} submissions, ${formatNumber(submissions * 24 * options.codes)} changes)`,
      rows: [
        ['setup: parameters, screen, values and corrections through POST /data', `${formatNumber(setupSeconds, 1)} s`],
        [`as-of grid load (heading + data, in parallel) p50 / p99 over ${options.loads}`, `${ms(percentile(loads, 50))} / ${ms(percentile(loads, 99))}`],
      ],
      metrics: [
        { name: '(as of) 24 x 60 as-of grid load p50', measured: percentile(loads, 50), unit: 'ms', digits: 2 },
        { name: '(as of) 24 x 60 as-of grid load p99', measured: percentile(loads, 99), unit: 'ms', target: 100, direction: 'at most', digits: 2 },
      ],
    };
  } finally {
    await server.destroy();
  }
};
