import { defineUiFeature, rules } from '../feature.ts';

/** Pages of dashboards, their editor, playlists and the operations summary: rules most specific first, sidebar links (listed in routing/features.ts). */
export const dashboardsPages = defineUiFeature({
  name: 'dashboards',
  rules: [
    { pattern: '/dashboards/manage', access: 'MAINTAIN_DASHBOARDS', page: () => import('../../pages/dashboards/manage/index.tsx') },
    {
      pattern: '/dashboards/manage/:id',
      access: 'MAINTAIN_DASHBOARDS',
      page: () => import('../../pages/dashboards/manage/editor/index.tsx'),
    },
    { pattern: '/dashboards', access: 'VIEW_DASHBOARDS', page: () => import('../../pages/dashboards/index.tsx') },
    { pattern: '/dashboards/playlists', access: 'MAINTAIN_DASHBOARDS', page: () => import('../../pages/dashboards/playlists/index.tsx') },
    {
      pattern: '/dashboards/playlist/:id',
      access: 'VIEW_DASHBOARDS',
      bare: true,
      page: () => import('../../pages/dashboards/playlist/index.tsx'),
    },
    { pattern: '/dashboards/opsum', access: 'VIEW_DASHBOARDS', page: () => import('../../pages/dashboards/opsum/index.tsx') },
    { pattern: '/dashboards/:address', access: 'VIEW_DASHBOARDS', page: () => import('../../pages/dashboards/view/index.tsx') },
    ...rules('VIEW_DASHBOARDS', '/dashboards/*'),
  ],
  links: [
    {
      path: '/dashboards',
      label: 'Dashboards',
      icon: 'dashboards',
      cog: { path: '/dashboards/manage', label: 'Edit dashboards' },
    },
  ],
});
