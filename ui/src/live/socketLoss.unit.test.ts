import { afterConnectError, afterDisconnect } from './socketLoss.ts';

describe('what the client does when it loses its socket', () => {
  it('asks again once when the server closed the socket (session ended or rights changed)', () => {
    expect(afterDisconnect('io server disconnect')).toBe('reconnect');
  });

  it('leaves network losses and its own disconnects to the client library', () => {
    for (const reason of ['transport close', 'ping timeout', 'transport error', 'io client disconnect']) {
      expect(afterDisconnect(reason)).toBe('nothing');
    }
  });

  it('goes to sign-in when the server refuses the token, whether or not a retry was planned', () => {
    expect(afterConnectError('unauthorized', false)).toBe('sign-in');
    expect(afterConnectError('unauthorized', true)).toBe('sign-in');
  });

  it('retries later when the server could not check the session, and leaves planned retries alone', () => {
    expect(afterConnectError('unavailable', false)).toBe('retry-later');
    expect(afterConnectError('websocket error', true)).toBe('nothing');
  });
});
