import { defineUiFeature } from '../feature.ts';

/** Pages of lookups: rules most specific first, sidebar links (listed in routing/features.ts). */
export const lookupsPages = defineUiFeature({
  name: 'lookups',
  rules: [{ pattern: '/lookups', access: 'LOOKUPS', page: () => import('../../pages/lookups/index.tsx') }],
  links: [{ path: '/lookups', label: 'Lookups', icon: 'lookups' }],
});
