import { defineUiFeature } from '../feature.ts';

/** The electronic signature settings of a site (administrators); listed in routing/features.ts. */
export const signaturesPages = defineUiFeature({
  name: 'signatures',
  rules: [{ pattern: '/admin/signatures', access: 'USERS', page: () => import('../../pages/signatures/index.tsx') }],
  // No sidebar link (the sidebar is the spec's): the Users page links here.
  links: [],
});
