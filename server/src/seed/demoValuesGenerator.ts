// The demo plant's history, pure: per factory site and factory day, the readings a
// supervisor would have entered on the data-entry screens, with a few excursions and gaps.
import { addDays, dailyValueHour, daysBetween, hoursInFactoryDay, type ChangeRecord } from '@ftr/contracts';
import { demoParameters, type FactorySite } from './demoParameters.ts';
import { DEMO_SCREEN_MAX_MEMBERS, demoScreens } from './demoScreens.ts';
import { planExcursions, type PlanCode, type Slot } from './demoValuesPlan.ts';
import { seededRandom } from './demoValuesRandom.ts';
import {
  excursionSides,
  excursionValue,
  isCcf,
  normalBand,
  ordinaryValues,
  type ExcursionKind,
  type ValueParameter,
} from './demoValuesSeries.ts';

export interface ValueOperation {
  code: string;
  startDate: string;
  endDate: string;
}

export interface DemoValuesInput {
  site: FactorySite;
  /** Today's factory date: the demo ends the day before. */
  today: string;
  days: number;
  /** The site's operations: a day's values go to the operation active that day; days with none are skipped. */
  operations: readonly ValueOperation[];
}

/** One factory day of a site: every reading of the day, for one submission (records as the contract reads them). */
export interface DemoValueDay {
  date: string;
  operation: string;
  records: ChangeRecord[];
}

export interface PlannedExcursion {
  code: string;
  kind: ExcursionKind;
  openAtEnd: boolean;
  cells: { date: string; hour: number; value: number }[];
}

export interface DemoValues {
  days: DemoValueDay[];
  excursions: PlannedExcursion[];
  /** Readings left out (missed rounds and missed readings). */
  gaps: { code: string; date: string; hour: number }[];
}

export const operationOn = (operations: readonly ValueOperation[], date: string): ValueOperation | undefined =>
  operations.find((op) => op.startDate <= date && date <= op.endDate);

const periodOf = (code: string) => code.at(-1);

/**
 * The readings entered at a site: the in-use REA parameters on its data-entry screens (area A, as many
 * members as a screen holds), hourly (period H), daily (D) and campaign-to-date (T).
 */
export const demoEntryParameters = (site: FactorySite) => {
  const onScreens = new Set(
    demoScreens(site)
      .filter((s) => s.area === 'A')
      .flatMap((s) => s.groups.flat().slice(0, DEMO_SCREEN_MAX_MEMBERS)),
  );
  const entered = demoParameters(site).filter((p) => p.PTYP_CODE === 'REA' && p.IN_USE_FLAG && onScreens.has(p.CODE));
  const of = (period: string) => entered.filter((p) => periodOf(p.CODE) === period);
  return { hourly: of('H'), daily: of('D'), campaign: of('T') };
};

interface Series {
  parameter: ValueParameter;
  timeline: readonly Slot[];
  values: (number | null)[];
}

/** A campaign-to-date reading: the day number of the operation, or the running total of its daily counterpart. */
const campaignValue = (
  code: string,
  date: string,
  operation: ValueOperation,
  totals: Map<string, number>,
  dayValue: (code: string) => number | null,
): number | null => {
  if (code === 'DY-NO-V-0T') return daysBetween(operation.startDate, date) + 1;
  const daily = dayValue(code.replace(/-0T$/, '-1D'));
  if (daily === null) return null;
  const key = `${operation.code}|${code}`;
  const total = (totals.get(key) ?? 0) + daily;
  totals.set(key, total);
  return total;
};

/**
 * A site's demo values for the `days` factory days before today (within its operations): ordinary
 * readings drift around the middle of their band; the planned excursions replace some (see
 * planExcursions) and the gaps leave some out. Deterministic: the same input gives the same values.
 */
