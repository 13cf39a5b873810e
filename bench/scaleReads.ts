import { setTimeout as sleep } from 'node:timers/promises';
import { addDays, SUMMARY_STATISTICS, type DashboardDataDto, type SummaryDefault, type SummaryRow } from '@ftr/contracts';
import { SCALE_DASHBOARD } from './scaleDashboard.ts';
import { benchCode, FIRST_DAY, SCREEN_CODES } from './scaleData.ts';

/**
 * The scale bench's data summary and dashboard reads on one running server, as the UI makes them (signed in at
 * BA). Both answers are cached for 5 s under the read side's position (the summary's and the dashboard's answer
 * cache; the dashboard's value documents too), and no write moves the position while measuring, so:
 * - the first loads ask for something not asked before (each summary code and statistic, each dashboard date);
 * - the repeats are the cached answer, as a second viewer gets it;
 * - the cold loads each come after a pause longer than those caches keep anything: nothing is served from memory.
 */
export type Api = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<Response>;
/** Times `count` calls of `work` after `warmUp` untimed ones and records the server's CPU per call under `name`. */
export type Repeat = (name: string, count: number, warmUp: number, work: () => Promise<void>) => Promise<number[]>;

export interface ReadFigures {
  summaryFirst: number[];
  summaryRepeat: number[];
  /** Rows (operation and year) of SC-P001's summary. */
  summaryRows: number;
  dashboard: number[];
  /** Hours on the dashboard's axis at the last date loaded. */
  dashboardHours: number;
  coldSummaryDefault: number[];
  coldSummary: number[];
  coldDashboard: number[];
  /** The server's CPU per cold call (ms), by kind. */
  coldCpuMs: Record<string, number>;
}

/** Longer than the answer cache and the dashboards' value documents keep anything (5 s each). */
const CACHE_AGE_MS = 5_500;
const COLD = 10;
const REPEATS = 200;
/** Dashboard dates: the young store's last 40 days, so the 28-day parameter's window lies inside its 70. */
const DASHBOARD_DATES = Array.from({ length: 40 }, (_, d) => addDays(FIRST_DAY, 30 + d));
const SUMMARY_CODES = Array.from({ length: SCREEN_CODES }, (_, i) => benchCode(i));

export const measureReads = async (api: Api, repeat: Repeat, cpuSeconds: () => number, dashboardId: number): Promise<ReadFigures> => {
  const summary = async (code: string, statistic: string): Promise<SummaryRow[]> => {
    const rows = (await (await api('GET', `/data-summary/BA/${code}/BC/${statistic}`)).json()) as SummaryRow[];
    if (rows.length === 0) throw new Error(`data summary of ${code}: no rows`);
    return rows;
  };
  const summaryDefault = async () => {
    const opening = (await (await api('GET', '/data-summary-default/BA')).json()) as SummaryDefault;
    if (!opening.code) throw new Error('data summary default: no code');
  };
  // As the dashboard page loads: its layout, then its data up to the date (no range chosen: each parameter's history).
  let dashboardHours = 0;
  const dashboard = async (date: string) => {
    await (await api('GET', `/dashboard-layout/format/${dashboardId}`)).arrayBuffer();
    const data = (await (await api('GET', `/dashboard-data/BA/${dashboardId}/BC/${date}`)).json()) as DashboardDataDto;
    if (data.series.length !== SCALE_DASHBOARD.parameters.length) throw new Error(`dashboard data: ${data.series.length} series`);
    dashboardHours = data.axis.FTR_HOUR.length;
  };

  const asked = SUMMARY_CODES.flatMap((code) => SUMMARY_STATISTICS.map((statistic) => [code, statistic] as const));
  const summaryFirst = await repeat('summaryFirst', asked.length, 0, async () => {
    const [code, statistic] = asked.shift() ?? ['', ''];
    await summary(code, statistic);
  });
  let summaryRows = 0;
  const summaryRepeat = await repeat('summaryRepeat', REPEATS, 20, async () => {
    summaryRows = (await summary(benchCode(0), 'AVG')).length;
  });
  const dates = [...DASHBOARD_DATES];
  const dashboardLoads = await repeat('dashboard', dates.length, 0, () => dashboard(dates.shift() ?? FIRST_DAY));

  const cold: Record<'summaryDefault' | 'summary' | 'dashboard', number[]> = { summaryDefault: [], summary: [], dashboard: [] };
  const coldCpu = { summaryDefault: 0, summary: 0, dashboard: 0 };
  const once = async (kind: keyof typeof cold, work: () => Promise<unknown>) => {
    const cpu0 = cpuSeconds();
    const t0 = performance.now();
    await work();
    cold[kind].push(performance.now() - t0);
    coldCpu[kind] += cpuSeconds() - cpu0;
  };
  for (let i = 0; i < COLD; i += 1) {
    await sleep(CACHE_AGE_MS);
    await once('summaryDefault', summaryDefault);
    await once('summary', () => summary(benchCode(i), SUMMARY_STATISTICS[i % SUMMARY_STATISTICS.length] ?? 'AVG'));
    await once('dashboard', () => dashboard(DASHBOARD_DATES[DASHBOARD_DATES.length - 1 - i] ?? FIRST_DAY));
  }
  return {
    summaryFirst,
    summaryRepeat,
    summaryRows,
    dashboard: dashboardLoads,
    dashboardHours,
    coldSummaryDefault: cold.summaryDefault,
    coldSummary: cold.summary,
    coldDashboard: cold.dashboard,
    coldCpuMs: Object.fromEntries(Object.entries(coldCpu).map(([kind, seconds]) => [kind, (seconds * 1000) / COLD])),
  };
};
