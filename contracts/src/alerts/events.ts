import type { DomainEvent } from '../events/envelope.ts';
import type { Site } from '../sites.ts';
import type { AlertType } from './schemas.ts';

export type AlertRaised = DomainEvent<
  'AlertRaised',
  { alertId: string; type: AlertType; message: string; site: Site | null }
>;
export type AlertCleared = DomainEvent<'AlertCleared', { alertId: string; site: Site | null }>;
export type AlertEvent = AlertRaised | AlertCleared;

export const ALERT_EVENT_TYPES = ['AlertRaised', 'AlertCleared'] as const;

/** Stream id factory: one stream per alert. */
export const alertStream = (alertId: string): string => `alert-${alertId}`;
