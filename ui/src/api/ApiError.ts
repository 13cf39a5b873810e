/** A failed API call: the HTTP status (0 when there was no usable answer) and the server's message. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }

  /** 4xx: the body is the message to show (spec 1 §8). */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}
