import { Layout, theme } from 'antd';
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { showsSidebar } from '../routing/paths.ts';
import { signedInAtom } from '../session/atoms.ts';
import { CookieConsent } from './cookies/CookieConsent.tsx';
import { Sidebar } from './lazyShell.tsx';
import { Loading } from './Loading.tsx';
import { TopBar } from './TopBar.tsx';

/** The application frame: top bar, sidebar (signed in, and not on the public pages), and the page. */
export const AppLayout = () => {
  const signedIn = useAtomValue(signedInAtom);
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const withSidebar = signedIn && showsSidebar(pathname);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <TopBar withSidebar={withSidebar} />
      <Layout>
        {withSidebar && <Sidebar />}
        <Layout.Content style={{ padding: token.paddingLG }}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
      <CookieConsent />
    </Layout>
  );
};
