import { z } from 'zod';
import { Signature } from '../signatures/schemas.ts';
import { defineEvent, type EventOf } from '../events/define.ts';
import { Site } from '../sites.ts';
import { LocalFlag, ParameterType } from './fields.ts';
import { ParameterFields } from './schemas.ts';

/** A parameter's full field set after the change (every event carries the whole resulting state). */
const ParameterData = z.object({ site: Site, code: z.string(), fields: ParameterFields });

/** Why a master-data change was made. Optional in the schema so that writers of fixtures need not name it. */
const Reason = z.string().nullable().optional();

/**
 * Version 2 of the master-data events adds `reason` and, on changes, the old values
 * (`previous`; null on events written before). Version 1 events read with both null.
 */
const toV2 =
  (defaults: Record<string, null>) =>
  (data: unknown): unknown =>
    typeof data === 'object' && data !== null ? { ...defaults, ...data } : data;
const REASON_ONLY = { 1: toV2({ reason: null }) };
const WITH_PREVIOUS = { 1: toV2({ previous: null, reason: null }) };

const Display = ParameterFields.pick({
  HEADING1: true,
  HEADING2: true,
  HEADING3: true,
  DISPLAY_PRECISION: true,
  UPPER_CHK_LIMIT: true,
  LOWER_CHK_LIMIT: true,
});

export const ParameterCreated = defineEvent(
  'ParameterCreated',
  ParameterData.extend({ localFlag: LocalFlag, reason: Reason }),
  2,
  REASON_ONLY,
);
/** `previous`: the fields before the change. */
export const ParameterUpdated = defineEvent(
  'ParameterUpdated',
  // `signature`: the editor's electronic signature, when the site requires one for changing limits.
  ParameterData.extend({ previous: ParameterFields.nullable().optional(), reason: Reason, signature: Signature.optional() }),
  2,
  WITH_PREVIOUS,
);
/** PATCH /parameter/data-screen/:code: the resulting headings, precision and check limits (`previous`: before). */
export const ParameterDisplayUpdated = defineEvent(
  'ParameterDisplayUpdated',
  z.object({
    site: Site,
    code: z.string(),
    display: Display,
    previous: Display.nullable().optional(),
    reason: Reason,
    signature: Signature.optional(),
  }),
  2,
  WITH_PREVIOUS,
);
export type ParameterCreated = EventOf<typeof ParameterCreated>;
export type ParameterUpdated = EventOf<typeof ParameterUpdated>;
export type ParameterDisplayUpdated = EventOf<typeof ParameterDisplayUpdated>;
export type ParameterEvent = ParameterCreated | ParameterUpdated | ParameterDisplayUpdated;

export const PARAMETER_EVENT_TYPES = [
  'ParameterCreated',
  'ParameterUpdated',
  'ParameterDisplayUpdated',
] as const satisfies readonly ParameterEvent['type'][];

/**
 * Dependency events of a site, all on the site's one stream so that the whole graph is folded and a
 * cycle refused atomically (the append expects the revision the graph was read at). `dependent` and
 * `dependentType` snapshot the dependent's HEADING1 and PTYP_CODE when the dependency was written.
 */
const DependencyRef = z.object({ site: Site, id: z.number().int(), calculated: z.string(), dependent: z.string() });
const DependencyData = DependencyRef.extend({ sequence: z.number().int(), dependentName: z.string(), dependentType: ParameterType });
export const DependencyAdded = defineEvent('DependencyAdded', DependencyData.extend({ reason: Reason }), 2, REASON_ONLY);
/** `previous`: the dependent and sequence before the change. */
export const DependencyUpdated = defineEvent(
  'DependencyUpdated',
  DependencyData.extend({
    previous: z.object({ dependent: z.string(), sequence: z.number().int() }).nullable().optional(),
    reason: Reason,
  }),
  2,
  WITH_PREVIOUS,
);
/** `previous`: the removed dependency's sequence. */
export const DependencyRemoved = defineEvent(
  'DependencyRemoved',
  DependencyRef.extend({ previous: z.object({ sequence: z.number().int() }).nullable().optional(), reason: Reason }),
  2,
  WITH_PREVIOUS,
);
export type DependencyAdded = EventOf<typeof DependencyAdded>;
export type DependencyUpdated = EventOf<typeof DependencyUpdated>;
export type DependencyRemoved = EventOf<typeof DependencyRemoved>;
export type DependencyEvent = DependencyAdded | DependencyUpdated | DependencyRemoved;

export const DEPENDENCY_EVENT_TYPES = [
  'DependencyAdded',
  'DependencyUpdated',
  'DependencyRemoved',
] as const satisfies readonly DependencyEvent['type'][];
export const PARAMETER_EVENTS = [
  ParameterCreated,
  ParameterUpdated,
  ParameterDisplayUpdated,
  DependencyAdded,
  DependencyUpdated,
  DependencyRemoved,
] as const;

/** Stream id factories: one stream per parameter per site; one dependency stream per site. */
export const parameterStream = (site: Site, code: string): string => `parameter-${site}_${code}`;
export const dependencyStream = (site: Site): string => `dependencies-${site}`;
