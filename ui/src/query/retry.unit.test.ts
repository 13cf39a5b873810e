import { ApiError } from '../api/ApiError.ts';
import { retryRead } from './retry.ts';

describe('retrying a failed read', () => {
  it('tries a server failure or a lost connection once more', () => {
    expect(retryRead(0, new ApiError(503, 'Service unavailable'))).toBe(true);
    expect(retryRead(0, new ApiError(0, 'Failed to fetch'))).toBe(true);
    expect(retryRead(1, new ApiError(503, 'Service unavailable'))).toBe(false);
  });

  it('never retries a refusal, a missing thing or a contract mismatch', () => {
    for (const status of [400, 401, 403, 404, 409]) expect(retryRead(0, new ApiError(status, 'No'))).toBe(false);
    expect(retryRead(0, new ApiError(0, 'Response of listUsers does not match the contract'))).toBe(false);
    expect(retryRead(0, new Error('bug'))).toBe(false);
  });
});
