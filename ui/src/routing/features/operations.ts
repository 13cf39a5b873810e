import { defineUiFeature } from '../feature.ts';

/** Pages of operations: rules most specific first, sidebar links (listed in routing/features.ts). */
export const operationsPages = defineUiFeature({
  name: 'operations',
  rules: [{ pattern: '/operations', access: 'OPERATIONS', page: () => import('../../pages/operations/index.tsx') }],
  links: [{ path: '/operations', label: 'Operations', icon: 'operations' }],
});
