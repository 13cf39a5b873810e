import { MESSAGES } from '@ftr/contracts';
import { App } from 'antd';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { closeSocket } from '../live/socket.ts';
import { clearSessionAtom } from '../session/atoms.ts';
import { ApiError, isServerFailure } from './ApiError.ts';

/**
 * The text to show for a failed call (spec 1 §8): a 4xx answer's body is the message;
 * anything else (5xx, network, contract mismatch) shows `fallback`, by default 'An unexpected error occured'.
 */
export const errorMessage = (error: unknown, fallback: string = MESSAGES.unexpectedError): string =>
  error instanceof ApiError && error.isClientError && error.message ? error.message : fallback;

export const isUnauthenticated = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/**
 * The one place failed calls become antd messages. A 401 means the session is over:
 * it is cleared and the user sent to /login.
 */
export const useReportError = (): ((error: unknown, fallback?: string) => void) => {
  const { message } = App.useApp();
  const clearSession = useSetAtom(clearSessionAtom);
  const navigate = useNavigate();
  return useCallback(
    (error: unknown, fallback?: string) => {
      void message.error(errorMessage(error, fallback));
      if (isUnauthenticated(error)) {
        closeSocket();
        clearSession();
        navigate('/login', { replace: true });
      }
    },
    [message, clearSession, navigate],
  );
};

/**
 * Reports a failed call as useReportError does, except a 5xx: that is only logged to the console
 * (spec 3 §8: CCF and CCF settings loads and saves fail silently on the server's own errors).
 */
export const useReportClientError = (): ((error: unknown) => void) => {
  const reportError = useReportError();
  return useCallback(
    (error: unknown) => {
      if (isServerFailure(error)) {
        console.error(error);
        return;
      }
      reportError(error);
    },
    [reportError],
  );
};
