import { defineUiFeature } from '../feature.ts';

/** Pages of live data and its wallboard: rules most specific first, sidebar links (listed in routing/features.ts). */
export const liveDataPages = defineUiFeature({
  name: 'liveData',
  rules: [
    { pattern: '/live', access: 'LIVE_DATA', page: () => import('../../pages/live/index.tsx') },
    {
      pattern: '/live/wallboard/:site/:screenId',
      access: 'LIVE_DATA',
      bare: true,
      page: () => import('../../pages/live/wallboard/index.tsx'),
    },
  ],
  links: [{ path: '/live', label: 'Live Data', icon: 'live' }],
});
