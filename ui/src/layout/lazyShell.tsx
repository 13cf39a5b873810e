import { lazy, Suspense } from 'react';
import { lazyDialog } from '../components/lazyDialog.tsx';

// Issue 18 item 13: the signed-in shell arrives after sign-in, as one chunk (SignedInShell.tsx).
const shell = () => import('./SignedInShell.tsx');
const LazySidebar = lazy(() => shell().then((module) => ({ default: module.Sidebar })));
const LazyNotificationDropdownSlot = lazy(() => shell().then((module) => ({ default: module.NotificationDropdownSlot })));

/** Nothing shows while the chunk loads (a fraction of a second, once per visit). */
export const Sidebar = () => (
  <Suspense fallback={null}>
    <LazySidebar />
  </Suspense>
);

export const NotificationDropdownSlot = () => (
  <Suspense fallback={null}>
    <LazyNotificationDropdownSlot />
  </Suspense>
);

/** Its own chunk (Modal, Radio), loaded when the user first opens it. */
export const SiteChangeDialog = lazyDialog(() => import('./siteChange/SiteChangeDialog.tsx').then((module) => module.SiteChangeDialog));
