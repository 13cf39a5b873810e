import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { noticeAtom, type Notice } from './notices.ts';

/** A message to show on arriving at /login: the server's answer that sent the user there. */
export type LoginNotice = Notice;

/**
 * Goes to /login, with a message shown there. /login is drawn without antd: an antd
 * message shown just before the move would vanish with the frame that draws it, so the pages that send the
 * user to /login (registered, password reset, invalid link, session over) hand their message to the sign-in
 * page's frame instead (PlainNotice).
 */
export const useGoToLogin = (): ((notice?: LoginNotice) => void) => {
  const setNotice = useSetAtom(noticeAtom);
  const navigate = useNavigate();
  return useCallback(
    (notice?: LoginNotice) => {
      setNotice(notice ?? null);
      void navigate('/login', { replace: true });
    },
    [setNotice, navigate],
  );
};
