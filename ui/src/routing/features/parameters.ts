import { DATA_VIEW_FLAGS } from '@ftr/contracts';
import { defineUiFeature } from '../feature.ts';

/** Pages of parameters and the data view of one: rules most specific first, sidebar links (listed in routing/features.ts). */
export const parametersPages = defineUiFeature({
  name: 'parameters',
  rules: [
    { pattern: '/parameters', access: 'authenticated', page: () => import('../../pages/parameters/index.tsx') },
    { pattern: '/parameters/new', access: 'PARAMETERS', page: () => import('../../pages/parameters/new/index.tsx') },
    { pattern: '/parameters/:code', access: 'PARAMETERS', page: () => import('../../pages/parameters/detail/index.tsx') },
    // The data view only reads: whoever reads the site's data screens (or edits its historic data, or its parameters).
    { pattern: '/parameter/:site/:code', access: DATA_VIEW_FLAGS, page: () => import('../../pages/parameter/index.tsx') },
  ],
  links: [{ path: '/parameters', label: 'Parameters', icon: 'parameters' }],
});
