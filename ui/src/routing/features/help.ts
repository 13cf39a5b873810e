import { defineUiFeature } from '../feature.ts';

/** Pages of help, privacy and the not-found page: rules most specific first, sidebar links (listed in routing/features.ts). */
export const helpPages = defineUiFeature({
  name: 'help',
  rules: [
    { pattern: '/privacy', access: 'public', noSidebar: true, page: () => import('../../pages/privacy/index.tsx') },
    { pattern: '/app-help/:topic?', access: 'public', noSidebar: true, page: () => import('../../pages/app-help/index.tsx') },
    { pattern: '/not-found', access: 'public', page: () => import('../../pages/not-found/index.tsx') },
    { pattern: '/help', access: 'authenticated', page: () => import('../../pages/help/index.tsx') },
    { pattern: '/help/functions', access: 'authenticated', page: () => import('../../pages/help/functions/index.tsx') },
  ],
  links: [],
});
