import type { ResetLinkStatus } from '@ftr/contracts';
import { ApiError } from '../../api/ApiError.ts';

/** Where the check of a reset link stands (spec 3 §2: the link is checked on load). */
export type LinkCheck =
  { state: 'checking' } | { state: 'valid'; username: string | undefined } | { state: 'invalid' } | { state: 'failed' };

export const linkCheckOf = (status: ResetLinkStatus): LinkCheck =>
  status.valid ? { state: 'valid', username: status.USERNAME } : { state: 'invalid' };

/**
 * A refused check (4xx: a malformed id) means an invalid link; a server or network failure says
 * nothing about the link, so the page offers to check again instead of sending the user away.
 */
export const linkCheckFailure = (error: unknown): LinkCheck =>
  error instanceof ApiError && error.isClientError ? { state: 'invalid' } : { state: 'failed' };

/** Whether the signed-in user is the one whose password the link resets (their session ends with it). */
export const resetsSignedInUser = (check: LinkCheck, signedInAs: string | undefined): boolean =>
  check.state === 'valid' && signedInAs !== undefined && check.username === signedInAs;
