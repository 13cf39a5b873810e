import { useCallback } from 'react';
import { call } from '../api/client.ts';
import { closeSocket } from '../live/socket.ts';
import { clearToken } from './storage.ts';

/**
 * Spec 3 §2 Logout: end the session on the server (best effort), forget the token, go to /. The move
 * to / is a full page load straight from the page signed out from: nothing of the signed-out user
 * stays in memory, and that page is not remembered as the place to return to after the next sign-in.
 */
export const useLogout = (): (() => Promise<void>) =>
  useCallback(async () => {
    try {
      await call('logout');
    } catch {
      // The session may already be gone on the server; signing out locally is what matters.
    }
    closeSocket();
    clearToken();
    window.location.replace('/');
  }, []);
