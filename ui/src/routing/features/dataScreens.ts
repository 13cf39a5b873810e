import { defineUiFeature } from '../feature.ts';

/** Pages of data entry: the grids and their editor: rules most specific first, sidebar links (listed in routing/features.ts). */
export const dataScreensPages = defineUiFeature({
  name: 'dataScreens',
  rules: [
    { pattern: '/dataentry/manage', access: 'MAINTAIN_DATA_SCREENS', page: () => import('../../pages/dataentry/manage/index.tsx') },
    {
      pattern: '/dataentry/manage/:id',
      access: 'MAINTAIN_DATA_SCREENS',
      page: () => import('../../pages/dataentry/manage/editor/index.tsx'),
    },
    { pattern: '/dataentry', access: 'VIEW_DATA_SCREENS', page: () => import('../../pages/dataentry/index.tsx') },
    {
      pattern: '/dataentry/:screenId/:operationCode/:screenType/:date/:hourMode',
      access: 'VIEW_DATA_SCREENS',
      page: () => import('../../pages/dataentry/grid/index.tsx'),
    },
  ],
  links: [
    {
      path: '/dataentry',
      label: 'Data Entry',
      icon: 'dataentry',
      notCentralOffice: true,
      cog: { path: '/dataentry/manage', label: 'Edit data screens' },
      dueBadge: true,
    },
  ],
});