export const demoValues = ({ site, today, days, operations }: DemoValuesInput): DemoValues => {
  const dates = Array.from({ length: Math.max(0, days) }, (_, i) => addDays(today, i - days)).flatMap((date) => {
    const operation = operationOn(operations, date);
    return operation ? [{ date, operation }] : [];
  });
  const hourlySlots = dates.flatMap(({ date, operation }) =>
    Array.from({ length: hoursInFactoryDay(date) }, (_, i): Slot => ({ date, hour: i + 1, operation: operation.code })),
  );
  const dailySlots = dates.map(({ date, operation }): Slot => ({ date, hour: dailyValueHour(date), operation: operation.code }));
  const entry = demoEntryParameters(site);
  const series: Series[] = [
    ...entry.hourly.map((p) => [p, hourlySlots] as const),
    ...entry.daily.map((p) => [p, dailySlots] as const),
  ].flatMap(([parameter, timeline]) => {
    const band = normalBand(parameter);
    if (!band) return [];
    const values = ordinaryValues(
      parameter,
      band,
      timeline.map((s) => (timeline === hourlySlots ? s.hour : 0)),
      seededRandom(`${site}:${parameter.CODE}`),
    );
    return [{ parameter, timeline, values }];
  });

  const planCodes = series.map(({ parameter, timeline }): PlanCode => ({
    code: parameter.CODE,
    ccf: isCcf(parameter),
    hourly: timeline === hourlySlots,
    timeline,
    sides: {
      check: excursionSides(parameter, 'check'),
      trigger: excursionSides(parameter, 'trigger'),
      ccfAbsolute: excursionSides(parameter, 'ccfAbsolute'),
    },
  }));
  const plan = planExcursions(planCodes, dates.length, seededRandom(`${site}:plan`));
  const byCode = new Map(series.map((s) => [s.parameter.CODE, s]));
  const random = seededRandom(`${site}:excursions`);
  const excursions = plan.episodes.map((episode): PlannedExcursion => {
    const s = byCode.get(episode.code) as Series;
    const cells = Array.from({ length: episode.length }, (_, i) => {
      const index = episode.from + i;
      const slot = s.timeline[index] as Slot;
      const value = excursionValue(s.parameter, episode.side, random);
      s.values[index] = value;
      return { date: slot.date, hour: slot.hour, value };
    });
    return { code: episode.code, kind: episode.kind, openAtEnd: episode.openAtEnd, cells };
  });
  const gaps = [...plan.gaps].flatMap(([code, indexes]) => {
    const s = byCode.get(code) as Series;
    return [...indexes].map((index) => {
      s.values[index] = null;
      const slot = s.timeline[index] as Slot;
      return { code, date: slot.date, hour: slot.hour };
    });
  });

  const records = new Map<string, ChangeRecord[]>(dates.map(({ date }) => [date, []]));
  const record = (p: ValueParameter, slot: Slot, value: number): ChangeRecord => ({
    TYPE: 'Insert',
    CODE: p.CODE,
    FTR_DATE: slot.date,
    FTR_HOUR: slot.hour,
    OPERATION: slot.operation,
    AUDIT: p.AUDIT_FLAG,
    VALUE: value,
    ORIGINAL_VALUE: null,
    VALID: true,
  });
  for (const { parameter, timeline, values } of series) {
    timeline.forEach((slot, i) => {
      const value = values[i];
      if (value !== null && value !== undefined) records.get(slot.date)?.push(record(parameter, slot, value));
    });
  }
  const totals = new Map<string, number>();
  const result = dates.map(({ date, operation }): DemoValueDay => {
    const day = records.get(date) ?? [];
    const hour = dailyValueHour(date);
    const dayValue = (code: string) => day.find((r) => r.CODE === code && r.FTR_HOUR === hour)?.VALUE ?? null;
    for (const p of entry.campaign) {
      const value = campaignValue(p.CODE, date, operation, totals, dayValue);
      if (value !== null) day.push(record(p, { date, hour, operation: operation.code }, value));
    }
    return { date, operation: operation.code, records: day };
  });
  return { days: result, excursions, gaps };
};
