import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define.ts';
import { Position } from '../http/route.ts';
import { Site } from '../sites.ts';

// Events a reactor could not handle after its retries: parked (the reactor carries on), then retried or
// dismissed by an administrator from /admin/integrity.

/** One parked event: which reactor, where the event is in the log, why it failed. */
export const ParkedEventDto = z.object({
  id: z.string(),
  reactor: z.string(),
  stream: z.string(),
  revision: z.number().int(),
  position: Position,
  type: z.string(),
  error: z.string(),
  attempts: z.number().int(),
  parkedAt: z.string(),
});
export type ParkedEventDto = z.infer<typeof ParkedEventDto>;

export const ParkedEventParams = z.object({ id: z.string().min(1).max(300) });

export const PARKED_OUTCOMES = ['retried', 'dismissed'] as const;

/** An administrator resolved a parked event: retried it (and the reactor handled it) or dismissed it. Who and when: the metadata. */
export const ParkedEventResolved = defineEvent(
  'ParkedEventResolved',
  z.object({
    site: Site,
    reactor: z.string(),
    stream: z.string(),
    revision: z.number().int(),
    type: z.string(),
    outcome: z.enum(PARKED_OUTCOMES),
    error: z.string(),
  }),
);
export type ParkedEventResolved = EventOf<typeof ParkedEventResolved>;
export const PARKED_EVENTS = [ParkedEventResolved] as const;

/** The journal of an administrator's resolutions of one reactor's parked events. */
export const parkedStream = (reactor: string): string => `parked-${reactor}`;

export const PARKED_MESSAGES = {
  notFound: 'That parked event is no longer parked',
  retried: 'The event was handled',
  dismissed: 'The parked event was dismissed',
  noReactor: (reactor: string) => `Reactor ${reactor} does not run in this process; retry from a command service`,
  stillFails: (error: string) => `The event still fails: ${error}`,
} as const;
