import { randomUUID } from 'node:crypto';
import { addDays, type SubmitDataResult } from '@ftr/contracts';
import { startTestServer } from '@ftr/server/testing/embedded.ts';
import { createHourlyScreen, hourlyRecords, httpCall } from './gridSeed.ts';
import { formatNumber, type SectionResult } from './report.ts';
import { percentile } from './stats.ts';
import { listCodeParts } from '@ftr/server/testing/lookupFixtures.ts';

/**
 * The as-of grid load. A 24 x `codes` hourly screen at BA with a realistic week of history
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
const valueOf = (column: number, day: number, hour: number, round: number) =>
  Math.round((50 + ((column * 7 + day * 3 + hour + round * 11) % 30) / 10) * 1000) / 1000;

export const benchAsOf = async (options: AsOfOptions): Promise<SectionResult> => {
  let now = START.getTime();
  const server = await startTestServer({ clock: { now: () => new Date(now) }, demoDays: 0 });
  try {
    const { token } = await server.login('supervisor.ba', 'BA');
    const call = httpCall(server, token);
    const codes = Array.from({ length: options.codes }, (_, i) => codeOf(i));
    const setupStarted = performance.now();
    await listCodeParts(server, codes);
    const screen = await createHourlyScreen(call, codes, {
      analysis: 'AO',
      analysisName: 'As-of bench',
      heading: 'As of',
      screen: 'As-of bench',
    });
    const days = Array.from({ length: options.days }, (_, d) => addDays(TODAY, d - options.days + 1));
    const records = hourlyRecords(codes, valueOf, () => OP);
    const instants: number[] = [];
    let position = '0';
    const submit = async (date: string, round: number) => {
      now += 60_000;
      instants.push(now);
      position = (
        await call<SubmitDataResult>('POST', '/data', {
          submissionId: randomUUID(),
          screenId: String(screen),
          data: records(date, days.indexOf(date), round),
        })
      ).position;
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
    const pick = (i: number) => ({
      date: days[(i * 5) % days.length] ?? TODAY,
      asOf: (instants[(i * 7) % instants.length] ?? now) + 30_000,
    });
    for (let i = 0; i < 20; i += 1) await load(pick(i).date, pick(i).asOf);
    const loads: number[] = [];
    for (let i = 0; i < options.loads; i += 1) loads.push(await load(pick(i).date, pick(i).asOf));

    const ms = (value: number) => `${formatNumber(value, 2)} ms`;
    const submissions = instants.length;
    return {
      title: `(as of) 24 x ${options.codes} hourly screen, ${options.days} days of history and ${options.corrections} correction rounds (${formatNumber(submissions)} submissions, ${formatNumber(submissions * 24 * options.codes)} changes)`,
      rows: [
        ['setup: parameters, screen, values and corrections through POST /data', `${formatNumber(setupSeconds, 1)} s`],
        [
          `as-of grid load (heading + data, in parallel) p50 / p99 over ${options.loads}`,
          `${ms(percentile(loads, 50))} / ${ms(percentile(loads, 99))}`,
        ],
      ],
      metrics: [
        { name: '(as of) 24 x 60 as-of grid load p50', measured: percentile(loads, 50), unit: 'ms', digits: 2 },
        {
          name: '(as of) 24 x 60 as-of grid load p99',
          measured: percentile(loads, 99),
          unit: 'ms',
          target: 100,
          direction: 'at most',
          digits: 2,
        },
      ],
    };
  } finally {
    await server.destroy();
  }
};
