import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define.ts';
import { IsoDate } from '../operations/schemas.ts';
import { Site } from '../sites.ts';

/**
 * A constant's value at a site changed: in force from the factory date `effectiveFrom` onward (a later
 * change overrides it from its own date). `previous` is the value shown before the change. Who and when
 * are in the metadata.
 */
export const ConstantValueChanged = defineEvent(
  'ConstantValueChanged',
  z.object({
    site: Site,
    code: z.string(),
    value: z.number(),
    previous: z.number().nullable(),
    effectiveFrom: IsoDate,
    reason: z.string().nullable(),
  }),
);
export type ConstantValueChanged = EventOf<typeof ConstantValueChanged>;
export type ConstantEvent = ConstantValueChanged;

export const CONSTANT_EVENTS = [ConstantValueChanged] as const;
export const CONSTANT_EVENT_TYPES = ['ConstantValueChanged'] as const satisfies readonly ConstantEvent['type'][];

/** Stream id factory: one stream per constant code holds every site's values (head office's change is one append). */
export const constantStream = (code: string): string => `constant-${code}`;
