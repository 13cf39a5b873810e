/** What the server answered, beyond the message: its status text and body, when there was an answer. */
export interface ApiErrorDetail {
  statusText?: string;
  body?: string;
}

/** A failed API call: the HTTP status (0 when there was no usable answer) and the server's message. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  /** The response body as text ('' when there was none). */
  readonly body: string;

  constructor(status: number, message: string, detail: ApiErrorDetail = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = detail.statusText ?? '';
    this.body = detail.body ?? '';
  }

  /** 4xx: the body is the message to show (spec 1 §8). */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** A 5xx (the server's own failure), which spec 3 §8 keeps silent for CCF loads and saves. */
export const isServerFailure = (error: unknown): boolean => error instanceof ApiError && error.status >= 500;
