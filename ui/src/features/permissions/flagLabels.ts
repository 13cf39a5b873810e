import type { Flag } from '@ftr/contracts';

/** Each permission flag's name as the user form shows it (spec 3 §2 User form), also used to say why a page is refused. */
export const FLAG_LABELS: Readonly<Record<Flag, string>> = {
  VIEW_DATA_SCREENS: 'View Data Screens',
  VIEW_DASHBOARDS: 'View Dashboards',
  REPORTS: 'View Reports',
  DATA_GRABBER: 'View Grabbers',
  LIVE_DATA: 'View Live Data',
  VIEW_CCF: 'View CCFs',
  MAINTAIN_DATA_SCREENS: 'Edit Data Screens',
  MAINTAIN_DASHBOARDS: 'Edit Dashboards',
  MAINTAIN_REPORTS: 'Edit Reports',
  MAINTAIN_GRABBERS: 'Edit Data Grabbers',
  PARAMETERS: 'Edit Parameters',
  HISTORIC_DATA: 'Edit Historic Data',
  CONSTANTS: 'Constants',
  OPERATIONS: 'Operations',
  LOOKUPS: 'Lookups',
  USERS: 'Users',
  PRODUCTION_COMMENTS: 'Comments',
  RECALCULATE: 'Recalculate',
  MAINTAIN_CCF: 'CCF Settings',
  PUSH_TAG_READINGS: 'Push Tag Readings',
};
