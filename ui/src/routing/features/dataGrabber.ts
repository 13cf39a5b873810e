import { defineUiFeature } from '../feature.ts';

/** Pages of the data grabber and its editor: rules most specific first, sidebar links (listed in routing/features.ts). */
export const dataGrabberPages = defineUiFeature({
  name: 'dataGrabber',
  rules: [
    { pattern: '/datagrabber/manage', access: 'MAINTAIN_GRABBERS', page: () => import('../../pages/datagrabber/manage/index.tsx') },
    {
      pattern: '/datagrabber/manage/:id',
      access: 'MAINTAIN_GRABBERS',
      page: () => import('../../pages/datagrabber/manage/editor/index.tsx'),
    },
    { pattern: '/datagrabber', access: 'DATA_GRABBER', page: () => import('../../pages/datagrabber/index.tsx') },
  ],
  links: [
    {
      path: '/datagrabber',
      label: 'Data Grabber',
      icon: 'datagrabber',
      cog: { path: '/datagrabber/manage', label: 'Edit grabbers' },
    },
  ],
});
