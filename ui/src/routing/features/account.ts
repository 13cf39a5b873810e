import { defineUiFeature } from '../feature.ts';

/** Pages of signing in and out, registration, password reset and the profile: rules most specific first, sidebar links (listed in routing/features.ts). */
export const accountPages = defineUiFeature({
  name: 'account',
  rules: [
    {
      pattern: '/login',
      access: 'public',
      guard: 'public-only',
      noSidebar: true,
      plain: true,
      page: () => import('../../pages/login/index.tsx'),
    },
    { pattern: '/reset', access: 'public', guard: 'public-only', noSidebar: true, page: () => import('../../pages/reset/index.tsx') },
    { pattern: '/reset/:id', access: 'public', noSidebar: true, page: () => import('../../pages/reset/complete/index.tsx') },
    { pattern: '/register', access: 'public', guard: 'public-only', noSidebar: true, page: () => import('../../pages/register/index.tsx') },
    { pattern: '/logout', access: 'authenticated', guard: 'none', page: () => import('../../pages/logout/index.tsx') },
    {
      pattern: '/profile',
      access: 'authenticated',
      page: () => import('../../pages/profile/index.tsx'),
      children: [
        { path: '', page: () => import('../../pages/profile/details/index.tsx') },
        { path: 'password', page: () => import('../../pages/profile/password/index.tsx') },
        { path: 'favourites', page: () => import('../../pages/profile/favourites/index.tsx') },
        { path: 'subscriptions', page: () => import('../../pages/profile/subscriptions/index.tsx') },
      ],
    },
  ],
  links: [],
});
