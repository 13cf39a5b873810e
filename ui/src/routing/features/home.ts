import { defineUiFeature } from '../feature.ts';

/** Pages of Home page: rules most specific first, sidebar links (listed in routing/features.ts). */
export const homePages = defineUiFeature({
  name: 'home',
  rules: [{ pattern: '/', access: 'authenticated', withoutAntd: true, page: () => import('../../pages/home/index.tsx') }],
  links: [{ path: '/', label: 'Home', icon: 'home' }],
});
