import { defineUiFeature } from '../feature.ts';

/** Pages of recalculation: rules most specific first, sidebar links (listed in routing/features.ts). */
export const recalculationPages = defineUiFeature({
  name: 'recalculation',
  rules: [{ pattern: '/recalculate', access: 'RECALCULATE', page: () => import('../../pages/recalculate/index.tsx') }],
  links: [{ path: '/recalculate', label: 'Recalculate', icon: 'recalculate', notCentralOffice: true }],
});
