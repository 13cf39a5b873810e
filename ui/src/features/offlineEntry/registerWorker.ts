/**
 * Registers the service worker (ui/vite.config.ts builds it as /sw.js), once per page. A browser without service
 * workers, or a development server that builds none, keeps working online only.
 */
let registered = false;

export const registerOfflineWorker = (): void => {
  if (registered || !('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  registered = true;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    registered = false;
  });
};

/** Calls `onControl` when a service worker starts to answer this page's requests (the first install). */
export const onWorkerControl = (onControl: () => void): (() => void) => {
  if (!('serviceWorker' in navigator)) return () => undefined;
  navigator.serviceWorker.addEventListener('controllerchange', onControl);
  return () => navigator.serviceWorker.removeEventListener('controllerchange', onControl);
};
