/**
 * Errors that say a store is away for now (restarting, its connection ended, unreachable, or locked by
 * another writer) rather than that the request is wrong: the API answers them 503 with a Retry-After, as it
 * does a read side that is behind, so a client tries again instead of reporting a server fault.
 */

/** PostgreSQL SQLSTATEs: connection exceptions (08…), the server shutting down or starting (57P01–57P03), too many connections. */
const PG_STATES = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;
/** Sockets that were refused, reset or timed out. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** node-postgres says a lost or refused connection in words, without a code. */
const PG_CLIENT_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
];
/** SQLite's busy and locked results (the file's write lock held beyond the busy timeout). */
const SQLITE_BUSY = new Set([5, 6]);
const MONGO_UNAVAILABLE = new Set(['MongoNetworkError', 'MongoNetworkTimeoutError', 'MongoServerSelectionError', 'MongoNotConnectedError']);

interface ErrorFields {
  code?: unknown;
  errcode?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
}

const unavailable = (error: ErrorFields): boolean => {
  const { code, errcode, name, message } = error;
  if (typeof code === 'string' && (PG_STATES.test(code) || SOCKET_CODES.has(code))) return true;
  if (code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number' && SQLITE_BUSY.has(errcode)) return true;
  if (typeof name === 'string' && MONGO_UNAVAILABLE.has(name)) return true;
  return typeof message === 'string' && PG_CLIENT_MESSAGES.some((pattern) => pattern.test(message));
};

/** True when `error`, or an error it was caused by, says a store is away for now. */
export const isStoreUnavailable = (error: unknown): boolean => {
  const seen = new Set<unknown>();
  for (let current = error; typeof current === 'object' && current !== null && !seen.has(current);) {
    seen.add(current);
    const fields = current as ErrorFields;
    if (unavailable(fields)) return true;
    current = fields.cause;
  }
  return false;
};

export const STORE_UNAVAILABLE =
  'The data store is not answering for the moment (restarting or reconnecting); please try again in a few seconds';
