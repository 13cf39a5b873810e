let preload: () => Promise<unknown> = () => Promise.resolve();

/**
 * Names the chunks to fetch during sign-in. The router sets it: the sign-in page cannot import the frame itself,
 * because the frame's sidebar reads the route table and the route table loads the sign-in page (an import cycle).
 */
export const setSignedInPreload = (load: () => Promise<unknown>): void => {
  preload = load;
};

/**
 * Fetches the frame (the query cache, the shell) and Home while the sign-in request is under way, so the page
 * after sign-in draws at once instead of a blank moment while their chunks load. Errors are left to the lazy
 * imports that need the chunks (they show the reload notice).
 */
export const warmSignedIn = (): void => {
  void preload().catch(() => undefined);
};
