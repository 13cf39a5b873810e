import { QueryClient } from '@tanstack/react-query';
import { retryRead } from './retry.ts';

/**
 * The app's one query cache (docs/ui.md, Query cache). Defaults, chosen for plant PCs that sit on one
 * page for a shift and get live change notices over Socket.IO:
 * - staleTime 0: opening a page always asks the server again (what each page did before the cache), while
 *   showing what the cache already has; between visits the notices keep the open pages current.
 * - refetchOnWindowFocus off: a control-room PC switches windows all day; notices, not focus, refresh data
 *   (and a refetch per focus across every open query would be a storm on a 20-user shift change).
 * - retry: reads only (queries are GETs), once, never on a 4xx or a contract mismatch (retryRead).
 * - mutations never retry: a write is not repeated behind the user's back.
 * - gcTime 5 minutes (the default): a page left and reopened soon draws at once from the cache.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 0, refetchOnWindowFocus: false, retry: retryRead },
      mutations: { retry: false },
    },
  });

export const queryClient = createQueryClient();
