import { lazy, Suspense, useContext, type ReactNode } from 'react';
import { Loading } from './Loading.tsx';
import { MessageContext } from './plain/notices.ts';

const LazyAntProviders = lazy(() => import('./AntFrame.tsx').then((module) => ({ default: module.AntProviders })));

/**
 * Draws `children` inside antd's providers, loading them (and antd's style engine) on first use: pages drawn
 * with antd, and dialogs opened from the shell or Home, which draw none. Inside antd's
 * providers already, it adds nothing. `fallback`: what shows while antd loads (a page: "Loading…"; a dialog: nothing).
 */
export const AntBoundary = ({ children, fallback = <Loading /> }: { children: ReactNode; fallback?: ReactNode }) => {
  const inside = useContext(MessageContext) !== null;
  if (inside) return children;
  return (
    <Suspense fallback={fallback}>
      <LazyAntProviders>{children}</LazyAntProviders>
    </Suspense>
  );
};
