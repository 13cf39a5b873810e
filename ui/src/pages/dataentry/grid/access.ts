import { ApiError } from '../../../api/ApiError.ts';

/** Why a grid cannot be shown at all: the server refused (403) or does not know (404) the screen or operation. */
export interface GridBlock {
  readonly status: 403 | 404;
  /** The server's message (e.g. 'This screen needs read access level 3'). */
  readonly message: string;
}

/** The block a failed grid load means, or null for an ordinary failure (shown as a message). */
export const gridBlockOf = (error: unknown): GridBlock | null =>
  error instanceof ApiError && (error.status === 403 || error.status === 404) ? { status: error.status, message: error.message } : null;
