import 'dayjs/locale/en-gb';
import { App as AntApp, ConfigProvider } from 'antd';
// The ES module (antd/locale/en_GB is CommonJS and drags lib/ copies of the picker locales into every page).
import enGB from 'antd/es/locale/en_GB';
import dayjs from 'dayjs';
import { useMemo, type ReactNode } from 'react';
import { MessageContext, type MessageApi } from './plain/notices.ts';
import { useReducedMotion } from './useReducedMotion.ts';

dayjs.locale('en-gb');

/** Hands antd App's message to useMessage (notices.ts), and marks what is below as drawn inside antd's providers. */
const MessageBridge = ({ children }: { children: ReactNode }) => {
  const { message } = AntApp.useApp();
  const api = useMemo<MessageApi>(
    () => ({ success: (text) => void message.success(text), error: (text) => void message.error(text) }),
    [message],
  );
  return <MessageContext.Provider value={api}>{children}</MessageContext.Provider>;
};

/**
 * antd's providers (locale, App's message/notification/modal), around each page drawn with antd and each
 * dialog opened from a part drawn without it (AntBoundary.tsx). A lazy chunk: /login, the shell and Home
 * load none of antd. A system's "reduce motion" setting turns antd's animations off.
 */
export const AntProviders = ({ children }: { children: ReactNode }) => {
  const reduced = useReducedMotion();
  const theme = useMemo(() => ({ token: { motion: !reduced } }), [reduced]);
  return (
    <ConfigProvider locale={enGB} theme={theme}>
      <AntApp>
        <MessageBridge>{children}</MessageBridge>
      </AntApp>
    </ConfigProvider>
  );
};
