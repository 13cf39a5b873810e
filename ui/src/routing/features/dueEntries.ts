import { defineUiFeature } from '../feature.ts';

/** The due-entries board (its count sits on the Data Entry link: dataScreens.ts); listed in routing/features.ts. */
export const dueEntriesPages = defineUiFeature({
  name: 'dueEntries',
  rules: [{ pattern: '/dataentry/due', access: 'VIEW_DATA_SCREENS', page: () => import('../../pages/dueEntries/index.tsx') }],
  links: [],
});
