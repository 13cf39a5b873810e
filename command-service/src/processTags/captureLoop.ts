import { addDays, FACTORY_SITES, factoryToday, instantToFactory, type CaptureSlot } from '@ftr/contracts';
import type { DataValueDeps } from '../dataValues/deps.ts';
import { captureHour, taggedParametersOf, type HourCaptured } from './capture.ts';

export interface RunningTagCapture {
  /** One pass over every factory site's last `lookBackHours` ended factory hours; answers what it did. */
  runOnce(): Promise<HourCaptured[]>;
  stop(): Promise<void>;
}

export interface TagCaptureOptions {
  deps: DataValueDeps;
  logger: { info(o: object, m?: string): void; warn(o: object, m?: string): void; error(o: object, m?: string): void };
  /** How often a pass runs (default every minute: an hour is captured within a minute of its end). */
  intervalMs?: number;
  /** How far back late readings are looked for (default 48 factory hours). */
  lookBackHours?: number;
}

/** The ended factory hours of the last `count` hours before `now`, newest first. */
export const endedHours = (now: Date, count: number): { date: string; hour: number }[] => {
  const seen = new Set<string>();
  const hours: { date: string; hour: number }[] = [];
  for (let k = 1; k <= count; k++) {
    const slot = instantToFactory(new Date(now.getTime() - k * 3_600_000));
    const key = `${slot.date}|${slot.hour}`;
    if (seen.has(key)) continue;
    seen.add(key);
    hours.push(slot);
  }
  return hours;
};

/**
 * Automatic capture (docs/processTags.md): every minute, each ended factory hour of the
 * last two days at every factory site is captured from its readings (captureHour writes only for readings
 * not yet used, so a pass over captured hours costs reads only). Conflicts and refusals are logged.
 */
export const startTagCapture = ({ deps, logger, intervalMs = 60_000, lookBackHours = 48 }: TagCaptureOptions): RunningTagCapture => {
  let running: Promise<HourCaptured[]> | undefined;
  const pass = async (): Promise<HourCaptured[]> => {
    const done: HourCaptured[] = [];
    const hours = endedHours(deps.clock.now(), lookBackHours);
    for (const site of FACTORY_SITES) {
      const tagged = await taggedParametersOf(deps, site);
      if (tagged.length === 0) continue;
      const slots: { date: string; slot: CaptureSlot }[] = [
        ...hours.map(({ date, hour }) => ({ date, slot: hour })),
        // daily values (weighbridge totals): the two factory days that ended last
        ...[1, 2].map((back) => ({ date: addDays(factoryToday(deps.clock.now()), -back), slot: 'D' as const })),
      ];
      for (const { date, slot } of slots) {
        const result = await captureHour(deps, site, date, slot, tagged);
        if (!result) continue;
        done.push(result);
        const conflicts = result.captures.filter((c) => c.outcome === 'CONFLICT').map((c) => c.code);
        if (result.problem || conflicts.length > 0)
          logger.warn({ site, date, slot, conflicts, problem: result.problem }, 'process tag capture left cells alone');
      }
    }
    return done;
  };
  const runOnce = () => {
    const next = (running ?? Promise.resolve([])).then(pass, pass);
    running = next;
    return next;
  };
  const timer = setInterval(() => {
    runOnce().catch((error: unknown) => logger.error({ err: error }, 'process tag capture failed'));
  }, intervalMs);
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
};
