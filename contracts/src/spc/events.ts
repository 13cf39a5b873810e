import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define.ts';
import { Site } from '../sites.ts';
import { SPC_RULES } from './rules.ts';

const Rule = z.literal(SPC_RULES);
/** One point of a series: a factory date and hour (1..25; a daily value at 24) and its value. */
export const SpcPoint = z.object({ date: z.string(), hour: z.number().int(), value: z.number() });
export type SpcPoint = z.infer<typeof SpcPoint>;
const Reason = z.string().nullable().optional();

/**
 * Control limits computed from a baseline period (`from`..`to`, factory dates; `count` values): the
 * centre line and sigma; `previous`: the limits before (null: none). A recompute is a new event, so the
 * parameter's master-data history keeps every version with its reason.
 */
export const SpcBaselineSet = defineEvent(
  'SpcBaselineSet',
  z.object({
    site: Site,
    code: z.string(),
    from: z.string(),
    to: z.string(),
    count: z.number().int(),
    centre: z.number(),
    sigma: z.number(),
    previous: z.object({ centre: z.number(), sigma: z.number() }).nullable().optional(),
    reason: Reason,
  }),
);

/** The rules the parameter evaluates from now on (`previous`: before; null: the defaults). */
export const SpcRulesSet = defineEvent(
  'SpcRulesSet',
  z.object({
    site: Site,
    code: z.string(),
    rules: z.array(Rule),
    previous: z.array(Rule).nullable().optional(),
    reason: Reason,
  }),
);

/**
 * The point at `date`/`hour` completed a rule's window (`points`, oldest first) against the limits in
 * force (`centre`, `sigma`). `key` names the limits' version (the position of the baseline in force), the
 * point, the rule and the value: the monitor records each key once, so a second delivery, or the same value
 * sent again, appends nothing. The event's causation id names the value change that caused it.
 */
export const SpcRuleBroken = defineEvent(
  'SpcRuleBroken',
  z.object({
    site: Site,
    code: z.string(),
    /** The operation the value belongs to (the audit trail's column). */
    operation: z.string(),
    rule: Rule,
    date: z.string(),
    hour: z.number().int(),
    value: z.number(),
    points: z.array(SpcPoint),
    centre: z.number(),
    sigma: z.number(),
    key: z.string(),
  }),
);

export type SpcBaselineSet = EventOf<typeof SpcBaselineSet>;
export type SpcRulesSet = EventOf<typeof SpcRulesSet>;
export type SpcRuleBroken = EventOf<typeof SpcRuleBroken>;
export type SpcSettingsEvent = SpcBaselineSet | SpcRulesSet;
export type SpcEvent = SpcSettingsEvent | SpcRuleBroken;

export const SPC_EVENTS = [SpcBaselineSet, SpcRulesSet, SpcRuleBroken] as const;
export const SPC_EVENT_TYPES = ['SpcBaselineSet', 'SpcRulesSet', 'SpcRuleBroken'] as const satisfies readonly SpcEvent['type'][];

/** One stream per parameter per site: its limits, its rule choice and the breaks decided against them. */
export const spcStream = (site: Site, code: string): string => `spc-${site}_${code}`;
