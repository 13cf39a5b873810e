import { defineUiFeature } from '../feature.ts';

/** Pages of process tags: rules most specific first, sidebar links (listed in routing/features.ts). */
export const processTagsPages = defineUiFeature({
  name: 'processTags',
  rules: [{ pattern: '/processtags', access: 'PARAMETERS', page: () => import('../../pages/processtags/index.tsx') }],
  links: [{ path: '/processtags', label: 'Process Tags', icon: 'processtags', notCentralOffice: true }],
});
