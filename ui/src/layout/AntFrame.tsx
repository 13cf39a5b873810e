import 'dayjs/locale/en-gb';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
// The ES module (antd/locale/en_GB is CommonJS and drags lib/ copies of the picker locales into every page).
import enGB from 'antd/es/locale/en_GB';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { LiveQueries } from '../query/LiveQueries.tsx';
import { queryClient } from '../query/queryClient.ts';
import { useReducedMotion } from './useReducedMotion.ts';

export { AppLayout } from './AppLayout.tsx';

dayjs.locale('en-gb');

/**
 * What every page but the sign-in page is drawn in: the query cache with its live invalidation and antd's
 * providers (locale, App's message/notification/modal). A lazy chunk (lazyFrame.tsx), so /login loads none
 * of antd, TanStack Query or dayjs (issue 18 item 13). A system's "reduce motion" setting turns antd's animations off.
 */
export const AntProviders = () => {
  const reduced = useReducedMotion();
  const theme = useMemo(() => ({ token: { motion: !reduced } }), [reduced]);
  return (
    <QueryClientProvider client={queryClient}>
      <LiveQueries />
      <ConfigProvider locale={enGB} theme={theme}>
        <AntApp>
          <Outlet />
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
};
