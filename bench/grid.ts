import { randomUUID } from 'node:crypto';
import type { SubmitDataResult } from '@ftr/contracts';
import { startTestServer } from '@ftr/server/testing/embedded.ts';
import { NOW, operationOf, seedGrid, TODAY } from './gridSeed.ts';
import { formatNumber, type SectionResult } from './report.ts';
import { percentile } from './stats.ts';

/**
 * The data-entry grid on the real embedded server over loopback HTTP. A 24 x `codes` hourly
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

export const benchGrid = async (options: GridOptions): Promise<SectionResult> => {
  const server = await startTestServer({ now: NOW });
  try {
    const { call, screen, days, dayRecords, setupSeconds } = await seedGrid(server, options);

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
