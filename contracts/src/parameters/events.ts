import type { DomainEvent } from '../events/envelope.ts';
import type { Site } from '../sites.ts';
import type { LocalFlag, ParameterType } from './fields.ts';
import type { ParameterFields } from './schemas.ts';

/** A parameter's full field set after the change (every event carries the whole resulting state). */
interface ParameterData {
  site: Site;
  code: string;
  fields: ParameterFields;
}

export type ParameterCreated = DomainEvent<'ParameterCreated', ParameterData & { localFlag: LocalFlag }>;
export type ParameterUpdated = DomainEvent<'ParameterUpdated', ParameterData>;
/** PATCH /parameter/data-screen/:code: the resulting headings, precision and check limits. */
export type ParameterDisplayUpdated = DomainEvent<
  'ParameterDisplayUpdated',
  {
    site: Site;
    code: string;
    display: Pick<ParameterFields, 'HEADING1' | 'HEADING2' | 'HEADING3' | 'DISPLAY_PRECISION' | 'UPPER_CHK_LIMIT' | 'LOWER_CHK_LIMIT'>;
  }
>;
export type ParameterEvent = ParameterCreated | ParameterUpdated | ParameterDisplayUpdated;

export const PARAMETER_EVENT_TYPES = ['ParameterCreated', 'ParameterUpdated', 'ParameterDisplayUpdated'] as const;

/**
 * Dependency events of a site, all on the site's one stream so that the whole graph is folded and a
 * cycle refused atomically (the append expects the revision the graph was read at). `dependent` and
 * `dependentType` snapshot the dependent's HEADING1 and PTYP_CODE when the dependency was written.
 */
interface DependencyData {
  site: Site;
  id: number;
  calculated: string;
  dependent: string;
  sequence: number;
  dependentName: string;
  dependentType: ParameterType;
}
export type DependencyAdded = DomainEvent<'DependencyAdded', DependencyData>;
export type DependencyUpdated = DomainEvent<'DependencyUpdated', DependencyData>;
export type DependencyRemoved = DomainEvent<'DependencyRemoved', { site: Site; id: number; calculated: string; dependent: string }>;
export type DependencyEvent = DependencyAdded | DependencyUpdated | DependencyRemoved;

export const DEPENDENCY_EVENT_TYPES = ['DependencyAdded', 'DependencyUpdated', 'DependencyRemoved'] as const;

/** Stream id factories: one stream per parameter per site; one dependency stream per site. */
export const parameterStream = (site: Site, code: string): string => `parameter-${site}_${code}`;
export const dependencyStream = (site: Site): string => `dependencies-${site}`;
