import { defineUiFeature } from '../feature.ts';

/** Pages of constants: rules most specific first, sidebar links (listed in routing/features.ts). */
export const constantsPages = defineUiFeature({
  name: 'constants',
  rules: [{ pattern: '/constants', access: 'CONSTANTS', page: () => import('../../pages/constants/index.tsx') }],
  links: [{ path: '/constants', label: 'Constants', icon: 'constants' }],
});
