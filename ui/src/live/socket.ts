import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { Change, ChangeNotice } from '@ftr/contracts';
import { notePosition } from '../api/position.ts';
import { tokenAtom } from '../session/atoms.ts';


let current: { token: string; socket: Socket } | null = null;

/** One socket per session: same origin, path /socket.io, authenticated by the session token. */
const socketFor = (token: string): Socket => {
  if (current?.token === token) return current.socket;
  current?.socket.disconnect();
  const socket = io({ path: '/socket.io', auth: { token } });
  current = { token, socket };
  return socket;
};

/** The session's socket (one per token; null when signed out), for features that join rooms or listen to their own events. */
export const useSocket = (): Socket | null => {
  const token = useAtomValue(tokenAtom);
  return useMemo(() => (token ? socketFor(token) : null), [token]);
};

export const closeSocket = (): void => {
  current?.socket.disconnect();
  current = null;
};

/**
 * Calls `onChange` with the changes to `collection` each time the server reports some, and with
 * an empty list after a reconnection (notices may have been missed while disconnected: refetch).
 */
export const useChanges = (collection: string, onChange: (changes: Change[]) => void): void => {
  const token = useAtomValue(tokenAtom);
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  });

  useEffect(() => {
    if (!token) return undefined;
    const socket = socketFor(token);
    const onNotice = (notice: ChangeNotice) => {
      const hits = notice.changes.filter((c) => c.collection === collection);
      if (hits.length === 0) return;
      notePosition(notice.position);
      callback.current(hits);
    };
    const onReconnect = () => callback.current([]);
    socket.on('change', onNotice);
    socket.io.on('reconnect', onReconnect);
    return () => {
      socket.off('change', onNotice);
      socket.io.off('reconnect', onReconnect);
    };
  }, [token, collection]);
};
