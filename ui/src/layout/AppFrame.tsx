import { QueryClientProvider } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Suspense, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import type { PageHandle } from '../routing/pageHandle.ts';
import { LiveQueries } from '../query/LiveQueries.tsx';
import { queryClient } from '../query/queryClient.ts';
import { showsSidebar } from '../routing/paths.ts';
import { signedInAtom } from '../session/atoms.ts';
import { AntBoundary } from './AntBoundary.tsx';
import { CatchingUp } from './CatchingUp.tsx';
import { CookieConsent } from './cookies/CookieConsent.tsx';
import { PageLoading } from './Loading.tsx';
import { PlainNotice } from './plain/PlainNotice.tsx';
import { Sidebar } from './shell/Sidebar.tsx';
import { TopBar } from './shell/TopBar.tsx';
import './shell/shell.css';

/**
 * What every page but the sign-in page is drawn in: the query cache with its live invalidation. A lazy chunk
 * (lazyFrame.tsx), so /login loads no TanStack Query.
 */
export const QueryFrame = () => (
  <QueryClientProvider client={queryClient}>
    <LiveQueries />
    <Outlet />
  </QueryClientProvider>
);

const drawsAntd = (handle: unknown): boolean =>
  typeof handle === 'object' && handle !== null && 'antd' in handle && (handle as PageHandle).antd;

/**
 * The pages, inside antd's providers from the first page that needs them on (loaded then: Home needs none).
 * Once loaded they stay, so an antd message shown as a page moves to the next one stays on screen.
 */
const Pages = () => {
  const needsAntd = useMatches().some((match) => drawsAntd(match.handle));
  const [antd, setAntd] = useState(needsAntd);
  if (needsAntd && !antd) setAntd(true);
  const pages = (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
  return antd ? <AntBoundary>{pages}</AntBoundary> : pages;
};

/**
 * The application frame, drawn without antd (the shell and Home load none of it): top
 * bar, sidebar (signed in, and not on the public pages), the page, the cookie banner and the plain notice.
 * Pages drawn with antd bring its providers themselves (AntBoundary, router.tsx).
 */
export const AppLayout = () => {
  const signedIn = useAtomValue(signedInAtom);
  const { pathname } = useLocation();
  const withSidebar = signedIn && showsSidebar(pathname);

  return (
    <div className="shell-layout">
      <TopBar withSidebar={withSidebar} />
      <div className="shell-body">
        {withSidebar && <Sidebar />}
        <main className="shell-content">
          <Pages />
        </main>
      </div>
      <CookieConsent />
      <PlainNotice />
      <CatchingUp />
    </div>
  );
};
