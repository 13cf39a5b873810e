/**
 * A business failure: what a decider answers instead of events. Pure data (no HTTP, no Error), so
 * deciders import it from the contract; the HTTP layer maps each kind to its status (FAILURE_STATUS).
 */
export type FailureKind = 'validation' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'too_many';

export const FAILURE_STATUS: Record<FailureKind, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many: 429,
};

export interface Failure {
  kind: FailureKind;
  message: string;
}

export const fail = (kind: FailureKind, message: string): Failure => ({ kind, message });
