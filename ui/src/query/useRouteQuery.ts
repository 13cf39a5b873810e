import type { RouteName } from '@ftr/contracts';
import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { callRoute, type Answer, type CallOptions } from '../api/client.ts';
import { queryKey, type RouteKey } from './keys.ts';

/** The key and loader of one read, for `queryClient.query` (a read an action needs, e.g. before a confirm). */
export const routeQuery = <N extends RouteName>(name: N, options: CallOptions<N>) => ({
  queryKey: queryKey(name, options),
  queryFn: () => callRoute(name, options),
});

export type RouteQueryConfig<N extends RouteName, T> = Omit<UseQueryOptions<Answer<N>, Error, T, RouteKey<N>>, 'queryKey' | 'queryFn'> & {
  /** Called once per failed load (after the retry), e.g. to show the page's message. */
  onError?: (error: Error) => void;
};

/**
 * Reads one contract route through the query cache, keyed by the route's name and options. Change
 * notices from the server refresh it (query/liveRoutes.ts); `onError` reports a failed load once.
 */
export const useRouteQuery = <N extends RouteName, T = Answer<N>>(
  name: N,
  options: CallOptions<N>,
  { onError, ...config }: RouteQueryConfig<N, T> = {},
): UseQueryResult<T> => {
  const query = useQuery({ ...routeQuery(name, options), ...config });
  useQueryErrors(query, onError);
  return query;
};

/**
 * Calls `onError` once per failed load of `query` (queries have no onError of their own in v5); a failure
 * already in the cache from an earlier visit is not reported again (the page's own load reports its own).
 */
export const useQueryErrors = (
  query: { error: Error | null; errorUpdatedAt: number },
  onError: ((error: Error) => void) | undefined,
): void => {
  const report = useRef(onError);
  const [mounted] = useState(Date.now);
  useEffect(() => {
    report.current = onError;
  });
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (error && errorUpdatedAt >= mounted) report.current?.(error);
  }, [error, errorUpdatedAt, mounted]);
};
