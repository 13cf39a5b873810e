import { ApiError } from '../api/ApiError.ts';

/** How many times a failed read is tried again (network trouble, a server restarting behind the proxy). */
export const READ_RETRIES = 1;

/**
 * Whether a failed read is tried again. Only reads go through queries (GETs: safe to repeat); a 4xx
 * answer (refused, not found, signed out) would answer the same again, so it is never retried; nor is an
 * answer that does not match the contract (a code mismatch, not a passing fault).
 */
export const retryRead = (failureCount: number, error: unknown): boolean => {
  if (failureCount >= READ_RETRIES) return false;
  if (!(error instanceof ApiError)) return false;
  if (error.isClientError) return false;
  return !error.message.includes('does not match the contract');
};
