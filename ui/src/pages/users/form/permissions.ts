import type { Flag } from '@ftr/contracts';

export interface PermissionBox {
  flag: Flag;
  label: string;
}

export interface PermissionGroup {
  title: 'Viewing' | 'Editing' | 'Advanced';
  boxes: readonly PermissionBox[];
}

/** Spec 3 §2 User form, "Grouping": every permission flag once, under Viewing, Editing or Advanced. */
export const PERMISSION_GROUPS: readonly PermissionGroup[] = [
  {
    title: 'Viewing',
    boxes: [
      { flag: 'VIEW_DATA_SCREENS', label: 'View Data Screens' },
      { flag: 'VIEW_DASHBOARDS', label: 'View Dashboards' },
      { flag: 'REPORTS', label: 'View Reports' },
      { flag: 'DATA_GRABBER', label: 'View Grabbers' },
      { flag: 'LIVE_DATA', label: 'View Live Data' },
      { flag: 'VIEW_CCF', label: 'View CCFs' },
    ],
  },
  {
    title: 'Editing',
    boxes: [
      { flag: 'MAINTAIN_DATA_SCREENS', label: 'Edit Data Screens' },
      { flag: 'MAINTAIN_DASHBOARDS', label: 'Edit Dashboards' },
      { flag: 'MAINTAIN_REPORTS', label: 'Edit Reports' },
      { flag: 'MAINTAIN_GRABBERS', label: 'Edit Data Grabbers' },
      { flag: 'PARAMETERS', label: 'Edit Parameters' },
      { flag: 'HISTORIC_DATA', label: 'Edit Historic Data' },
    ],
  },
  {
    title: 'Advanced',
    boxes: [
      { flag: 'CONSTANTS', label: 'Constants' },
      { flag: 'OPERATIONS', label: 'Operations' },
      { flag: 'LOOKUPS', label: 'Lookups' },
      { flag: 'USERS', label: 'Users' },
      { flag: 'PRODUCTION_COMMENTS', label: 'Comments' },
      { flag: 'RECALCULATE', label: 'Recalculate' },
      { flag: 'MAINTAIN_CCF', label: 'CCF Settings' },
      { flag: 'PUSH_TAG_READINGS', label: 'Push Tag Readings' },
    ],
  },
];
