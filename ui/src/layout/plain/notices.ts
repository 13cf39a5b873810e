import { atom, useSetAtom } from 'jotai';
import { createContext, useContext, useMemo } from 'react';

/** A short message at the top of the page: a success or an error. */
export interface Notice {
  kind: 'success' | 'error';
  text: string;
}

/** The notice the plain frames show (PlainNotice): handed to /login, or raised by a part drawn without antd. */
export const noticeAtom = atom<Notice | null>(null);

/** What a page uses to tell the user about a result: antd's message inside antd's frame, the plain notice outside it. */
export interface MessageApi {
  success(text: string): void;
  error(text: string): void;
}

/** Set by antd's providers (AntProviders) to antd App's message; absent where the page is drawn without antd. */
export const MessageContext = createContext<MessageApi | null>(null);

/**
 * The message API for where the caller is drawn: antd App's message under antd's providers, else the plain
 * notice (Home and the shell draw no antd), which looks the same.
 */
export const useMessage = (): MessageApi => {
  const antd = useContext(MessageContext);
  const setNotice = useSetAtom(noticeAtom);
  const plain = useMemo<MessageApi>(
    () => ({ success: (text) => setNotice({ kind: 'success', text }), error: (text) => setNotice({ kind: 'error', text }) }),
    [setNotice],
  );
  return antd ?? plain;
};
