import { defineUiFeature } from '../feature.ts';

/** Pages of production comments: rules most specific first, sidebar links (listed in routing/features.ts). */
export const commentsPages = defineUiFeature({
  name: 'comments',
  rules: [{ pattern: '/twitter', access: 'PRODUCTION_COMMENTS', page: () => import('../../pages/comments/index.tsx') }],
  links: [{ path: '/twitter', label: 'Production Comments', icon: 'comments' }],
});
