import { z } from 'zod';
import { IsoDate } from '../operations/schemas.ts';
import { ScreenIdNumber, ScreenType } from '../dataScreens/schemas.ts';
import { Site } from '../sites.ts';
import { daysBetween } from '../time/calendar.ts';

/** The board covers today and the factory days before it, this many in all. */
export const DUE_BOARD_DAYS = 7;
/** A screen's missing cells the board lists at most (the most recent; the counts are of all of them). */
export const DUE_BOARD_MAX_CELLS = 500;
/** Grace time bounds (minutes after the hour); the default is DEFAULT_GRACE_MINUTES. */
export const GRACE_MINUTES_MAX = 24 * 60;
/** Escalation delay bounds (minutes after the grace time); the default when a subscription names none. */
export const ESCALATION_DELAY_DEFAULT = 60;
export const ESCALATION_DELAY_MAX = 7 * 24 * 60;

const SiteQuery = z.string().trim().toUpperCase().pipe(Site).optional();

/** GET /due-entries: one site (?site=, else the session's). */
export const DueBoardQuery = z.object({ site: SiteQuery });

/** One missing cell: parameter, factory date and hour, and the instant (ISO) it fell due. */
export const DueCellDto = z.object({ CODE: z.string(), DATE: z.string(), HOUR: z.number().int(), DUE_AT: z.string() });
export type DueCellDto = z.infer<typeof DueCellDto>;

/** A screen with missing cells: how many today and over the board's days, and which (the latest DUE_BOARD_MAX_CELLS). */
export const DueScreenDto = z.object({
  ID: ScreenIdNumber,
  DESCRIPTION: z.string(),
  SCREEN_TYPE: ScreenType,
  GRACE_MINUTES: z.number().int(),
  MISSING_NOW: z.number().int(),
  MISSING_WEEK: z.number().int(),
  CELLS: z.array(DueCellDto),
});
export type DueScreenDto = z.infer<typeof DueScreenDto>;

/** The due board of a site: screens with missing cells, worst first. */
export const DueBoardDto = z.object({
  SITE: Site,
  TODAY: z.string(),
  FROM: z.string(),
  TOTAL_NOW: z.number().int(),
  TOTAL_WEEK: z.number().int(),
  SCREENS: z.array(DueScreenDto),
});
export type DueBoardDto = z.infer<typeof DueBoardDto>;

/** The longest range GET /due-entries/completeness covers (the grabber's dates). */
export const COMPLETENESS_MAX_DAYS = 62;

/**
 * GET /due-entries/completeness: one site, and the week (Monday to Sunday, factory dates) holding `date`
 * (default today), or the factory dates `from`..`to` (both given; the data grabber's range).
 */
export const CompletenessQuery = z
  .object({ site: SiteQuery, date: IsoDate.optional(), from: IsoDate.optional(), to: IsoDate.optional() })
  .refine((q) => (q.from === undefined) === (q.to === undefined), { error: 'Give both from and to, or neither', path: ['to'] })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, { error: 'From must not be after to', path: ['to'] })
  .refine((q) => q.from === undefined || q.to === undefined || daysBetween(q.from, q.to) < COMPLETENESS_MAX_DAYS, {
    error: `At most ${COMPLETENESS_MAX_DAYS} days`,
    path: ['to'],
  });

const Figure = { DUE: z.number().int(), ON_TIME: z.number().int(), PERCENT: z.number().int().nullable() };
export const ScreenCompletenessDto = z.object({ ID: ScreenIdNumber, DESCRIPTION: z.string(), SCREEN_TYPE: ScreenType, ...Figure });
export type ScreenCompletenessDto = z.infer<typeof ScreenCompletenessDto>;
export const CompletenessDto = z.object({
  SITE: Site,
  FROM: z.string(),
  TO: z.string(),
  ...Figure,
  SCREENS: z.array(ScreenCompletenessDto),
});
export type CompletenessDto = z.infer<typeof CompletenessDto>;

/** PUT /due-entries/grace/:screenId: minutes after the hour before its empty cells count as missing. */
export const SetGraceBody = z.object({
  minutes: z
    .number({ error: 'Grace time must be a number of minutes' })
    .int('Grace time must be a whole number of minutes')
    .min(0, `Grace time must be 0 to ${GRACE_MINUTES_MAX} minutes`)
    .max(GRACE_MINUTES_MAX, `Grace time must be 0 to ${GRACE_MINUTES_MAX} minutes`),
});
export const GraceParams = z.object({
  screenId: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'Invalid screen id')
    .transform(Number),
});

/** PUT /due-entries/alerts/:site: the "entries overdue" subscription of the signed-in user at a site. */
export const DueAlertBody = z.object({
  delayMinutes: z
    .number({ error: 'Delay must be a number of minutes' })
    .int('Delay must be a whole number of minutes')
    .min(0, `Delay must be 0 to ${ESCALATION_DELAY_MAX} minutes`)
    .max(ESCALATION_DELAY_MAX, `Delay must be 0 to ${ESCALATION_DELAY_MAX} minutes`)
    .default(ESCALATION_DELAY_DEFAULT),
  email: z.boolean({ error: 'Email must be true or false' }).default(false),
  push: z.boolean({ error: 'Push must be true or false' }).default(true),
});
export type DueAlertBody = z.infer<typeof DueAlertBody>;
export const DueAlertParams = z.object({ site: z.string().trim().toUpperCase().pipe(Site) });

/** The signed-in user's "entries overdue" subscriptions. */
export const DueAlertDto = z.object({ SITE: Site, DELAY_MINUTES: z.number().int(), EMAIL: z.boolean(), PUSH: z.boolean() });
export type DueAlertDto = z.infer<typeof DueAlertDto>;

/** A screen hour still missing values past some subscribers' delay (what the escalation tells them). */
export interface OverdueHour {
  site: Site;
  screenId: number;
  screen: string;
  date: string;
  hour: number;
  codes: string[];
  /** The "entries overdue" subscriptions whose delay has passed for this hour. */
  subscribers: { username: string; email: boolean; push: boolean }[];
}
