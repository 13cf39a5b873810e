import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../api/client.ts';
import { closeSocket } from '../live/socket.ts';
import { clearToken } from './storage.ts';

/**
 * Spec 3 §2 Logout: end the session on the server (best effort), forget the token, go to /. The move
 * to / is a full page load straight from the page signed out from: nothing of the signed-out user
 * stays in memory, and that page is not remembered as the place to return to after the next sign-in.
 */
export const useLogout = (): (() => Promise<void>) => {
  const { mutateAsync: endSession } = useMutation({ mutationFn: () => call('logout') });
  return useCallback(async () => {
    // The session may already be gone on the server; signing out locally is what matters.
    await endSession().catch(() => undefined);
    closeSocket();
    clearToken();
    window.location.replace('/');
  }, [endSession]);
};
