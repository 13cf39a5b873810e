import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define.ts';
import { Site } from '../sites.ts';

const LinkRef = z.object({ site: Site, id: z.number().int(), firstCode: z.string(), secondCode: z.string() });

/** Master-data history: who and when are the metadata; a removal keeps what was removed; `reason` is optional (absent before it existed). */
export const ParameterLinkCreated = defineEvent(
  'ParameterLinkCreated',
  LinkRef.extend({ firstLabel: z.string(), secondLabel: z.string(), reason: z.string().nullable().optional() }),
);
export const ParameterLinkRemoved = defineEvent(
  'ParameterLinkRemoved',
  LinkRef.extend({ firstLabel: z.string(), secondLabel: z.string(), reason: z.string().nullable().optional() }),
);
export type ParameterLinkCreated = EventOf<typeof ParameterLinkCreated>;
export type ParameterLinkRemoved = EventOf<typeof ParameterLinkRemoved>;
export type ParameterLinkEvent = ParameterLinkCreated | ParameterLinkRemoved;

export const PARAMETER_LINK_EVENTS = [ParameterLinkCreated, ParameterLinkRemoved] as const;
export const PARAMETER_LINK_EVENT_TYPES = [
  'ParameterLinkCreated',
  'ParameterLinkRemoved',
] as const satisfies readonly ParameterLinkEvent['type'][];

/** Stream id factory: one stream per site holds its links, so ids are handed out and duplicates refused atomically. */
export const parameterLinkStream = (site: Site): string => `parameterLinks-${site}`;
