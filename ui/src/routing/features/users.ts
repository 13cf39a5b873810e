import { defineUiFeature } from '../feature.ts';

/** Pages of user administration and the parked events: rules most specific first, sidebar links (listed in routing/features.ts). */
export const usersPages = defineUiFeature({
  name: 'users',
  rules: [
    { pattern: '/users', access: 'USERS', page: () => import('../../pages/users/index.tsx') },
    { pattern: '/users/:id', access: 'USERS', page: () => import('../../pages/users/form/index.tsx') },
    { pattern: '/admin/integrity', access: 'USERS', page: () => import('../../pages/integrity/index.tsx') },
  ],
  links: [{ path: '/users', label: 'Users', icon: 'users' }],
});
