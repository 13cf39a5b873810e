import { randomUUID } from 'node:crypto';
import { addDays, type DashboardDataDto, type SubmitDataResult } from '@ftr/contracts';
import { makeAnswer } from '@ftr/infra/http/answerCache.ts';
import { startTestServer } from '@ftr/server/testing/embedded.ts';
import { NOW, TODAY, hourlyRecords, httpCall, valueOf } from './gridSeed.ts';
import { formatNumber, type SectionResult } from './report.ts';
import { percentile } from './stats.ts';
import { listCodeParts } from '@ftr/server/testing/lookupFixtures.ts';

/**
 * The dashboard data read on the real embedded server over loopback HTTP. The data set:
 * `codes` hourly parameters at BA with `days` days of values each (every hour, entered through POST /data
 * under the campaign BC2026, one submission per day), one site dashboard showing all of them with a
 * history of `days` days; then `loads` reads of GET /dashboard-data/BA/{id}/BC/{today}.
 */
export interface DashboardBenchOptions {
  codes: number;
  days: number;
  loads: number;
  /** Reads each right after a value of the dashboard changed. */
  changes: number;
}

export const benchDashboards = async (options: DashboardBenchOptions): Promise<SectionResult> => {
  const server = await startTestServer({ now: NOW, demoDays: 0 });
  try {
    const setupStarted = performance.now();
    const supervisor = httpCall(server, (await server.login('supervisor.ba', 'BA')).token);
    const manager = httpCall(server, (await server.login('manager.co', 'BA')).token);
    const codes = Array.from({ length: options.codes }, (_, i) => `DB-P${String(i + 1).padStart(2, '0')}-V-1H`);
    await listCodeParts(server, codes);
    for (const [i, CODE] of codes.entries())
      await supervisor('POST', '/parameter', { CODE, HEADING1: `Dashboard bench ${i + 1}`, PCAT_CODE: 'BENCH' });
    const days = Array.from({ length: options.days }, (_, d) => addDays(TODAY, d - options.days + 1));
    const records = hourlyRecords(codes, valueOf, () => 'BC2026');
    let position = '0';
    for (const [day, date] of days.entries()) {
      const data = records(date, day, 0);
      position = (await supervisor<SubmitDataResult>('POST', '/data', { submissionId: randomUUID(), data })).position;
    }
    const { ID } = await manager<{ ID: number }>('POST', '/dashboard', { description: 'Dashboard bench', format: 1 });
    for (const code of codes) {
      position = (await manager<{ position: string }>('POST', `/dashboard-parameters/${ID}`, { code, history: options.days })).position;
    }
    await server.projector.waitFor(BigInt(position), 60_000);
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    const url = `/dashboard-data/BA/${ID}/BC/${TODAY}`;
    const load = async (after?: string) => {
      const t0 = performance.now();
      const { series } = await manager<DashboardDataDto>('GET', url, undefined, after);
      const values = series.flatMap((s) => s.sites.flatMap((site) => site.PARAM_VALUE.filter((value) => value !== null)));
      return { ms: performance.now() - t0, points: values.length };
    };
    const first = await load();
    // The answer as the server keeps it: its JSON and the gzip and brotli forms it sends.
    const answer = makeAnswer(JSON.stringify(await manager<unknown>('GET', url)));
    const kB = (bytes: number) => `${formatNumber(bytes / 1000, 1)} kB`;
    const expected = options.codes * options.days * 24;
    if (first.points !== expected) throw new Error(`the dashboard answered ${first.points} points, not ${expected}`);
    for (let i = 0; i < 20; i += 1) await load();
    // An unchanged dashboard: every screen showing it reads the one answer made since the last change.
    const unchanged: number[] = [];
    const cpuBefore = process.cpuUsage();
    for (let i = 0; i < options.loads; i += 1) unchanged.push((await load()).ms);
    const cpu = process.cpuUsage(cpuBefore);
    // The server and this client share the process: CPU per read includes parsing the answer. It moves far
    // less with the shared machine's load than the latencies do.
    const cpuPerRead = (cpu.user + cpu.system) / 1000 / options.loads;
    // After a change: a value of one of its codes is entered, then the read that shows it is made afresh.
    const changed: number[] = [];
    const changedCpu: number[] = [];
    const today = records(TODAY, days.length - 1, 0).filter((r) => r.FTR_HOUR === 24);
    const current = new Map(today.map((cell) => [cell.CODE, cell.VALUE]));
    for (let i = 0; i < options.changes; i += 1) {
      const cell = today[i % today.length];
      if (!cell) break;
      const VALUE = 100 + i;
      const data = [{ ...cell, TYPE: 'Update', ORIGINAL_VALUE: current.get(cell.CODE) ?? null, VALUE, REASON: 'Bench' }];
      current.set(cell.CODE, VALUE);
      const written = await supervisor<SubmitDataResult>('POST', '/data', { submissionId: randomUUID(), data });
      const cpuBeforeRead = process.cpuUsage();
      changed.push((await load(written.position)).ms);
      const cpuOfRead = process.cpuUsage(cpuBeforeRead);
      changedCpu.push((cpuOfRead.user + cpuOfRead.system) / 1000);
    }

    const ms = (value: number) => `${formatNumber(value, 2)} ms`;
    const pair = (samples: number[]) => `${ms(percentile(samples, 50))} / ${ms(percentile(samples, 99))}`;
    return {
      title: `(dashboards) ${options.codes} parameters x ${options.days} days of hourly values (${formatNumber(expected)} points per read)`,
      rows: [
        ['setup: parameters, values through POST /data, the dashboard', `${formatNumber(setupSeconds, 1)} s`],
        ['answer: JSON / gzip / brotli', `${kB(answer.json.length)} / ${kB(answer.body('gzip').length)} / ${kB(answer.body('br').length)}`],
        [`GET /dashboard-data, unchanged dashboard, p50 / p99 over ${options.loads}`, pair(unchanged)],
        ['CPU per unchanged read (server and client in one process)', ms(cpuPerRead)],
        [`GET /dashboard-data right after a value changed, p50 / p99 over ${changed.length}`, pair(changed)],
        ['CPU per read after a change (the answer made afresh), p50', ms(percentile(changedCpu, 50))],
      ],
      metrics: [
        { name: '(dashboards) 12 x 28 days, unchanged: p50', measured: percentile(unchanged, 50), unit: 'ms', digits: 2 },
        {
          name: '(dashboards) 12 x 28 days, unchanged: p99',
          measured: percentile(unchanged, 99),
          unit: 'ms',
          target: 50,
          direction: 'at most',
          digits: 2,
        },
        { name: '(dashboards) 12 x 28 days, unchanged: CPU per read', measured: cpuPerRead, unit: 'ms', digits: 2 },
        { name: '(dashboards) 12 x 28 days, after a change: CPU per read', measured: percentile(changedCpu, 50), unit: 'ms', digits: 2 },
        { name: '(dashboards) 12 x 28 days, after a change: p50', measured: percentile(changed, 50), unit: 'ms', digits: 2 },
        {
          name: '(dashboards) 12 x 28 days, after a change: p99',
          measured: percentile(changed, 99),
          unit: 'ms',
          target: 50,
          direction: 'at most',
          digits: 2,
        },
      ],
    };
  } finally {
    await server.destroy();
  }
};
