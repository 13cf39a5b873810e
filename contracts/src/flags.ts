/**
 * The permission flags as constants, without zod (permissions.ts adds the Flag schema and re-exports
 * these): every page's first load reads the token's flags, the sign-in page's included.
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

/**
 * Who may read a parameter's data view (values, limits, History, as-of): it only reads, so whoever reads the
 * site's data screens or edits its historic data, and the parameter editors who always could.
 */
export const DATA_VIEW_FLAGS = ['VIEW_DATA_SCREENS', 'HISTORIC_DATA', 'PARAMETERS'] as const satisfies readonly Flag[];

export const mayReadDataView = (flags: readonly Flag[]): boolean => DATA_VIEW_FLAGS.some((flag) => flags.includes(flag));
