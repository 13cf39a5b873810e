/**
 * What the client does when the server drops or refuses its socket. The server
 * ends the sockets of a session the moment the session ends or its rights change; the client then
 * asks once more, and the server's answer decides: refused as 'unauthorized' means the session is
 * over (go to sign-in, never retry with that token); accepted means new rights (rooms are rejoined).
 */
export type SocketLossAction = 'sign-in' | 'reconnect' | 'retry-later' | 'nothing';

/** Socket.IO's reason when the server itself closed the socket; the client library does not reconnect then. */
export const SERVER_DISCONNECT = 'io server disconnect';
/** The server's refusal of a token that may not be used (ended, revoked, expired, archived user). */
export const UNAUTHORIZED = 'unauthorized';
export const RETRY_LATER_MS = 5_000;

export const afterDisconnect = (reason: string): SocketLossAction => (reason === SERVER_DISCONNECT ? 'reconnect' : 'nothing');

/** `willRetry`: the client library is reconnecting on its own (a network error, not a refusal). */
export const afterConnectError = (message: string, willRetry: boolean): SocketLossAction => {
  if (message === UNAUTHORIZED) return 'sign-in';
  return willRetry ? 'nothing' : 'retry-later';
};
