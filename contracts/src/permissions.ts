import { z } from 'zod';

/** Permission flags carried by a user and their token (spec 3 §3 User). */
export const FLAGS = [
  'VIEW_DATA_SCREENS',
  'VIEW_DASHBOARDS',
  'REPORTS',
  'MAINTAIN_REPORTS',
  'DATA_GRABBER',
  'MAINTAIN_DATA_SCREENS',
  'MAINTAIN_DASHBOARDS',
  'MAINTAIN_GRABBERS',
  'PARAMETERS',
  'HISTORIC_DATA',
  'CONSTANTS',
  'PRODUCTION_COMMENTS',
  'OPERATIONS',
  'LOOKUPS',
  'USERS',
  'LIVE_DATA',
  'RECALCULATE',
  'VIEW_CCF',
  'MAINTAIN_CCF',
] as const;
export const Flag = z.enum(FLAGS);
export type Flag = z.infer<typeof Flag>;

/**
 * What a route requires: a permission flag, any signed-in user ('authenticated'),
 * or nobody ('public'). Every route declares one; the server denies by default.
 */
export type Permission = Flag | 'authenticated' | 'public';

export const hasFlag = (flags: readonly Flag[], flag: Flag): boolean => flags.includes(flag);
