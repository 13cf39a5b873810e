import { useEffect, useState } from 'react';
import { useSocket } from '../../live/socket.ts';

/** False while the session's socket is down (socket.io reconnects by itself; a reconnection reloads every live read). */
export const useConnected = (): boolean => {
  const socket = useSocket();
  const [connected, setConnected] = useState(true);
  useEffect(() => {
    if (!socket) return undefined;
    const up = () => setConnected(true);
    const down = () => setConnected(false);
    setConnected(socket.connected);
    socket.on('connect', up);
    socket.on('disconnect', down);
    return () => {
      socket.off('connect', up);
      socket.off('disconnect', down);
    };
  }, [socket]);
  return connected;
};
