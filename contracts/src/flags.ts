/**
 * The permission flags as constants, without zod (permissions.ts adds the Flag schema and re-exports
 * these): every page's first load reads the token's flags, the sign-in page's included (issue 18 item 13).
 */

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
  /** A historian's service account: may push process tag readings for its site (docs/processTags.md). */
  'PUSH_TAG_READINGS',
] as const;
type Flag = (typeof FLAGS)[number];

export const hasFlag = (flags: readonly Flag[], flag: Flag): boolean => flags.includes(flag);
