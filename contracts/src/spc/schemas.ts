import { z } from 'zod';
import { ChangeReason } from '../parameters/history.ts';
import { Site } from '../sites.ts';
import { SPC_RULES } from './rules.ts';

const Rule = z.literal(SPC_RULES, { error: 'Rules are numbered 1 to 8' });
const FactoryDate = z.iso.date({ error: 'Date must be YYYY-MM-DD' });

/** POST /parameter/:code/spc/baseline: the period (factory dates; absent: the last 28 days of the active operation). */
export const SpcBaselineBody = z.object({ from: FactoryDate.optional(), to: FactoryDate.optional(), REASON: ChangeReason });
export type SpcBaselineBody = z.infer<typeof SpcBaselineBody>;

/** PUT /parameter/:code/spc/rules: the rules to evaluate (an empty list switches SPC off for the parameter). */
export const SpcRulesBody = z.object({
  rules: z.array(Rule, { error: 'Rules must be a list' }).refine((rules) => new Set(rules).size === rules.length, 'A rule is listed twice'),
  REASON: ChangeReason,
});
export type SpcRulesBody = z.infer<typeof SpcRulesBody>;

/** GET /parameter/:site/:code/spc: the chart's period (factory dates; absent: the last 28 days to today). */
export const SpcChartQuery = z.object({ from: FactoryDate.optional(), to: FactoryDate.optional() });

export const SpcLimitsDto = z.object({
  centre: z.number(),
  sigma: z.number(),
  from: z.string(),
  to: z.string(),
  count: z.number(),
  /** When they were computed, and by whom. */
  at: z.string(),
  by: z.string(),
});
export type SpcLimitsDto = z.infer<typeof SpcLimitsDto>;

/** One value of the chart and the rules whose break it completed (from the recorded events). */
export const SpcChartPoint = z.object({ date: z.string(), hour: z.number(), value: z.number(), rules: z.array(Rule) });
export type SpcChartPoint = z.infer<typeof SpcChartPoint>;

export const SpcChartDto = z.object({
  site: z.string(),
  code: z.string(),
  from: z.string(),
  to: z.string(),
  limits: SpcLimitsDto.nullable(),
  rules: z.array(Rule),
  points: z.array(SpcChartPoint),
});
export type SpcChartDto = z.infer<typeof SpcChartDto>;

/** The longest period GET /spc/breaks/:site covers (a grid's or a wallboard's range is far shorter). */
export const SPC_BREAKS_MAX_DAYS = 62;

/** GET /spc/breaks/:site: the period, factory dates, both included. */
export const SpcBreaksQuery = z
  .object({ from: FactoryDate, to: FactoryDate })
  .refine((q) => q.from <= q.to, { error: 'The period cannot end before it starts', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= (SPC_BREAKS_MAX_DAYS - 1) * 86_400_000, {
    error: `The period covers at most ${SPC_BREAKS_MAX_DAYS} days`,
    path: ['to'],
  });
export const SpcBreaksParams = z.object({ site: Site });

/** One cell that completed a rule break, with the value it broke them with (the grid and the wallboard mark it while it still holds it). */
export const SpcCellBreak = z.object({ code: z.string(), date: z.string(), hour: z.number(), value: z.number(), rules: z.array(Rule) });
export type SpcCellBreak = z.infer<typeof SpcCellBreak>;
