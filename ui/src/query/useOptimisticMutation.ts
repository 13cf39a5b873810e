import { useMutation, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import { routeOf } from './keys.ts';

export interface OptimisticWrite<T, V, R> {
  /** The cached read the write changes (a route query's key). */
  key: QueryKey;
  /** The read as it will be once the write is through: shown at once. */
  change: (data: T, variables: V) => T;
  write: (variables: V) => Promise<R>;
  onSuccess?: (result: R, variables: V) => void;
  /** After the read was put back as it was. */
  onError?: (error: Error, variables: V) => void;
}

/**
 * A write shown at once on a cached read (docs/ui.md, Query cache): onMutate stops loads of that read
 * under way (their answers predate the write) and applies `change`; onError puts the read back as it was;
 * onSettled loads the route's reads again, once the last write to them is done (an earlier write's reload
 * would not have the later one's change yet). Change notices that arrive meanwhile only mark the reads
 * stale (LiveQueries), for the same reason.
 */
export const useOptimisticMutation = <T, V, R>({
  key,
  change,
  write,
  onSuccess,
  onError,
}: OptimisticWrite<T, V, R>): UseMutationResult<R, Error, V, { before: T | undefined }> => {
  const queryClient = useQueryClient();
  const route = [routeOf(key)];
  return useMutation({
    mutationKey: key,
    mutationFn: write,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<T>(key);
      if (before !== undefined) queryClient.setQueryData<T>(key, change(before, variables));
      return { before };
    },
    onSuccess: (result, variables) => onSuccess?.(result, variables),
    onError: (error, variables, context) => {
      if (context?.before !== undefined) queryClient.setQueryData<T>(key, context.before);
      onError?.(error, variables);
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: route }) <= 1) return queryClient.invalidateQueries({ queryKey: route });
      return undefined;
    },
  });
};
