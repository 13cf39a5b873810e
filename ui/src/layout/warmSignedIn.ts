import { appFrame } from './lazyFrame.tsx';

/**
 * Fetches the frame (the query cache, the shell) and Home while the sign-in request is under way (issue 18
 * item 12), so the page after sign-in draws at once instead of a blank moment while their chunks load.
 * Errors are left to the lazy imports that need the chunks (they show the reload notice).
 */
export const warmSignedIn = (): void => {
  void Promise.all([appFrame(), import('../pages/home/index.tsx')]).catch(() => undefined);
};
