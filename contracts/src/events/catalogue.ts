import { ALERT_EVENTS } from '../alerts/events.ts';
import { ReasonRuleSet } from '../audit/settings.ts';
import { AUTH_EVENTS } from '../auth/events.ts';
import { CCF_EVENTS } from '../ccf/events.ts';
import { CCF_PAIR_EVENTS } from '../ccf/pairEvents.ts';
import { CCF_SETTINGS_EVENTS } from '../ccfSettings/events.ts';
import { CONSTANT_EVENTS } from '../constants/events.ts';
import { SCHEDULE_EVENTS } from '../schedules/events.ts';
import { DASHBOARD_EVENTS } from '../dashboards/events.ts';
import { DATA_SCREEN_EVENTS } from '../dataScreens/events.ts';
import { DATA_VALUES_EVENTS } from '../dataValues/events.ts';
import { PARKED_EVENTS } from '../integrity/parked.ts';
import { LOOKUP_EVENTS } from '../lookups/events.ts';
import { NOTIFICATION_EVENTS } from '../notifications/events.ts';
import { OPERATION_EVENTS } from '../operations/events.ts';
import { PARAMETER_EVENTS } from '../parameters/events.ts';
import { PARAMETER_LINK_EVENTS } from '../parameterLinks/events.ts';
import { REPORT_EVENTS } from '../reports/events.ts';
import { COMMENT_EVENTS } from '../comments/events.ts';
import { PROCESS_TAG_EVENTS } from '../processTags/events.ts';
import { RECALCULATION_EVENTS } from '../recalculation/events.ts';
import { SUBSCRIPTION_EVENTS } from '../subscriptions/events.ts';
import { USER_EVENTS } from '../users/events.ts';
import type { EventDefinition, EventOf } from './define.ts';
import type { StoredOf } from './envelope.ts';

/** Every event type the system writes, one definition each (docs/events.md). */
export const EVENT_DEFINITIONS = [
  ...ALERT_EVENTS,
  ReasonRuleSet,
  ...AUTH_EVENTS,
  ...CCF_EVENTS,
  ...CCF_PAIR_EVENTS,
  ...CCF_SETTINGS_EVENTS,
  ...CONSTANT_EVENTS,
  ...DASHBOARD_EVENTS,
  ...DATA_SCREEN_EVENTS,
  ...DATA_VALUES_EVENTS,
  ...LOOKUP_EVENTS,
  ...PARKED_EVENTS,
  ...NOTIFICATION_EVENTS,
  ...OPERATION_EVENTS,
  ...PARAMETER_EVENTS,
  ...PARAMETER_LINK_EVENTS,
  ...COMMENT_EVENTS,
  ...PROCESS_TAG_EVENTS,
  ...RECALCULATION_EVENTS,
  ...REPORT_EVENTS,
  ...SCHEDULE_EVENTS,
  ...SUBSCRIPTION_EVENTS,
  ...USER_EVENTS,
] as const;

/** Any event of the catalogue, as a decider produces it: a union that narrows on `type`. */
export type CatalogueEvent = EventOf<(typeof EVENT_DEFINITIONS)[number]>;
/** Any event of the catalogue, as the store hands it back (after withCatalogue checked or upcast it). */
export type AnyStoredEvent = StoredOf<CatalogueEvent>;
export type EventType = CatalogueEvent['type'];

const byType = new Map<string, EventDefinition>();
for (const definition of EVENT_DEFINITIONS) {
  if (byType.has(definition.type)) throw new Error(`Event ${definition.type} is defined twice in the catalogue`);
  byType.set(definition.type, definition);
}

/** The catalogue by event type: what the event-store port checks appends and reads against. */
export const eventCatalogue: ReadonlyMap<string, EventDefinition> = byType;
