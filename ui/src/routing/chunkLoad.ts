/**
 * Whether `error` is a failed dynamic import (a page's or library's chunk that could not be fetched), as the
 * browsers word it: Chromium "Failed to fetch dynamically imported module", Firefox "error loading dynamically
 * imported module", Safari "Importing a module script failed"; Vite's preload helper "Unable to preload CSS".
 */
export const isChunkLoadFailure = (error: unknown): boolean => {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /dynamically imported module|importing a module script failed|unable to preload css/i.test(message);
};
