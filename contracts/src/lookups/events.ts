import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define.ts';
import { EDITABLE_LOOKUP_NAMES, type EditableLookupName } from './schemas.ts';

const LookupRef = z.object({ name: z.enum(EDITABLE_LOOKUP_NAMES), code: z.string() });

/** Master-data history: who and when are the metadata; old and new values and the reason are here. */
export const LookupCreated = defineEvent('LookupCreated', LookupRef.extend({ description: z.string() }));
export const LookupUpdated = defineEvent(
  'LookupUpdated',
  LookupRef.extend({ description: z.string(), previous: z.object({ description: z.string() }), reason: z.string().nullable() }),
);
/** `description`: what the code meant when it was deleted. */
export const LookupDeleted = defineEvent('LookupDeleted', LookupRef.extend({ description: z.string(), reason: z.string().nullable() }));
export type LookupCreated = EventOf<typeof LookupCreated>;
export type LookupUpdated = EventOf<typeof LookupUpdated>;
export type LookupDeleted = EventOf<typeof LookupDeleted>;
export type LookupEvent = LookupCreated | LookupUpdated | LookupDeleted;

export const LOOKUP_EVENTS = [LookupCreated, LookupUpdated, LookupDeleted] as const;
export const LOOKUP_EVENT_TYPES = ['LookupCreated', 'LookupUpdated', 'LookupDeleted'] as const satisfies readonly LookupEvent['type'][];

/** Stream id factory: one stream per code of a list (company-wide: lookups have no site). */
export const lookupStream = (name: EditableLookupName, code: string): string => `lookup-${name}_${code}`;
