import { z } from 'zod';
import { Site } from '../sites.ts';

/** Spec 3 §2 Data summary: the two operation streams a summary is of (Campaign, Juice Run). */
export const SUMMARY_STREAMS = ['BC', 'JR'] as const;
export const SummaryStream = z
  .string()
  .toUpperCase()
  .pipe(z.enum(SUMMARY_STREAMS, { error: 'Stream must be BC or JR' }));
export type SummaryStream = (typeof SUMMARY_STREAMS)[number];

/** Spec 3 §9: average, sum, min, max, standard deviation (the Summary row's AVG, SUM, MIN, MAX, STDDEV). */
export const SUMMARY_STATISTICS = ['AVG', 'SUM', 'MIN', 'MAX', 'STDDEV'] as const;
export type SummaryStatistic = (typeof SUMMARY_STATISTICS)[number];
export const SummaryStatistic = z
  .string()
  .toUpperCase()
  .pipe(z.enum(SUMMARY_STATISTICS, { error: 'Statistic must be AVG, SUM, MIN, MAX or STDDEV' }));
export const SUMMARY_STATISTIC_NAMES: Record<SummaryStatistic, string> = {
  AVG: 'Average',
  SUM: 'Sum',
  MIN: 'Min',
  MAX: 'Max',
  STDDEV: 'Standard Deviation',
};

/** Spec 3 §9: the page's defaults. */
export const SUMMARY_DEFAULTS = { site: 'WI', stream: 'BC', statistic: 'MAX', code: 'DY-NO-V-0T' } as const satisfies {
  site: Site;
  stream: SummaryStream;
  statistic: SummaryStatistic;
  code: string;
};

/** Spec 3 §5: the code must not be empty ('invalid Code'); upper-cased. */
export const SummaryCode = z.string({ error: 'invalid Code' }).trim().toUpperCase().min(1, 'invalid Code').max(40, 'invalid Code');

/** GET /data-summary/:site/:code/:stream/:statistic (spec 3 §7). */
export const SummaryParams = z.object({
  site: z.string().toUpperCase().pipe(Site),
  code: SummaryCode,
  stream: SummaryStream.describe('BC (Campaign) or JR (Juice Run)'),
  statistic: SummaryStatistic.describe('AVG, SUM, MIN, MAX or STDDEV: VALUE of each row'),
});
export type SummaryParams = z.input<typeof SummaryParams>;

/**
 * A Summary row (spec 3 §3: PARAMETER, OPERATION_CODE, YEAR, PRECISION, AVG, SUM, MIN, MAX, STDDEV): the
 * values of one operation in one calendar year of factory dates, plus how many (COUNT) and the chosen
 * statistic (VALUE). Unrounded; PRECISION is the parameter's display precision.
 */
export const SummaryRow = z.object({
  PARAMETER: z.string(),
  OPERATION_CODE: z.string(),
  YEAR: z.number().int(),
  PRECISION: z.number().int(),
  COUNT: z.number().int(),
  AVG: z.number(),
  SUM: z.number(),
  MIN: z.number(),
  MAX: z.number(),
  STDDEV: z.number(),
  VALUE: z.number(),
  /** Beyond the spec: the parameter's UNITS, beside the statistics' headings; null when it has none (or an older server). */
  UNITS: z.string().nullable().default(null),
});
export type SummaryRow = z.infer<typeof SummaryRow>;

/** GET /data-summary-default/:site: the site whose summary opens. */
export const SummaryDefaultParams = z.object({ site: z.string().toUpperCase().pipe(Site) });
/**
 * What /summary opens on at a site (docs/summary.md): the stream of the site's current operation, and the
 * spec's default code when the site has values of it in that stream, else a code with values in the newest
 * month (the first by code); the statistic is the spec's.
 */
export const SummaryDefault = z.object({
  site: Site,
  code: z.string(),
  stream: z.enum(SUMMARY_STREAMS),
  statistic: z.enum(SUMMARY_STATISTICS),
});
export type SummaryDefault = z.infer<typeof SummaryDefault>;
