import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import type { Change, ChangeNotice } from '@ftr/contracts';
import { notePosition } from '../api/position.ts';
import { clearSessionAtom, tokenAtom } from '../session/atoms.ts';
import { appStore } from '../session/store.ts';
import { afterConnectError, afterDisconnect, RETRY_LATER_MS, type SocketLossAction } from './socketLoss.ts';

/**
 * The session's socket. socket.io-client is loaded on demand (not part of /login's
 * download), so a session holds the socket's promise and, once loaded, the socket itself.
 */
let current: { token: string; ready: Promise<Socket>; socket: Socket | null } | null = null;

/** Acts on a lost or refused socket; only while it is still the session's socket. */
const handleLoss = (socket: Socket, action: SocketLossAction): void => {
  if (current?.socket !== socket) return;
  switch (action) {
    case 'sign-in':
      // The session is over on the server: forget it; the route guard sends the page to /login.
      closeSocket();
      appStore.set(clearSessionAtom);
      return;
    case 'reconnect':
      socket.connect();
      return;
    case 'retry-later':
      window.setTimeout(() => {
        if (current?.socket === socket && !socket.connected && !socket.active) socket.connect();
      }, RETRY_LATER_MS);
      return;
    case 'nothing':
      return;
  }
};

/** One socket per session: same origin, path /socket.io, authenticated by the session token. */
const socketFor = (token: string): Promise<Socket> => {
  if (current?.token === token) return current.ready;
  closeSocket();
  const session: NonNullable<typeof current> = { token, socket: null, ready: Promise.resolve(null as never) };
  session.ready = import('socket.io-client').then(
    ({ io }) => {
      const socket = io({ path: '/socket.io', auth: { token } });
      socket.on('disconnect', (reason) => handleLoss(socket, afterDisconnect(reason)));
      socket.on('connect_error', (error) => handleLoss(socket, afterConnectError(error.message, socket.active)));
      session.socket = socket;
      // Signed out (or another session began) while the library loaded: this socket is not wanted.
      if (current !== session) socket.disconnect();
      return socket;
    },
    (error: unknown) => {
      // The chunk could not be loaded (offline, or a redeploy removed it): the next use tries again.
      if (current === session) current = null;
      throw error;
    },
  );
  current = session;
  return session.ready;
};

/** The session's socket (one per token; null when signed out or until the library has loaded), for features that join rooms or listen to their own events. */
export const useSocket = (): Socket | null => {
  const token = useAtomValue(tokenAtom);
  const [socket, setSocket] = useState<Socket | null>(() => (token && current?.token === token ? current.socket : null));
  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    socketFor(token).then(
      (loaded) => live && setSocket(loaded),
      () => undefined, // no live updates; the page still loads its data
    );
    return () => {
      live = false;
    };
  }, [token]);
  return token && socket !== null && current?.socket === socket ? socket : null;
};

export const closeSocket = (): void => {
  current?.socket?.disconnect();
  current = null;
};

/**
 * Calls `onChanges` with every notice's changes (its position noted first, so the reads it causes see
 * it), and with an empty list on each connection (notices may have been missed before it: refetch).
 */
export const useAllChanges = (onChanges: (changes: Change[]) => void): void => {
  const token = useAtomValue(tokenAtom);
  const callback = useRef(onChanges);
  useEffect(() => {
    callback.current = onChanges;
  });

  useEffect(() => {
    if (!token) return undefined;
    let detach: (() => void) | null = null;
    let live = true;
    socketFor(token).then(
      (socket) => {
        if (!live) return;
        const onNotice = (notice: ChangeNotice) => {
          notePosition(notice.position);
          callback.current(notice.changes);
        };
        // Every connection, the first included: the page's first fetch may have run before the socket
        // (loaded on demand) joined, and notices of that gap, like those of any disconnection, were missed.
        const onConnect = () => callback.current([]);
        socket.on('change', onNotice);
        socket.on('connect', onConnect);
        detach = () => {
          socket.off('change', onNotice);
          socket.off('connect', onConnect);
        };
      },
      () => undefined, // no live updates; the page still loads its data
    );
    return () => {
      live = false;
      detach?.();
    };
  }, [token]);
};
