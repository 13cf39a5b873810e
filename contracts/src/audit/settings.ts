import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define.ts';
import { Site } from '../sites.ts';
import { DEFAULT_REASON_RULE, REASON_RULES, type ReasonRule } from './reasons.ts';

// Data-entry settings of a site: which corrections and deletions need a reason, for the site and
// per data screen. Event-sourced in one stream per site.

export const dataSettingsStream = (site: Site): string => `dataSettings-${site}`;

export const ReasonRuleSchema = z.enum(REASON_RULES, { error: 'Rule must be olderThanToday, always or never' });

/** The site's rule (screenId null) or one screen's override (rule null: the override is removed). */
export const ReasonRuleSet = defineEvent(
  'ReasonRuleSet',
  z.object({ site: Site, screenId: z.number().int().nullable(), rule: ReasonRuleSchema.nullable() }),
);
export type ReasonRuleSet = EventOf<typeof ReasonRuleSet>;
export type DataSettingsEvent = ReasonRuleSet;
export const DATA_SETTINGS_EVENT_TYPES = ['ReasonRuleSet'] as const satisfies readonly DataSettingsEvent['type'][];

/** A site's settings; `screens` holds the screens whose rule differs from the site's, by screen id. */
export const DataSettingsDto = z.object({
  site: Site,
  reasonRule: ReasonRuleSchema,
  screens: z.record(z.string(), ReasonRuleSchema),
});
export type DataSettingsDto = z.infer<typeof DataSettingsDto>;

export const defaultDataSettings = (site: Site): DataSettingsDto => ({ site, reasonRule: DEFAULT_REASON_RULE, screens: {} });

/** The rule that applies to a submission: its screen's override, else the site's. */
export const reasonRuleFor = (settings: DataSettingsDto, screenId: number | undefined): ReasonRule =>
  (screenId === undefined ? undefined : settings.screens[String(screenId)]) ?? settings.reasonRule;

/** GET /data-settings (?site= for the central office; others read their own site). */
export const DataSettingsQuery = z.object({ site: z.string().trim().toUpperCase().pipe(Site).optional() });

/** PUT /data-settings/reason-rule: the site's rule, or with screenId a screen's (null rule: follow the site). */
export const SetReasonRuleBody = z
  .object({
    screenId: z.number().int().positive().optional(),
    rule: ReasonRuleSchema.nullable(),
  })
  .refine((b) => b.rule !== null || b.screenId !== undefined, { error: "The site's rule cannot be removed", path: ['rule'] });
export type SetReasonRuleBody = z.input<typeof SetReasonRuleBody>;

/** Folds one ReasonRuleSet into a site's settings (the command side and the projection share it). */
export const applyReasonRuleSet = (settings: DataSettingsDto, data: ReasonRuleSet['data']): DataSettingsDto => {
  if (data.screenId === null) return data.rule === null ? settings : { ...settings, reasonRule: data.rule };
  const key = String(data.screenId);
  if (data.rule !== null) return { ...settings, screens: { ...settings.screens, [key]: data.rule } };
  const screens = Object.fromEntries(Object.entries(settings.screens).filter(([k]) => k !== key));
  return { ...settings, screens };
};
