import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define.ts';
import { Site } from '../sites.ts';

/** A screen's grace time set (minutes after the hour before its empty cells count as missing). */
export const DueGraceSet = defineEvent('DueGraceSet', z.object({ site: Site, screenId: z.number().int(), minutes: z.number().int() }));
/** A user subscribed (or changed their subscription) to "entries overdue" at a site. */
export const DueAlertSubscribed = defineEvent(
  'DueAlertSubscribed',
  z.object({ username: z.string(), site: Site, delayMinutes: z.number().int(), email: z.boolean(), push: z.boolean() }),
);
export const DueAlertUnsubscribed = defineEvent('DueAlertUnsubscribed', z.object({ username: z.string(), site: Site }));
/**
 * A screen's hour was still missing values a subscriber's delay after its grace time, and these subscribers
 * were told. Its stream is the screen hour's: the first is appended at "no stream", later ones (subscribers
 * with a longer delay) at the stream's revision, and a subscriber already told is never told again.
 */
export const DueEntryEscalated = defineEvent(
  'DueEntryEscalated',
  z.object({
    site: Site,
    screenId: z.number().int(),
    date: z.string(),
    hour: z.number().int(),
    codes: z.array(z.string()),
    usernames: z.array(z.string()),
  }),
);
export type DueGraceSet = EventOf<typeof DueGraceSet>;
export type DueAlertSubscribed = EventOf<typeof DueAlertSubscribed>;
export type DueAlertUnsubscribed = EventOf<typeof DueAlertUnsubscribed>;
export type DueEntryEscalated = EventOf<typeof DueEntryEscalated>;
export type DueAlertEvent = DueAlertSubscribed | DueAlertUnsubscribed;

export const DUE_ENTRIES_EVENTS = [DueGraceSet, DueAlertSubscribed, DueAlertUnsubscribed, DueEntryEscalated] as const;

/** One stream per screen's grace setting, per user's subscription at a site, and per escalated screen hour. */
export const dueGraceStream = (screenId: number): string => `dueGrace-${screenId}`;
export const dueAlertStream = (username: string, site: Site): string => `dueAlert-${site}_${username}`;
export const dueEscalationStream = (screenId: number, date: string, hour: number): string => `dueEscalation-${screenId}_${date}_${hour}`;
