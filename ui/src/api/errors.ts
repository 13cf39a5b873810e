import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useGoToLogin } from '../layout/plain/loginNotice.ts';
import { useMessage } from '../layout/plain/notices.ts';
import { closeSocket } from '../live/socket.ts';
import { clearSessionAtom } from '../session/atoms.ts';
import { isServerFailure } from './ApiError.ts';
import { errorMessage, isUnauthenticated } from './errorMessage.ts';

export { errorMessage, isUnauthenticated } from './errorMessage.ts';

/**
 * The one place failed calls become messages (antd's, or the plain notice where no antd is drawn: notices.ts). A 401 means the session is over: it is cleared and
 * the user sent to /login, which shows the message (/login has no antd: loginNotice.ts).
 */
export const useReportError = (): ((error: unknown, fallback?: string) => void) => {
  const message = useMessage();
  const clearSession = useSetAtom(clearSessionAtom);
  const goToLogin = useGoToLogin();
  return useCallback(
    (error: unknown, fallback?: string) => {
      const text = errorMessage(error, fallback);
      if (!isUnauthenticated(error)) {
        message.error(text);
        return;
      }
      closeSocket();
      clearSession();
      goToLogin({ kind: 'error', text });
    },
    [message, clearSession, goToLogin],
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
