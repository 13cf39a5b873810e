import type { Flag } from '@ftr/contracts';
import { FLAG_LABELS } from '../../../features/permissions/flagLabels.ts';

export interface PermissionBox {
  flag: Flag;
  label: string;
}

export interface PermissionGroup {
  title: 'Viewing' | 'Editing' | 'Advanced';
  boxes: readonly PermissionBox[];
}

const box = (flag: Flag): PermissionBox => ({ flag, label: FLAG_LABELS[flag] });

/** Spec 3 §2 User form, "Grouping": every permission flag once, under Viewing, Editing or Advanced. */
export const PERMISSION_GROUPS: readonly PermissionGroup[] = [
  {
    title: 'Viewing',
    boxes: [box('VIEW_DATA_SCREENS'), box('VIEW_DASHBOARDS'), box('REPORTS'), box('DATA_GRABBER'), box('LIVE_DATA'), box('VIEW_CCF')],
  },
  {
    title: 'Editing',
    boxes: [
      box('MAINTAIN_DATA_SCREENS'),
      box('MAINTAIN_DASHBOARDS'),
      box('MAINTAIN_REPORTS'),
      box('MAINTAIN_GRABBERS'),
      box('PARAMETERS'),
      box('HISTORIC_DATA'),
    ],
  },
  {
    title: 'Advanced',
    boxes: [
      box('CONSTANTS'),
      box('OPERATIONS'),
      box('LOOKUPS'),
      box('USERS'),
      box('PRODUCTION_COMMENTS'),
      box('RECALCULATE'),
      box('MAINTAIN_CCF'),
      box('PUSH_TAG_READINGS'),
    ],
  },
];
