import { defineUiFeature } from '../feature.ts';

/** Pages of the data summary: rules most specific first, sidebar links (listed in routing/features.ts). */
export const summaryPages = defineUiFeature({
  name: 'summary',
  rules: [{ pattern: '/summary', access: 'REPORTS', page: () => import('../../pages/summary/index.tsx') }],
  links: [{ path: '/summary', label: 'Summary', icon: 'summary' }],
});
