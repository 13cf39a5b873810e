import { z } from 'zod';
import { Site } from '../sites.ts';
import { DashboardViewType, type ChartHeight, type Goal } from './schemas.ts';
import { IsoDate } from '../operations/schemas.ts';

/**
 * The fixed operational summary (/dashboards/opsum, spec 1 §9): the demo plant's key codes. One chart
 * carries the target 1.2 (sugar losses, % on beet: at or below is good); the quality gauges' thresholds are ours.
 */
export const OPSUM_TARGET = 1.2;

export interface OpsumChart {
  code: string;
  title: string;
  group: 'Throughput' | 'Extraction' | 'Losses' | 'Energy';
  type: 'area' | 'scatter' | 'bar';
  height: ChartHeight;
  history: number;
  goal: Goal;
  target?: number;
}
export const OPSUM_CHARTS: readonly OpsumChart[] = [
  { code: 'BS-TN-T-0H', title: 'Beet sliced (t/h)', group: 'Throughput', type: 'area', height: 'medium', history: 2, goal: 'Max' },
  { code: 'SS-EX-V-0D', title: 'Extraction (% on beet)', group: 'Extraction', type: 'bar', height: 'medium', history: 14, goal: 'Max' },
  {
    code: 'SB-LS-V-0D',
    title: 'Sugar losses (% on beet)',
    group: 'Losses',
    type: 'bar',
    height: 'medium',
    history: 14,
    goal: 'Min',
    target: OPSUM_TARGET,
  },
  {
    code: 'BL-FU-Q-0D',
    title: 'Fuel per tonne of beet (MWh/t)',
    group: 'Energy',
    type: 'area',
    height: 'medium',
    history: 14,
    goal: 'Min',
  },
];

/** A quality gauge: the latest value against two thresholds (lower is better for all three). */
export interface OpsumGauge {
  code: string;
  title: string;
  unit: string;
  /** At or below: good (green). */
  good: number;
  /** At or below (and above good): watch (amber); above: bad (red). */
  warn: number;
  /** The gauge's full scale. */
  max: number;
  history: number;
}
export const OPSUM_GAUGES: readonly OpsumGauge[] = [
  { code: 'SS-CL-A-0D', title: 'Sugar colour', unit: 'ICUMSA', good: 40, warn: 45, max: 60, history: 7 },
  { code: 'SS-AS-V-1D', title: 'Sugar ash', unit: '%', good: 0.012, warn: 0.015, max: 0.03, history: 7 },
  { code: 'SS-MS-V-1D', title: 'Sugar moisture', unit: '%', good: 0.03, warn: 0.04, max: 0.06, history: 7 },
];
export const OPSUM_CODES: readonly string[] = [...OPSUM_CHARTS.map((c) => c.code), ...OPSUM_GAUGES.map((g) => g.code)];

export type GaugeBand = 'good' | 'warn' | 'bad';
export const gaugeBand = (gauge: Pick<OpsumGauge, 'good' | 'warn'>, value: number): GaugeBand =>
  value <= gauge.good ? 'good' : value <= gauge.warn ? 'warn' : 'bad';

/** GET /dashboard-summary/:site/:type/:date: a factory site, or CO for every factory site (Central Office only). */
export const OpsumParams = z.object({ site: Site, type: DashboardViewType, date: IsoDate });
