import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define.ts';
import { Site } from '../sites.ts';
import { AlertType } from './schemas.ts';

export const AlertRaised = defineEvent(
  'AlertRaised',
  z.object({ alertId: z.string(), type: AlertType, message: z.string(), site: Site.nullable() }),
);
export const AlertCleared = defineEvent('AlertCleared', z.object({ alertId: z.string(), site: Site.nullable() }));
export type AlertRaised = EventOf<typeof AlertRaised>;
export type AlertCleared = EventOf<typeof AlertCleared>;
export type AlertEvent = AlertRaised | AlertCleared;

export const ALERT_EVENTS = [AlertRaised, AlertCleared] as const;
export const ALERT_EVENT_TYPES = ['AlertRaised', 'AlertCleared'] as const satisfies readonly AlertEvent['type'][];

/** Stream id factory: one stream per alert. */
export const alertStream = (alertId: string): string => `alert-${alertId}`;
