/** A business failure with the HTTP status it maps to. Deciders return these; one handler maps them. */
export type FailureKind = 'validation' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'too_many';

export const FAILURE_STATUS: Record<FailureKind, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many: 429,
};

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

export interface Failure {
  kind: FailureKind;
  message: string;
}

export const fail = (kind: FailureKind, message: string): Failure => ({ kind, message });
export const toAppError = (failure: Failure): AppError => new AppError(failure.kind, failure.message);
