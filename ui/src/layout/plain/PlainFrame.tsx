import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { CookieConsent } from '../cookies/CookieConsent.tsx';
import { Loading } from '../Loading.tsx';
import { HomeLink } from './HomeLink.tsx';
import './plain.css';
import { PlainNotice } from './PlainNotice.tsx';

/**
 * The frame of the pages drawn without antd (the sign-in page): antd Layout's top bar
 * and content written out in plain HTML and CSS, with the cookie banner. A signed-out top bar shows only
 * the FTR link, as AppLayout's does on /login. A message handed over by the page that sent the user here
 * (loginNotice.ts) shows at the top.
 */
export const PlainFrame = () => (
  <div className="plain plain-layout">
    <header className="plain-header">
      <HomeLink />
    </header>
    <main className="plain-content">
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </main>
    <CookieConsent />
    <PlainNotice />
  </div>
);
