import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../../api/client.ts';

/** What the server said about a composed code: not asked yet (or asking), free (404) or already a parameter of the site. */
export type CodeCheck = 'unknown' | 'free' | 'exists';

/**
 * Spec 2 §4, §5: Create is enabled only once the server has confirmed that the composed code does not exist
 * at the user's site (GET /parameter/{code} answers 404); an existing code shows 'Parameter Already Exists'.
 */
export const useCodeCheck = (code: string | null): CodeCheck => {
  const answer = useQuery({
    queryKey: ['checkParameterCode', code],
    enabled: code !== null,
    retry: false,
    staleTime: 0,
    queryFn: async (): Promise<CodeCheck> => {
      try {
        await call('getParameter', { params: { code: code ?? '' } });
        return 'exists';
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return 'free';
        throw error;
      }
    },
  });
  return code === null || answer.isFetching ? 'unknown' : (answer.data ?? 'unknown');
};
