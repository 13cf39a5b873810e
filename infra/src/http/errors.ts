import { FAILURE_STATUS, type Failure, type FailureKind } from '@ftr/contracts';

// Failure and fail are contract data (contracts/src/shared/failure.ts); re-exported for the HTTP layer's callers.
export { FAILURE_STATUS, fail, type Failure, type FailureKind } from '@ftr/contracts';

export class AppError extends Error {
  readonly kind: FailureKind;
  readonly status: number;
  constructor(kind: FailureKind, message: string) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.status = FAILURE_STATUS[kind];
  }
}

export const toAppError = (failure: Failure): AppError => new AppError(failure.kind, failure.message);

/** A dependency is away or behind for now: answered 503 with a Retry-After (seconds). */
export class UnavailableError extends Error {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.name = 'UnavailableError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const READ_SIDE_UNAVAILABLE =
  'The read models are behind the event log (catching up or reconnecting); please try again in a few seconds';

/** A decision that needs the read side caught up, when it is not (docs/distributed.md). */
export const readSideUnavailable = (retryAfterSeconds = 5): UnavailableError =>
  new UnavailableError(READ_SIDE_UNAVAILABLE, retryAfterSeconds);

export const READ_BEHIND =
  'This page cannot yet show your latest changes: the read models are still catching up with the event log; please try again in a few seconds';

/** A read that waited for its client's own writes (x-min-position) and gave up: never answered with older data. */
export const readBehind = (retryAfterSeconds = 2): UnavailableError => new UnavailableError(READ_BEHIND, retryAfterSeconds);
