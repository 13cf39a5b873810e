import { FEATURES } from '../features.ts';
import { featureEvents } from '../shared/feature.ts';
import type { EventDefinition, EventOf } from './define.ts';
import type { StoredOf } from './envelope.ts';

/**
 * Every event type the system writes, one definition each (docs/events.md), merged from the features'
 * events (contracts/src/features.ts); a type two definitions share is refused at load.
 */
export const EVENT_DEFINITIONS = featureEvents(FEATURES);

/** Any event of the catalogue, as a decider produces it: a union that narrows on `type`. */
export type CatalogueEvent = EventOf<(typeof EVENT_DEFINITIONS)[number]>;
/** Any event of the catalogue, as the store hands it back (after withCatalogue checked or upcast it). */
export type AnyStoredEvent = StoredOf<CatalogueEvent>;
export type EventType = CatalogueEvent['type'];

const byType = new Map<string, EventDefinition>(EVENT_DEFINITIONS.map((definition) => [definition.type, definition]));

/** The catalogue by event type: what the event-store port checks appends and reads against. */
export const eventCatalogue: ReadonlyMap<string, EventDefinition> = byType;
