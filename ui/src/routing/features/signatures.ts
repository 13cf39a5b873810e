import { defineUiFeature } from '../feature.ts';

/** The electronic signature settings of a site (administrators); listed in routing/features.ts. */
export const signaturesPages = defineUiFeature({
  name: 'signatures',
  rules: [{ pattern: '/admin/signatures', access: 'USERS', page: () => import('../../pages/signatures/index.tsx') }],
  links: [{ path: '/admin/signatures', label: 'Signatures', icon: 'users' }],
});
