import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { call } from '../api/client.ts';
import { closeSocket } from '../live/socket.ts';
import { clearSessionAtom } from './atoms.ts';

/** Spec 3 §2 Logout: end the session on the server (best effort), clear the token, go to /. */
export const useLogout = (): (() => Promise<void>) => {
  const clearSession = useSetAtom(clearSessionAtom);
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await call('logout');
    } catch {
      // The session may already be gone on the server; signing out locally is what matters.
    }
    closeSocket();
    // Leave the page first: clearing the session on a guarded page would make its guard remember it
    // as the place to return to after the next sign-in.
    navigate('/', { replace: true });
    clearSession();
  }, [clearSession, navigate]);
};
