import { defineUiFeature } from '../feature.ts';

/** Pages of critical control forms and their settings: rules most specific first, sidebar links (listed in routing/features.ts). */
export const ccfPages = defineUiFeature({
  name: 'ccf',
  rules: [
    { pattern: '/ccf/settings', access: 'MAINTAIN_CCF', page: () => import('../../pages/ccf-settings/index.tsx') },
    { pattern: '/ccf', access: 'VIEW_CCF', page: () => import('../../pages/ccf/index.tsx') },
    { pattern: '/ccf/:id/:parmCode', access: 'VIEW_CCF', page: () => import('../../pages/ccf/detail/index.tsx') },
  ],
  links: [
    {
      path: '/ccf',
      label: 'CCF',
      icon: 'ccf',
      notCentralOffice: true,
      ccfBadges: true,
      cog: { path: '/ccf/settings', label: 'CCF settings' },
    },
  ],
});
