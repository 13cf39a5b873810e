import { defineUiFeature } from '../feature.ts';

/** Pages of reports and their editor: rules most specific first, sidebar links (listed in routing/features.ts). */
export const reportsPages = defineUiFeature({
  name: 'reports',
  rules: [
    { pattern: '/report/manage', access: 'MAINTAIN_REPORTS', page: () => import('../../pages/report/manage/index.tsx') },
    { pattern: '/report/manage/:id', access: 'MAINTAIN_REPORTS', page: () => import('../../pages/report/manage/editor/index.tsx') },
    { pattern: '/reports', access: 'REPORTS', page: () => import('../../pages/reports/index.tsx') },
  ],
  links: [
    {
      path: '/reports',
      label: 'Reports',
      icon: 'reports',
      cog: { path: '/report/manage', label: 'Edit reports' },
    },
  ],
});
