import { FACTORY_SITES, type TagSource } from '@ftr/contracts';
import { demoParameters, type DemoParameter } from '../seed/demoParameters.ts';
import type { Random } from '../seed/demoValuesRandom.ts';
import type { FactorySite } from './mqttMessages.ts';

/** A demo tag the simulator publishes: its site, source, name, and the band its values live in. */
export interface SimulatedTag {
  site: FactorySite;
  source: TagSource;
  tag: string;
  code: string;
  /** Normal operation: the check limits (or the absolute ones, or 0..100). */
  low: number;
  high: number;
  /** Decimals published (one more than the parameter shows). */
  decimals: number;
}

const band = (p: DemoParameter): [number, number] => {
  const low = p.LOWER_CHK_LIMIT ?? p.LOWER_ABS_LIMIT ?? 0;
  const high = p.UPPER_CHK_LIMIT ?? p.UPPER_ABS_LIMIT ?? Math.max(low + 100, 100);
  return high > low ? [low, high] : [low, low + 1];
};

/** The demo plant's tagged parameters (PROCESS_TAG → PHD, IWB_TAG → IWB) at the given sites, each tag once. */
export const simulatedTags = (sites: readonly FactorySite[] = FACTORY_SITES): SimulatedTag[] => {
  const all = sites.flatMap((site) =>
    demoParameters(site).flatMap((p): SimulatedTag[] => {
      const [low, high] = band(p);
      const decimals = p.DISPLAY_PRECISION + 1;
      const tags: SimulatedTag[] = [];
      if (p.PROCESS_TAG) tags.push({ site, source: 'PHD', tag: p.PROCESS_TAG, code: p.CODE, low, high, decimals });
      if (p.IWB_TAG) tags.push({ site, source: 'IWB', tag: p.IWB_TAG, code: p.CODE, low, high, decimals });
      return tags;
    }),
  );
  return [...new Map(all.map((t) => [`${t.site}/${t.source}/${t.tag}`, t])).values()];
};

/** A weighbridge ticket: one load's net weight in tonnes. */
const TRUCK_TONNES: [number, number] = [18, 29];

/**
 * The next value of a process tag: mean-reverting noise around the middle of its band (an Ornstein–Uhlenbeck
 * step), now and then drifting out of the check limits as a real plant does. Pure given the random source.
 */
export const nextProcessValue = (tag: SimulatedTag, previous: number | undefined, random: Random): number => {
  const middle = (tag.low + tag.high) / 2;
  const spread = (tag.high - tag.low) / 6;
  const from = previous ?? middle + spread * random.gaussian();
  const next = from + 0.15 * (middle - from) + 0.35 * spread * random.gaussian();
  const factor = 10 ** tag.decimals;
  return Math.round(next * factor) / factor;
};

/**
 * Whether a truck crosses the weighbridge in an interval, and its net weight: trucks arrive at the rate
 * that makes the day's total the middle of the daily parameter's band.
 */
export const nextTicket = (tag: SimulatedTag, intervalMs: number, random: Random): number | null => {
  const perDay = (tag.low + tag.high) / 2 / ((TRUCK_TONNES[0] + TRUCK_TONNES[1]) / 2);
  if (random.next() >= Math.min(1, (perDay * intervalMs) / 86_400_000)) return null;
  return Math.round(random.between(...TRUCK_TONNES) * 100) / 100;
};
