import { defineUiFeature } from '../feature.ts';

/** Pages of notifications: rules most specific first, sidebar links (listed in routing/features.ts). */
export const notificationsPages = defineUiFeature({
  name: 'notifications',
  rules: [{ pattern: '/notifications', access: 'authenticated', page: () => import('../../pages/notifications/index.tsx') }],
  links: [{ path: '/notifications', label: 'Notifications', icon: 'notifications' }],
});
