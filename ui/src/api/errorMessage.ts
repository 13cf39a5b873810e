import { MESSAGES } from '@ftr/contracts';
import { ApiError } from './ApiError.ts';

/**
 * The text to show for a failed call (spec 1 §8): a 4xx answer's body is the message;
 * anything else (5xx, network, contract mismatch) shows `fallback`, by default 'An unexpected error occured'.
 * Without antd (errors.ts has the antd reporter): the sign-in page uses it.
 */
export const errorMessage = (error: unknown, fallback: string = MESSAGES.unexpectedError): string =>
  error instanceof ApiError && error.isClientError && error.message ? error.message : fallback;

export const isUnauthenticated = (error: unknown): boolean => error instanceof ApiError && error.status === 401;
